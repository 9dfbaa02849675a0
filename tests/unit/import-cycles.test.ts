// No import cycles between the modules of the app, the server and the jobs (issue 16): a cycle
// makes the evaluation order decide whether a module sees its imports, and hides layering
// mistakes. Type-only imports do not count (they vanish at build time); dynamic import() neither.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOTS = ['app', 'server', 'shared', 'jobs', 'emails']
const SKIP = /(^|\/)(generated|node_modules)(\/|$)|\.test\.tsx?$/

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (SKIP.test(full)) return []
    if (statSync(full).isDirectory()) return files(full)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

/** The relative modules a file imports for their values (not `import type`, not dynamic). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s*'(\.[^']+)'/gm)) {
    const names = match[1]!
    // `import { type A, type B } from` imports nothing at run time.
    if (
      /^\{[^}]*\}$/.test(names.trim()) &&
      names
        .replace(/[{}\s]/g, '')
        .split(',')
        .every((n) => !n || n.startsWith('type'))
    )
      continue
    found.push(path.normalize(path.join(path.dirname(file), match[2]!)))
  }
  for (const match of source.matchAll(/^import\s+'(\.[^']+)'/gm))
    found.push(path.normalize(path.join(path.dirname(file), match[1]!)))
  return found
}

describe('imports', () => {
  it('form no cycle', () => {
    const all = ROOTS.flatMap(files)
    const known = new Set(all)
    const graph = new Map(all.map((f) => [f, valueImports(f).filter((to) => known.has(to))]))
    const cycles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const stack: string[] = []
    const visit = (file: string) => {
      state.set(file, 'open')
      stack.push(file)
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '))
        else if (!state.has(next)) visit(next)
      }
      stack.pop()
      state.set(file, 'done')
    }
    for (const file of all) if (!state.has(file)) visit(file)
    expect(cycles).toEqual([])
  })
})
