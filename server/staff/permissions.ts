// Who may do what in the staff console (docs/staff.md): the roles' permissions are the table in
// shared/staff/permissions.ts; a staff account may hold several roles and act on all sites or on
// the sites it lists. Services call assertStaffMay before they read or change anything.
import { ServiceError } from '../errors.ts'
import type { Permission, StaffRoleName } from '../../shared/staff/permissions.ts'

export { allPermissions, PERMISSIONS, permissionsOf, ROLE_PERMISSIONS, staffRoles } from '../../shared/staff/permissions.ts'
export type { Permission, StaffRoleName }

/** A signed-in staff member as the services see them. */
export interface StaffPrincipal {
  id: number
  name: string
  email: string
  roles: StaffRoleName[]
  allSites: boolean
  siteIds: number[]
  permissions: ReadonlySet<Permission>
}

/**
 * Who does a staff action: a staff member in the console (their permissions apply), or the
 * support CLI, which runs with the database's own credentials and may do everything; `staffId`
 * is set when its --staff names a staff account.
 */
export type StaffActor =
  { via: 'console'; staff: StaffPrincipal; ip: string | null } | { via: 'cli'; name: string; staffId: number | null }

/** The CLI as an actor. */
export const cliActor = (name: string, staffId: number | null = null): StaffActor => ({ via: 'cli', name, staffId })
/** A console staff member as an actor. */
export const consoleActor = (staff: StaffPrincipal, ip: string | null): StaffActor => ({ via: 'console', staff, ip })

/** A staff member may not do this (or not on this site). Routes answer with the console's 403 page. */
export class StaffForbiddenError extends ServiceError<'staff_forbidden', { permission: Permission; siteId?: number }> {}

export function staffMaySee(staff: Pick<StaffPrincipal, 'allSites' | 'siteIds'>, siteId: number): boolean {
  return staff.allSites || staff.siteIds.includes(siteId)
}

/** Whether the staff member holds `permission` (on `siteId` when given). */
export function staffMay(staff: StaffPrincipal, permission: Permission, siteId?: number | null): boolean {
  return staff.permissions.has(permission) && (siteId == null || staffMaySee(staff, siteId))
}

/**
 * The one check of every staff service: throws StaffForbiddenError unless the actor holds
 * `permission` (and may see `siteId` when the action is about one site). The CLI passes.
 */
export function assertStaffMay(actor: StaffActor | StaffPrincipal, permission: Permission, siteId?: number | null): void {
  if ('via' in actor && actor.via === 'cli') return
  const staff = 'via' in actor ? actor.staff : actor
  if (!staffMay(staff, permission, siteId))
    throw new StaffForbiddenError('staff_forbidden', { permission, ...(siteId == null ? {} : { siteId }) })
}

/** The sites a staff member's lists should cover (a where clause on siteId), or undefined for all. */
export function staffSiteFilter(staff: StaffPrincipal): { in: number[] } | undefined {
  return staff.allSites ? undefined : { in: staff.siteIds }
}
