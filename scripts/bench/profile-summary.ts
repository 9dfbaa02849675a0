// npx tsx scripts/bench/profile-summary.ts PROFILE.cpuprofile [top] [under] — what a V8 CPU profile
// (from `node --cpu-prof`, or BENCH_CPU_PROF with the page benchmark) spent its time on: the
// functions with the most self time, and the packages or source folders the samples ran under
// (a sample counts once for every distinct group on its stack). Idle time is left out. With
// `under` (a function name, e.g. performWork for React's rendering), only the samples that ran
// under that function count.
import { readFileSync } from 'node:fs'

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
}

const [file, topArg, under] = process.argv.slice(2)
if (!file) {
  console.error('usage: profile-summary.ts PROFILE.cpuprofile [top]')
  process.exit(2)
}
const top = Number(topArg ?? 30)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

/** The package (node_modules/x or @scope/x), the build file or node's internals a frame belongs to. */
function group(url: string): string {
  if (!url) return '(native)'
  const nm = url.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0]
  return url.replace(/^file:\/\/.*?\/(build|server|app)\//, '$1/')
}

const self = new Map<string, number>()
const total = new Map<string, number>()
let busy = 0
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  const node = byId.get(id)!
  const name = node.callFrame.functionName
  if (name === '(idle)' || name === '(program)') return
  if (under) {
    let found = false
    for (let n: number | undefined = id; n !== undefined && !found; n = parent.get(n))
      found = byId.get(n)!.callFrame.functionName === under
    if (!found) return
  }
  busy += dt
  const where = `${name || '(anonymous)'} ${group(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`
  self.set(where, (self.get(where) ?? 0) + dt)
  const seen = new Set<string>()
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const g = group(byId.get(n)!.callFrame.url)
    if (!seen.has(g)) {
      seen.add(g)
      total.set(g, (total.get(g) ?? 0) + dt)
    }
  }
})

const ms = (us: number) => (us / 1000).toFixed(0).padStart(7)
const pct = (us: number) => ((100 * us) / busy).toFixed(1).padStart(5)
console.log(`busy ${(busy / 1000).toFixed(0)} ms${under ? ` under ${under}` : ''} (idle and program time left out)\n`)
console.log('self time')
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(v)} ms ${pct(v)} %  ${k}`)
console.log('\ntime under (package, build file or node internals)')
for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(v)} ms ${pct(v)} %  ${k}`)
