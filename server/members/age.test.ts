import { describe, expect, it } from 'vitest'
import { ageOn, latestBirthDateForAge } from './age.ts'

describe('ageOn', () => {
  const on = new Date('2026-11-22T12:00:00Z')
  it('counts a birthday today as a full year', () => {
    expect(ageOn(new Date('2008-11-22'), on)).toBe(18)
  })
  it('is one less the day before the birthday', () => {
    expect(ageOn(new Date('2008-11-23'), on)).toBe(17)
  })
  it('handles leap-day births', () => {
    expect(ageOn(new Date('2008-02-29'), new Date('2026-02-28T00:00:00Z'))).toBe(17)
    expect(ageOn(new Date('2008-02-29'), new Date('2026-03-01T00:00:00Z'))).toBe(18)
  })
  it('round-trips with latestBirthDateForAge', () => {
    expect(ageOn(latestBirthDateForAge(18, on), on)).toBe(18)
    expect(ageOn(latestBirthDateForAge(75, on), on)).toBe(75)
  })
})
