// ADR 009 lists where the code goes around React Router. The list was checked against one version;
// an upgrade fails here until the list has been gone through again (the ADR says how).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const CHECKED_VERSION = '7.18.4'

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const adr = readFileSync('docs/decisions/009-framework-bypasses.md', 'utf8')

describe('framework bypasses (ADR 009)', () => {
  it('were re-checked for the React Router version in package.json', () => {
    const versions = {
      'react-router': manifest.dependencies['react-router'],
      '@react-router/node': manifest.dependencies['@react-router/node'],
      '@react-router/express': manifest.dependencies['@react-router/express'],
      '@react-router/dev': manifest.devDependencies['@react-router/dev'],
    }
    for (const [name, version] of Object.entries(versions))
      expect(version, `${name} changed: go through docs/decisions/009-framework-bypasses.md, then set CHECKED_VERSION`).toBe(
        CHECKED_VERSION,
      )
  })

  it('name files that exist', () => {
    const files = [...adr.matchAll(/`((?:app|server|shared|tests)\/[\w./+-]+\.tsx?)`/g)].map((m) => m[1]!)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) expect(() => readFileSync(file), file).not.toThrow()
  })
})
