// The staff roles (docs/staff.md); what each may do is server/staff/permissions.ts.
export const staffRoles = ['support', 'moderator', 'operator', 'admin'] as const
export type StaffRoleName = (typeof staffRoles)[number]
