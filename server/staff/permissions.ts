// The staff console's permissions: one table of roles, each a set of named permissions
// (docs/staff.md). A staff account may hold several roles; it may act on all sites or on the
// sites it lists. Services call assertStaffMay before they read or change anything.
import { ServiceError } from '../errors.ts'
import { staffRoles, type StaffRoleName } from '../../shared/staff/roles.ts'

export { staffRoles, type StaffRoleName }

/** Every permission, with what it allows (the console's sections check these). */
export const PERMISSIONS = {
  /** Member 360° view: find members, read their profile, orders, ledger, complaints, e-mails, audit. */
  'members.view': 'find a member and see the whole account',
  /** Account fixes: resend activation, reset link, change e-mail, block, delete or restore. */
  'members.manage': 'fix accounts',
  /** Credit adjustments with a reason (a ledger row). */
  'credits.adjust': 'give or take back credits',
  /** Refunds through the order's provider. */
  'orders.refund': 'refund orders',
  /** The photo review queue. */
  'photos.review': 'approve and reject photos',
  /** Complaints and notices (DSA): decide, with a statement of reasons. */
  'complaints.review': 'decide complaints',
  /** Profiles whose texts were flagged, and hiding a profile with a statement of reasons. */
  'profiles.review': 'review and hide profiles',
  /** The operator inbox: answer as the site's fictional profiles. */
  'inbox.answer': 'answer as fictional profiles',
  /** Persona notes of fictional profiles and the answer-time target. */
  'inbox.manage': 'manage personas and answer targets',
  /** Dashboard and figures. */
  'dashboard.view': 'see the dashboard',
  /** Site settings, texts, packages and prices, discount codes, gifts and icebreakers. */
  'settings.manage': 'change site settings',
  /** Staff accounts: create, change roles, disable, reset two-factor. */
  'staff.manage': 'manage staff accounts',
  /** The audit trail of every staff member. */
  'audit.view': 'read the audit trail',
} as const

export type Permission = keyof typeof PERMISSIONS
export const allPermissions = Object.keys(PERMISSIONS) as Permission[]

/** What each role may do. An account's permissions are the union over its roles. */
export const ROLE_PERMISSIONS: Record<StaffRoleName, readonly Permission[]> = {
  support: ['members.view', 'members.manage', 'credits.adjust', 'orders.refund'],
  moderator: ['members.view', 'photos.review', 'complaints.review', 'profiles.review'],
  operator: ['inbox.answer'],
  admin: allPermissions,
}

export function permissionsOf(roles: readonly StaffRoleName[]): Set<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []))
}

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
  | { via: 'console'; staff: StaffPrincipal; ip: string | null }
  | { via: 'cli'; name: string; staffId: number | null }

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
