import { describe, expect, it } from 'vitest'
import { complaintSchema } from '../../shared/complaints/schemas.ts'
import { newComplaintReference, normalizeReference, REFERENCE_PATTERN } from './reference.ts'

const valid = { reason: 'scam', text: 'Asked me to send money by wire transfer.', good_faith: 'on' }
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('complaintSchema', () => {
  it('asks visitors for a name and an e-mail address, members for neither', () => {
    const visitor = complaintSchema({ member: false })
    expect(issues(visitor.safeParse(valid))).toEqual({ name: 'errors.nameRequired', email: 'errors.emailRequired' })
    expect(issues(visitor.safeParse({ ...valid, name: 'Kim', email: 'not-an-address' }))).toEqual({
      email: 'errors.invalidEmail',
    })
    const ok = visitor.safeParse({ ...valid, name: ' Kim ', email: ' Kim@Example.COM ' })
    expect(ok.data).toMatchObject({ name: 'Kim', email: 'kim@example.com' })
    expect(complaintSchema({ member: true }).safeParse(valid).success).toBe(true)
  })

  it('needs a known reason, 10 to 5000 characters and the statement of good faith', () => {
    const member = complaintSchema({ member: true })
    expect(issues(member.safeParse({ reason: 'boring', text: ' short    ' }))).toEqual({
      reason: 'errors.reasonRequired',
      text: 'errors.textTooShort',
      good_faith: 'errors.goodFaithRequired',
    })
    expect(issues(member.safeParse({ ...valid, text: 'x'.repeat(5001) }))).toEqual({ text: 'errors.textTooLong' })
    expect(member.safeParse({ ...valid, good_faith: true }).success).toBe(true)
    expect(member.safeParse({ ...valid, good_faith: 'yes' }).success).toBe(false)
  })

  it('takes optional positive profile and photo ids and rejects a filled-in honeypot', () => {
    const member = complaintSchema({ member: true })
    expect(member.safeParse({ ...valid, profile: 12, photo: 7 }).success).toBe(true)
    expect(issues(member.safeParse({ ...valid, profile: -1, photo: 1.5 }))).toEqual({
      profile: 'errors.profileUnknown',
      photo: 'errors.photoUnknown',
    })
    expect(issues(member.safeParse({ ...valid, website: 'http://spam.example' }))).toEqual({ website: 'errors.botDetected' })
  })
})

describe('complaint references', () => {
  it('look like AMR-2026-7F3K9Q, without look-alike characters', () => {
    const refs = Array.from({ length: 200 }, () => newComplaintReference(new Date('2026-03-01T00:00:00Z')))
    for (const ref of refs) {
      expect(ref).toMatch(REFERENCE_PATTERN)
      expect(ref.slice(9)).not.toMatch(/[01OIL]/)
    }
    expect(new Set(refs).size).toBe(200)
    expect(refs[0]!.startsWith('AMR-2026-')).toBe(true)
    expect(normalizeReference(' amr-2026-7f3k9q ')).toBe('AMR-2026-7F3K9Q')
  })
})
