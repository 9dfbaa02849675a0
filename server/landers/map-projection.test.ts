import { describe, expect, it } from 'vitest'
import { convexHull, layoutMap, mainland, MAP_WIDTH } from './map-projection.ts'
import { nicheThemeFromSlug, normalizeSlug } from './lander-theme.ts'

describe('layoutMap', () => {
  const netherlands = [
    { id: 1, lat: 52.99, lon: 6.56 },
    { id: 2, lat: 52.37, lon: 5.22 },
    { id: 3, lat: 53.2, lon: 5.8 },
    { id: 4, lat: 51.98, lon: 5.91 },
    { id: 5, lat: 51.44, lon: 5.48 },
    { id: 6, lat: 52.09, lon: 4.3 },
    { id: 7, lat: 51.5, lon: 3.61 },
  ]

  it('places every point inside the canvas, north up and west left', () => {
    const map = layoutMap(netherlands)
    expect(map.width).toBe(MAP_WIDTH)
    for (const p of map.positions.values()) {
      expect(p.x).toBeGreaterThan(0)
      expect(p.x).toBeLessThan(map.width)
      expect(p.y).toBeGreaterThan(0)
      expect(p.y).toBeLessThan(map.height)
    }
    const north = map.positions.get(3)!
    const south = map.positions.get(5)!
    expect(north.y).toBeLessThan(south.y)
    expect(map.positions.get(7)!.x).toBeLessThan(map.positions.get(1)!.x)
    // Only positive numbers: the outline never leaves the canvas.
    expect(map.outline).toMatch(/^M[\d.]+ [\d.]+(C[\d. ]+)+Z$/)
    const numbers = map.outline.match(/[\d.]+/g)!.map(Number)
    numbers.forEach((n, i) => expect(n).toBeLessThanOrEqual(i % 2 === 0 ? map.width : map.height))
  })

  it('leaves far-away territories off the map', () => {
    const withIsland = [...netherlands, { id: 99, lat: 12.5, lon: -69.97 }]
    expect(mainland(withIsland).map((p) => p.id)).not.toContain(99)
    expect(layoutMap(withIsland).positions.has(99)).toBe(false)
  })

  it('still draws a shape for one, two or no regions', () => {
    for (const points of [[], netherlands.slice(0, 1), netherlands.slice(0, 2)]) {
      const map = layoutMap(points)
      expect(map.outline).toMatch(/Z$/)
      expect(map.positions.size).toBe(points.length)
    }
  })

  it('finds the convex hull', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [0, 2],
    ])
    expect(hull).toHaveLength(4)
    expect(hull).not.toContainEqual([1, 1])
  })
})

describe('lander slugs', () => {
  it('names niches in any case and ignores anything else', () => {
    expect(nicheThemeFromSlug('MILFs')).toBe('milf')
    expect(nicheThemeFromSlug('bbw')).toBe('curvy')
    expect(nicheThemeFromSlug('amsterdam')).toBeNull()
    expect(nicheThemeFromSlug(undefined)).toBeNull()
    expect(normalizeSlug('Den-Haag')).toBe('den-haag')
    expect(normalizeSlug('<script>')).toBeNull()
    expect(normalizeSlug('x'.repeat(61))).toBeNull()
  })
})
