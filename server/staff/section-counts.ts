// What each console section counts for the navigation's badge (photos waiting, open
// complaints, conversations waiting ...). A section that has something to count adds its
// function here; it runs for the console's current site on every console page.
import type { StaffSectionId } from '../../shared/staff/sections.ts'
import { staffMay, type StaffPrincipal } from './permissions.ts'
import { STAFF_SECTIONS } from '../../shared/staff/sections.ts'
import { countPendingPhotos } from '../photos/photo-queue.ts'
import { countOpenComplaints } from '../complaints/complaint-queue.ts'
import { countFlaggedProfiles } from '../members/profile-text-review.ts'
import { countWaiting } from '../inbox/inbox.ts'

export type SectionCount = (staff: StaffPrincipal, siteId: number) => Promise<number>

export const SECTION_COUNTS: Partial<Record<StaffSectionId, SectionCount>> = {
  photos: (_staff, siteId) => countPendingPhotos(siteId),
  complaints: (_staff, siteId) => countOpenComplaints(siteId),
  profiles: (_staff, siteId) => countFlaggedProfiles(siteId),
  // Conversations waiting for an operator (docs/operators.md).
  inbox: (_staff, siteId) => countWaiting(siteId),
}

/** The counts of the sections this staff member sees, by section id. */
export async function sectionCounts(staff: StaffPrincipal, siteId: number): Promise<Record<string, number>> {
  const entries = await Promise.all(
    STAFF_SECTIONS.filter((s) => staffMay(staff, s.permission, siteId)).map(async (s) => {
      const count = SECTION_COUNTS[s.id]
      return count ? ([s.id, await count(staff, siteId)] as const) : null
    }),
  )
  return Object.fromEntries(entries.filter((e) => e !== null))
}
