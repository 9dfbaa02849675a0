// The staff console's forms (one zod schema per operation; messages are keys in staff.json).
import { z } from 'zod'
import { staffRoles } from './permissions.ts'

/** How long a set-up link works. */
export const SETUP_LINK_DAYS = 3

export const STAFF_PASSWORD_MIN = 12
export const STAFF_PASSWORD_MAX = 200

/** At least three of: lower case, upper case, digit, other; or a passphrase of 20 characters or more. */
export function strongStaffPassword(password: string): boolean {
  if (password.length >= 20) return new Set(password).size >= 8
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  return kinds >= 3 && new Set(password).size >= 6
}

export const staffPassword = z
  .string({ error: 'errors.passwordRequired' })
  .min(STAFF_PASSWORD_MIN, { error: 'errors.passwordTooShort' })
  .max(STAFF_PASSWORD_MAX, { error: 'errors.passwordTooLong' })
  .refine(strongStaffPassword, { error: 'errors.passwordWeak' })

const email = z
  .string({ error: 'errors.emailRequired' })
  .trim()
  .toLowerCase()
  .max(200, { error: 'errors.emailInvalid' })
  .pipe(z.email({ error: 'errors.emailInvalid' }))

export const staffLoginSchema = z.object({
  email,
  password: z.string({ error: 'errors.passwordRequired' }).max(STAFF_PASSWORD_MAX, { error: 'errors.loginFailed' }),
})

/** A six-digit code from the app, or a recovery code (xxxxx-xxxxx). */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: 'errors.codeRequired' })
    .trim()
    .max(20, { error: 'errors.codeInvalid' })
    .transform((v) => v.replace(/\s+/g, '')),
})

export const setupSchema = z
  .object({
    token: z.string().max(100),
    password: staffPassword,
    confirm: z.string({ error: 'errors.passwordRequired' }).max(STAFF_PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'errors.passwordMismatch' })

export const changePasswordSchema = z
  .object({
    current: z.string({ error: 'errors.passwordRequired' }).max(STAFF_PASSWORD_MAX),
    password: staffPassword,
    confirm: z.string({ error: 'errors.passwordRequired' }).max(STAFF_PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'errors.passwordMismatch' })

/** A checkbox group: absent, one value or several. */
const asArray = (v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v])

const roles = z.preprocess(
  asArray,
  z
    .array(z.enum(staffRoles, { error: 'errors.roleInvalid' }), { error: 'errors.rolesRequired' })
    .min(1, { error: 'errors.rolesRequired' })
    .max(staffRoles.length),
)

const siteIds = z.preprocess(asArray, z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(1000))

/** Which sites: all, or the listed ones (at least one). */
const scope = {
  allSites: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
  siteIds,
}
const scopeRule = (v: { allSites: boolean; siteIds: number[] }) => v.allSites || v.siteIds.length > 0

export const createStaffSchema = z
  .object({
    email,
    name: z.string({ error: 'errors.nameRequired' }).trim().min(1, { error: 'errors.nameRequired' }).max(100),
    roles,
    ...scope,
    /** Empty: a one-time set-up link instead of an initial password. */
    password: staffPassword.optional(),
  })
  .refine(scopeRule, { path: ['siteIds'], error: 'errors.sitesRequired' })

export const staffRolesSchema = z
  .object({ roles, ...scope })
  .refine(scopeRule, { path: ['siteIds'], error: 'errors.sitesRequired' })

export type CreateStaffInput = z.output<typeof createStaffSchema>
export type StaffRolesInput = z.output<typeof staffRolesSchema>
