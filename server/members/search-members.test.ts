import { describe, expect, it } from 'vitest'
import { relaxations } from './search-members.ts'

describe('relaxations (similar results)', () => {
  it('drop the region, then the distance, then widen the ages by 5 years, each step keeping the ones before', () => {
    expect(relaxations({ gender: 'female', country: 'NL', regionId: 3, distanceKm: 25, minAge: 30, maxAge: 40 })).toEqual([
      { gender: 'female', country: 'NL', regionId: undefined, distanceKm: 25, minAge: 30, maxAge: 40 },
      { gender: 'female', country: 'NL', regionId: undefined, distanceKm: undefined, minAge: 30, maxAge: 40 },
      { gender: 'female', country: 'NL', regionId: undefined, distanceKm: undefined, minAge: 25, maxAge: 45 },
    ])
  })

  it('keep ages within 18 to 99 and skip steps with nothing to relax', () => {
    expect(relaxations({ minAge: 18, maxAge: 99 })).toEqual([])
    expect(relaxations({ minAge: 20 })).toEqual([{ minAge: 18, maxAge: undefined }])
    expect(relaxations({ gender: 'male', country: 'DE' })).toEqual([])
  })
})
