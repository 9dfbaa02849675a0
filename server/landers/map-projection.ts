// A stylised country map without map tiles: the regions' coordinates are projected onto an
// SVG canvas and a rounded outline is drawn around them. Far-away territories (Alaska,
// Hawaii, islands) are left out so the mainland fills the canvas.

export interface GeoPoint {
  id: number
  lat: number
  lon: number
}

export interface MapLayout {
  width: number
  height: number
  /** SVG path data of the country's silhouette. */
  outline: string
  /** Canvas position per point id; points left out as far away have none. */
  positions: Map<number, { x: number; y: number }>
}

export const MAP_WIDTH = 400
const MIN_HEIGHT = 260
const MAX_HEIGHT = 520
const MARGIN = 36
const OUTLINE_PADDING = 26

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Points further than four times the median distance from the middle are not mainland. */
export function mainland(points: GeoPoint[]): GeoPoint[] {
  if (points.length < 4) return points
  const lat0 = median(points.map((p) => p.lat))
  const lon0 = median(points.map((p) => p.lon))
  const k = Math.cos((lat0 * Math.PI) / 180)
  const distance = (p: GeoPoint) => Math.hypot(p.lat - lat0, (p.lon - lon0) * k)
  const limit = Math.max(median(points.map(distance)) * 4, 0.5)
  return points.filter((p) => distance(p) <= limit)
}

type Xy = [number, number]
const cross = (o: Xy, a: Xy, b: Xy) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

/** Convex hull (Andrew's monotone chain), counter-clockwise, without repeated points. */
export function convexHull(points: Xy[]): Xy[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const unique = sorted.filter((p, i) => i === 0 || p[0] !== sorted[i - 1]![0] || p[1] !== sorted[i - 1]![1])
  if (unique.length < 3) return unique
  const lower: Xy[] = []
  for (const p of unique) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: Xy[] = []
  for (const p of [...unique].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

const round = (n: number) => Math.round(n * 10) / 10

/**
 * A closed, smooth path through the points (Catmull-Rom turned into cubic Béziers). The
 * points and control points are kept inside `bounds` so the curve never leaves the canvas.
 */
export function smoothClosedPath(points: Xy[], bounds: { width: number; height: number }): string {
  const inset = 2
  const clamp = ([x, y]: Xy): Xy => [
    Math.min(bounds.width - inset, Math.max(inset, x)),
    Math.min(bounds.height - inset, Math.max(inset, y)),
  ]
  const ring = points.map(clamp)
  const n = ring.length
  const at = (i: number) => ring[((i % n) + n) % n]!
  const xy = (p: Xy) => `${round(p[0])} ${round(p[1])}`
  let d = `M${xy(at(0))}`
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = clamp([p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6])
    const c2 = clamp([p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6])
    d += `C${xy(c1)} ${xy(c2)} ${xy(p2)}`
  }
  return `${d}Z`
}

function blob(cx: number, cy: number, rx: number, ry: number, height: number): string {
  const ring: Xy[] = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * 2 * Math.PI
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)]
  })
  return smoothClosedPath(ring, { width: MAP_WIDTH, height })
}

export function layoutMap(points: GeoPoint[]): MapLayout {
  const shown = mainland(points)
  if (shown.length === 0) {
    return {
      width: MAP_WIDTH,
      height: MIN_HEIGHT,
      outline: blob(MAP_WIDTH / 2, MIN_HEIGHT / 2, 150, 100, MIN_HEIGHT),
      positions: new Map(),
    }
  }
  const lat0 = (Math.min(...shown.map((p) => p.lat)) + Math.max(...shown.map((p) => p.lat))) / 2
  const k = Math.cos((lat0 * Math.PI) / 180)
  const raw = shown.map((p) => ({ id: p.id, x: p.lon * k, y: -p.lat }))
  const minX = Math.min(...raw.map((p) => p.x))
  const maxX = Math.max(...raw.map((p) => p.x))
  const minY = Math.min(...raw.map((p) => p.y))
  const maxY = Math.max(...raw.map((p) => p.y))
  const spanX = Math.max(maxX - minX, 1e-6)
  const spanY = Math.max(maxY - minY, 1e-6)
  const inner = MAP_WIDTH - 2 * MARGIN
  const height = Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, (inner * spanY) / spanX + 2 * MARGIN)))
  const scale = Math.min(inner / spanX, (height - 2 * MARGIN) / spanY)
  const offsetX = (MAP_WIDTH - spanX * scale) / 2
  const offsetY = (height - spanY * scale) / 2
  const positions = new Map(
    raw.map((p) => [p.id, { x: round(offsetX + (p.x - minX) * scale), y: round(offsetY + (p.y - minY) * scale) }]),
  )
  const hull = convexHull([...positions.values()].map((p): Xy => [p.x, p.y]))
  if (hull.length < 3) {
    const xs = hull.map((p) => p[0])
    const ys = hull.map((p) => p[1])
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2
    const rx = Math.max(60, (Math.max(...xs) - Math.min(...xs)) / 2 + OUTLINE_PADDING)
    const ry = Math.max(60, (Math.max(...ys) - Math.min(...ys)) / 2 + OUTLINE_PADDING)
    return { width: MAP_WIDTH, height, outline: blob(cx, cy, rx, ry, height), positions }
  }
  // Push every corner of the hull away from the middle so the pins sit inside the land.
  const cx = hull.reduce((s, p) => s + p[0], 0) / hull.length
  const cy = hull.reduce((s, p) => s + p[1], 0) / hull.length
  const padded = hull.map(([x, y]): Xy => {
    const len = Math.hypot(x - cx, y - cy) || 1
    return [x + ((x - cx) / len) * OUTLINE_PADDING, y + ((y - cy) / len) * OUTLINE_PADDING]
  })
  return { width: MAP_WIDTH, height, outline: smoothClosedPath(padded, { width: MAP_WIDTH, height }), positions }
}
