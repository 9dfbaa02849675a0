// Form and API input of the account flows. Pure zod, no server imports: the same schemas
// validate in the browser (conform) and in the actions. Messages are i18n keys in
// locales/<lng>/accounts.json, translated where they are shown (SPEC §5 texts).
import { z } from 'zod'

export const MIN_PASSWORD = 8
export const MAX_PASSWORD = 72 // bcrypt reads only 72 bytes

export const emailField = z
  .string({ error: 'errors.invalidEmail' })
  .trim()
  .toLowerCase()
  .max(254, 'errors.invalidEmail')
  .pipe(z.email({ error: 'errors.invalidEmail' }))

export const passwordField = z
  .string({ error: 'errors.passwordTooShort' })
  .min(MIN_PASSWORD, 'errors.passwordTooShort')
  .max(MAX_PASSWORD, 'errors.passwordTooLong')

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(200),
  redirectTo: z.string().max(500).optional(),
})

/** YYYY-MM-DD that is a real calendar date. */
const isoDate = z
  .string({ error: 'errors.dateOfBirthRequired' })
  .trim()
  .min(1, { message: 'errors.dateOfBirthRequired', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'errors.invalidDateOfBirth', abort: true })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    },
    { message: 'errors.invalidDateOfBirth', abort: true },
  )

export function ageFromIsoDate(value: string, now = new Date()): number {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  let age = now.getUTCFullYear() - y
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--
  return age
}

/** The username other members see (SPEC §5); that it differs from the e-mail is checked with the e-mail. */
export const nameField = z
  .string({ error: 'errors.nameRequired' })
  .trim()
  .min(2, 'errors.nameTooShort')
  .max(30, 'errors.nameTooLong')
  .refine((v) => !v.startsWith('@'), 'errors.nameStartsWithAt')
  .refine((v) => !/[<>]/.test(v), 'errors.nameInvalid')

export const isSameAsEmail = (name: string, email: string) => name.trim().toLowerCase() === email.trim().toLowerCase()

/** A real date of birth of someone at least `minAge` (SPEC §5: "Enter your date of birth ({min_age}+)"). */
export function dateOfBirthField(minAge: number, now = new Date()) {
  return isoDate
    .refine((v) => ageFromIsoDate(v, now) >= minAge, 'errors.dateOfBirthMinAge')
    .refine((v) => ageFromIsoDate(v, now) <= 110, 'errors.invalidDateOfBirth')
}

export function signupSchema(minAge: number, now = new Date()) {
  return z
    .object({
      email: emailField,
      name: nameField,
      password: passwordField,
      date_of_birth: dateOfBirthField(minAge, now),
      gender: z.enum(['male', 'female'], { error: 'errors.genderRequired' }),
      looking_for: z.enum(['male', 'female'], { error: 'errors.lookingForRequired' }),
      signup_message: z.string().trim().max(500, 'errors.messageTooLong').optional(),
      invite: z.string().trim().max(64).optional(),
      terms: z.literal('on', { error: 'errors.termsRequired' }),
      /** Honeypot: people leave it empty, bots fill it in. */
      website: z.string().max(0, 'errors.botDetected').optional(),
    })
    .refine((v) => !isSameAsEmail(v.name, v.email), { path: ['name'], message: 'errors.nameIsEmail' })
}
/** What the signup form sends plus what the server adds (language, country). */
export type SignupInput = z.infer<ReturnType<typeof signupSchema>> & { language: string; country: string }

export const resetRequestSchema = z.object({ email: emailField })

export const newPasswordSchema = z
  .object({ password: passwordField, password_repeat: z.string({ error: 'errors.passwordsDiffer' }) })
  .refine((v) => v.password === v.password_repeat, { path: ['password_repeat'], message: 'errors.passwordsDiffer' })

export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: 'errors.oldPasswordWrong' }).min(1, 'errors.oldPasswordWrong').max(200),
    password: passwordField,
    password_repeat: z.string({ error: 'errors.passwordsDiffer' }),
  })
  .refine((v) => v.password === v.password_repeat, { path: ['password_repeat'], message: 'errors.passwordsDiffer' })

export const changeEmailSchema = z.object({
  email: z
    .string({ error: 'errors.newEmailInvalid' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'errors.newEmailInvalid' })),
  password: z.string({ error: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(200),
})

export const deleteReasons = ['price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other'] as const
export const deleteAccountSchema = z.object({
  reason: z.enum(deleteReasons, { error: 'errors.reasonRequired' }),
  note: z.string().trim().max(1000).optional(),
  password: z.string({ error: 'errors.passwordRequired' }).min(1, 'errors.passwordRequired').max(200),
})

export const languageSchema = z.object({ language: z.enum(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']) })
