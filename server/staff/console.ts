// What the console's frame needs: the sites a staff member may switch between, and which one
// a session shows.
import { prisma } from '../db.ts'
import type { StaffPrincipal } from './permissions.ts'
import { staffMaySee } from './permissions.ts'

export interface ConsoleSite {
  id: number
  domain: string
  name: string
}

export async function staffSites(staff: StaffPrincipal): Promise<ConsoleSite[]> {
  return prisma.site.findMany({
    where: staff.allSites ? {} : { id: { in: staff.siteIds } },
    orderBy: { id: 'asc' },
    select: { id: true, domain: true, name: true },
  })
}

/**
 * The site the console shows: the one chosen in this session, else the site of the address the
 * console was opened on, else the staff member's first; null when they may see none.
 */
export function currentConsoleSite(
  staff: StaffPrincipal,
  sites: ConsoleSite[],
  chosenSiteId: number | null,
  requestSiteId: number,
): ConsoleSite | null {
  const pick = (id: number | null) => (id !== null && staffMaySee(staff, id) ? (sites.find((s) => s.id === id) ?? null) : null)
  return pick(chosenSiteId) ?? pick(requestSiteId) ?? sites.find((s) => staffMaySee(staff, s.id)) ?? null
}
