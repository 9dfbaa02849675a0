// The moderator queues' rules that need no database: which texts are flagged, when a notice is
// due, and the decision forms.
import { describe, expect, it } from 'vitest'
import { profileTextFlags, textFlagsOf } from '../members/text-flags.ts'
import { complaintDueAt } from '../complaints/deadlines.ts'
import { complaintDecisionSchema, photoDecisionSchema, profileTextDecisionSchema } from './queues.ts'

describe('flagged profile texts', () => {
  it('flags contact details, links and messengers, also when written around', () => {
    expect(textFlagsOf('Mail me: anna.b@example.com')).toEqual(['contact_email', 'link'])
    expect(textFlagsOf('anna (at) example (dot) de')).toEqual(['contact_email'])
    expect(textFlagsOf('Ruf an: 0170 / 123 45 67')).toEqual(['contact_phone'])
    expect(textFlagsOf('+49-170-1234567')).toEqual(['contact_phone'])
    expect(textFlagsOf('see https://x.example/me')).toEqual(['link'])
    expect(textFlagsOf('www.meinprofil.nl')).toEqual(['link'])
    expect(textFlagsOf('Add me on Snapchat or Insta')).toEqual(['messenger'])
    expect(profileTextFlags({ name: 'Anna', aboutMe: 'WhatsApp 0612345678', signupMessage: 'a@b.de' })).toEqual([
      'contact_email',
      'contact_phone',
      'messenger',
    ])
  })

  it('leaves ordinary texts alone: ages, years, heights, times', () => {
    for (const text of [
      'Ich bin 34, 1,72 m groß und wandere seit 2015.',
      'J’aime le cinéma. Disponible entre 18 et 22 h.',
      'Looking for someone kind, 40 to 50 years old.',
      'Mijn hond heet Max en ik woon in Utrecht.',
      '',
    ])
      expect(textFlagsOf(text), text).toEqual([])
    expect(textFlagsOf(null)).toEqual([])
  })
})

describe('complaint deadlines', () => {
  it('gives a possible minor and illegal content 24 hours, the rest 7 days', () => {
    const createdAt = new Date('2026-11-01T10:00:00Z')
    expect(complaintDueAt({ reason: 'underage', createdAt })).toEqual(new Date('2026-11-02T10:00:00Z'))
    expect(complaintDueAt({ reason: 'illegal_content', createdAt })).toEqual(new Date('2026-11-02T10:00:00Z'))
    expect(complaintDueAt({ reason: 'fake_profile', createdAt })).toEqual(new Date('2026-11-08T10:00:00Z'))
  })
})

describe('the queues’ forms', () => {
  it('needs a reason to reject a photo, and an id', () => {
    expect(photoDecisionSchema.safeParse({ intent: 'approve', photoId: '12' })).toMatchObject({
      success: true,
      data: { intent: 'approve', photoId: 12 },
    })
    const short = photoDecisionSchema.safeParse({ intent: 'reject', photoId: '12', note: ' short ' })
    expect(short.error?.issues.map((i) => i.message)).toEqual(['queues.errors.statementTooShort'])
    expect(photoDecisionSchema.safeParse({ intent: 'reject', photoId: '12.0', note: 'A real reason here.' }).success).toBe(false)
    expect(photoDecisionSchema.safeParse({ intent: 'delete', photoId: '12' }).success).toBe(false)
    expect(profileTextDecisionSchema.safeParse({ intent: 'hide', userId: '3' }).error?.issues[0]?.message).toBe(
      'queues.errors.statementRequired',
    )
  })

  it('takes a measure only with an upheld notice, and then a statement of reasons', () => {
    const base = { decision: 'resolved', resolution: 'We removed the photo.' }
    expect(complaintDecisionSchema.parse(base)).toMatchObject({ measure: 'none' })
    const noStatement = complaintDecisionSchema.safeParse({ ...base, measure: 'reject_photo' })
    expect(noStatement.error?.issues.map((i) => [i.path.join(), i.message])).toEqual([
      ['statement', 'queues.errors.statementRequired'],
    ])
    const rejected = complaintDecisionSchema.safeParse({
      ...base,
      decision: 'rejected',
      measure: 'hide_profile',
      statement: 'Profile hidden for spam.',
    })
    expect(rejected.error?.issues.map((i) => i.message)).toEqual(['queues.errors.measureNeedsUpheld'])
    expect(complaintDecisionSchema.safeParse({ ...base, measure: 'delete_account' }).success).toBe(false)
    expect(complaintDecisionSchema.safeParse({ resolution: 'We removed the photo.' }).error?.issues[0]?.message).toBe(
      'queues.errors.decisionRequired',
    )
  })
})
