import { describe, expect, it } from 'vitest'
import { boundingBox, countTableAnswers, distanceKm } from './search-query.ts'

describe('boundingBox', () => {
  it('holds every point of the circle (checked along its edge)', () => {
    for (const [lat, lon, km] of [
      [52.37, 4.9, 50],
      [-33.87, 151.21, 250],
      [69.65, 18.96, 100],
      [0, 0, 10],
    ] as const) {
      const box = boundingBox(lat, lon, km)
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // The point `km` away at this bearing (spherical destination formula).
        const r = km / 6371.0088
        const φ1 = (lat * Math.PI) / 180
        const θ = (bearing * Math.PI) / 180
        const φ2 = Math.asin(Math.sin(φ1) * Math.cos(r) + Math.cos(φ1) * Math.sin(r) * Math.cos(θ))
        const λ2 =
          (lon * Math.PI) / 180 + Math.atan2(Math.sin(θ) * Math.sin(r) * Math.cos(φ1), Math.cos(r) - Math.sin(φ1) * Math.sin(φ2))
        const p = { lat: (φ2 * 180) / Math.PI, lon: (((λ2 * 180) / Math.PI + 540) % 360) - 180 }
        expect(p.lat).toBeGreaterThanOrEqual(box.latMin - 1e-9)
        expect(p.lat).toBeLessThanOrEqual(box.latMax + 1e-9)
        expect(box.lon!.some(([from, to]) => p.lon >= from - 1e-9 && p.lon <= to + 1e-9)).toBe(true)
      }
    }
  })

  it('is tight: about 0.45° of latitude for 50 km', () => {
    const box = boundingBox(52.37, 4.9, 50)
    expect(box.latMax - 52.37).toBeCloseTo(0.4497, 3)
    expect(box.lon![0]![1] - 4.9).toBeCloseTo(0.4497 / Math.cos((52.37 * Math.PI) / 180), 1)
  })

  it('splits at the antimeridian and gives up on longitude near a pole', () => {
    expect(boundingBox(-17.7, 179.9, 50).lon).toHaveLength(2)
    expect(boundingBox(-17.7, -179.9, 50).lon).toHaveLength(2)
    expect(boundingBox(89.9, 0, 50).lon).toBeNull()
  })
})

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const amsterdam = { latitude: 52.3676, longitude: 4.9041 }
    expect(distanceKm(amsterdam, { latitude: 51.9244, longitude: 4.4777 })).toBeCloseTo(57.7, 0) // Rotterdam
    expect(distanceKm(amsterdam, { latitude: 52.52, longitude: 13.405 })).toBeCloseTo(577, -1) // Berlin
    expect(distanceKm(amsterdam, amsterdam)).toBe(0)
  })
})

describe('countTableAnswers', () => {
  it('answers from the count table only searches by site, gender and country (and excluded ids)', () => {
    expect(countTableAnswers({})).toBe(true)
    expect(countTableAnswers({ gender: 'female', country: 'NL', excludeIds: [1, 2] })).toBe(true)
    expect(countTableAnswers({ gender: 'male', regionId: undefined, minAge: undefined })).toBe(true)
    for (const other of [{ regionId: 8 }, { minAge: 18 }, { maxAge: 99 }, { distanceKm: 50 }])
      expect(countTableAnswers({ gender: 'female', ...other })).toBe(false)
  })
})
