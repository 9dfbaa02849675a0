import { describe, expect, it } from 'vitest'
import { suggestEmail } from './email-suggestion.ts'

describe('suggestEmail', () => {
  it('suggests the common domain for small typos', () => {
    expect(suggestEmail('anna@gmial.com')).toBe('anna@gmail.com')
    expect(suggestEmail('jan@hotmial.com')).toBe('jan@hotmail.com')
    expect(suggestEmail('max@gmx.ed')).toBe('max@gmx.de')
    expect(suggestEmail('ola@yaho.com')).toBe('ola@yahoo.com')
  })
  it('stays quiet for correct, unknown or incomplete addresses', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull()
    expect(suggestEmail('anna@mycompany.example')).toBeNull()
    expect(suggestEmail('anna@')).toBeNull()
    expect(suggestEmail('no-at-sign')).toBeNull()
  })
})
