import { describe, expect, it } from 'vitest'
import { changePasswordSchema, loginSchema, newPasswordSchema, signupSchema } from './schemas.ts'

const now = new Date('2026-11-22T12:00:00Z')
const valid = {
  email: 'Anna@Example.com ',
  name: 'Anna',
  password: 'long enough',
  date_of_birth: '1990-05-17',
  gender: 'female',
  looking_for: 'male',
  terms: 'on',
}
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('signupSchema (SPEC §5)', () => {
  it('accepts a valid signup and normalises the e-mail', () => {
    const result = signupSchema(18, now).parse(valid)
    expect(result.email).toBe('anna@example.com')
  })
  it('rejects a username equal to the e-mail or starting with @', () => {
    expect(errorsOf(signupSchema(18, now).safeParse({ ...valid, name: 'anna@example.com' }))).toMatchObject({
      name: 'errors.nameIsEmail',
    })
    expect(errorsOf(signupSchema(18, now).safeParse({ ...valid, name: '@anna' }))).toMatchObject({
      name: 'errors.nameStartsWithAt',
    })
  })
  it('requires a real date of birth at the minimum age', () => {
    const s = signupSchema(18, now)
    expect(errorsOf(s.safeParse({ ...valid, date_of_birth: '' }))).toMatchObject({ date_of_birth: 'errors.dateOfBirthRequired' })
    expect(errorsOf(s.safeParse({ ...valid, date_of_birth: '1990-02-30' }))).toMatchObject({
      date_of_birth: 'errors.invalidDateOfBirth',
    })
    expect(errorsOf(s.safeParse({ ...valid, date_of_birth: '2008-11-23' }))).toMatchObject({
      date_of_birth: 'errors.dateOfBirthMinAge',
    })
    expect(s.safeParse({ ...valid, date_of_birth: '2008-11-22' }).success).toBe(true)
    expect(errorsOf(signupSchema(21, now).safeParse({ ...valid, date_of_birth: '2006-01-01' }))).toMatchObject({
      date_of_birth: 'errors.dateOfBirthMinAge',
    })
  })
  it('rejects invalid e-mail, a filled honeypot and missing terms', () => {
    const r = errorsOf(signupSchema(18, now).safeParse({ ...valid, email: 'anna@', website: 'http://spam', terms: undefined }))
    expect(r).toMatchObject({ email: 'errors.invalidEmail', website: 'errors.botDetected', terms: 'errors.termsRequired' })
  })
})

describe('password schemas', () => {
  it('needs both new passwords to match', () => {
    expect(errorsOf(newPasswordSchema.safeParse({ password: 'abcdefgh', password_repeat: 'abcdefgX' }))).toEqual({
      password_repeat: 'errors.passwordsDiffer',
    })
    expect(
      errorsOf(changePasswordSchema.safeParse({ old_password: '', password: 'abcdefgh', password_repeat: 'abcdefgh' })),
    ).toEqual({ old_password: 'errors.oldPasswordWrong' })
  })
  it('login needs an e-mail and a password', () => {
    expect(errorsOf(loginSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: 'errors.invalidEmail',
      password: 'errors.passwordRequired',
    })
  })
})
