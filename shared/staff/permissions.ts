// The staff roles and their permissions: the one table (docs/staff.md). The checks are in
// server/staff/permissions.ts (assertStaffMay).
export const staffRoles = ['support', 'moderator', 'operator', 'admin'] as const
export type StaffRoleName = (typeof staffRoles)[number]

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
