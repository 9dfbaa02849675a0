// The console's sections: one row per page in the navigation (docs/staff.md, "Adding a
// section"). A staff member sees a section when they hold its permission; its count (open
// items, shown in the navigation) comes from server/staff/section-counts.ts.
import type { Permission } from './permissions.ts'

export interface StaffSection {
  /** Also the key of its texts in staff.json: sections.<id>.title / .description. */
  id: string
  path: string
  permission: Permission
}

export const STAFF_SECTIONS = [
  { id: 'dashboard', path: '/staff/dashboard', permission: 'dashboard.view' },
  { id: 'photos', path: '/staff/photos', permission: 'photos.review' },
  { id: 'complaints', path: '/staff/complaints', permission: 'complaints.review' },
  { id: 'profiles', path: '/staff/profiles', permission: 'profiles.review' },
  { id: 'members', path: '/staff/members', permission: 'members.view' },
  { id: 'accounts', path: '/staff/accounts', permission: 'staff.manage' },
  { id: 'settings', path: '/staff/settings', permission: 'settings.manage' },
  { id: 'inbox', path: '/staff/inbox', permission: 'inbox.answer' },
  { id: 'inboxFigures', path: '/staff/inbox/figures', permission: 'inbox.answer' },
  { id: 'inboxPersonas', path: '/staff/inbox/personas', permission: 'inbox.manage' },
] as const satisfies readonly StaffSection[]

export type StaffSectionId = (typeof STAFF_SECTIONS)[number]['id']

export function sectionsFor(permissions: Iterable<Permission>): StaffSection[] {
  const held = new Set(permissions)
  return STAFF_SECTIONS.filter((section) => held.has(section.permission))
}
