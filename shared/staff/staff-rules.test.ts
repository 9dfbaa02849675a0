import { describe, expect, it } from 'vitest'
import { createStaffSchema, secondFactorSchema, staffPassword, strongStaffPassword } from './schemas.ts'
import { permissionsOf } from './permissions.ts'
import { sectionsFor, STAFF_SECTIONS } from './sections.ts'

describe('the staff password rule', () => {
  it('wants 12 characters with three kinds, or a passphrase of 20', () => {
    expect(staffPassword.safeParse('Short-1a').success).toBe(false)
    expect(staffPassword.safeParse('Long-enough-1').success).toBe(true)
    expect(strongStaffPassword('alllowercaseletters')).toBe(false)
    expect(strongStaffPassword('Lower-and-UPPER')).toBe(true)
    expect(strongStaffPassword('aaaaaaaaaaaaaaaaaaaaaaaa')).toBe(false)
    expect(strongStaffPassword('correct horse battery staple')).toBe(true)
  })
})

describe('the staff forms', () => {
  it('reads a checkbox group of one or many roles and a site list', () => {
    const base = { email: ' Mo@Example.COM ', name: 'Mo' }
    expect(createStaffSchema.parse({ ...base, roles: 'moderator', allSites: 'on' })).toMatchObject({
      email: 'mo@example.com',
      roles: ['moderator'],
      allSites: true,
      siteIds: [],
    })
    expect(createStaffSchema.parse({ ...base, roles: ['support', 'admin'], siteIds: ['2', '3'] })).toMatchObject({
      allSites: false,
      siteIds: [2, 3],
    })
    expect(createStaffSchema.safeParse({ ...base, roles: 'moderator' }).success).toBe(false)
    expect(createStaffSchema.safeParse({ ...base, roles: 'wizard', allSites: 'on' }).success).toBe(false)
    expect(secondFactorSchema.parse({ code: ' 123 456 ' }).code).toBe('123456')
  })
})

describe('the console sections', () => {
  it('shows a section only to staff holding its permission', () => {
    expect(sectionsFor(permissionsOf(['admin'])).map((s) => s.id)).toEqual(STAFF_SECTIONS.map((s) => s.id))
    expect(sectionsFor(permissionsOf(['moderator'])).map((s) => s.id)).not.toContain('accounts')
  })
})
