// Our registry serves only some platforms' builds of packages such as rollup, esbuild or
// msgpackr-extract. `npm install` skips the missing optional ones but keeps their names in
// package-lock.json, and `npm ci` then refuses the lock. This drops those dangling optional
// edges. Run it after every `npm install` (npm run fix:lockfile); a unit test checks it.
import { readFileSync, writeFileSync } from 'node:fs'

export function danglingOptionalDependencies(lock) {
  const found = []
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(lock, location, name)) found.push({ location, name })
    }
  }
  return found
}

function resolves(lock, location, name) {
  // Node's lookup: node_modules/<name> next to the package, then in each parent.
  let base = location
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (lock.packages[candidate]) return true
    if (!base) return false
    const idx = base.lastIndexOf('node_modules/')
    base = idx <= 0 ? '' : base.slice(0, idx - 1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
  const dangling = danglingOptionalDependencies(lock)
  for (const { location, name } of dangling) delete lock.packages[location].optionalDependencies[name]
  for (const entry of Object.values(lock.packages)) {
    if (entry.optionalDependencies && Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies
  }
  writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
  console.log(`package-lock.json: removed ${dangling.length} optional dependencies the registry does not serve`)
}
