// The production build drops CSS rules whose classes no source file spells out
// (scripts/css-purge.ts). A class name put together at run time, like `site-footer-${variant}`,
// is only kept when a RUNTIME_CLASS_PATTERNS entry covers it: this check finds every such name
// in a className template and fails when its prefix is not covered.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CSS_CONTENT_GLOBS, cssContentFor, RUNTIME_CLASS_PATTERNS } from '../../scripts/css-purge.ts'

/** The static start of each class token that continues with `${…}` in a className template. */
export function dynamicClassPrefixes(source: string): string[] {
  const prefixes: string[] = []
  for (const match of source.matchAll(/className(?:=\{|:\s*)`((?:[^`\\]|\\.)*)`/g)) {
    for (const part of match[1]!.matchAll(/([A-Za-z0-9_-]*[A-Za-z0-9_])?(-{1,2}|__)\$\{/g)) {
      prefixes.push(`${part[1] ?? ''}${part[2]}`)
    }
  }
  return prefixes
}

const covered = (prefix: string) => RUNTIME_CLASS_PATTERNS.some((pattern) => pattern.test(`${prefix}x`))

describe('CSS purge safelist', () => {
  it('finds the run-time part of a class name in a className template', () => {
    expect(dynamicClassPrefixes('<div className={`card site-footer-${variant} p-${n}`} />')).toEqual(['site-footer-', 'p-'])
    expect(dynamicClassPrefixes('<i className={`swipe-card--depth-${d}`} />')).toEqual(['swipe-card--depth-'])
    expect(dynamicClassPrefixes('<i className={`btn ${look} ${className}`} />')).toEqual([])
  })

  it('covers every class name a component builds at run time', () => {
    // Node 20 has no fs.globSync: walk the globs' top folders for .ts and .tsx files.
    const files = CSS_CONTENT_GLOBS.flatMap((glob) =>
      readdirSync(glob.split('/')[0]!, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    expect(files.length).toBeGreaterThan(50)
    const found = new Map<string, string>()
    for (const file of files) {
      for (const prefix of dynamicClassPrefixes(readFileSync(file, 'utf8'))) found.set(prefix, file)
    }
    // The scan must see the ones we know of, or it is not looking.
    expect([...found.keys()]).toEqual(expect.arrayContaining(['site-footer-', 'text-bg-', 'presence--']))
    const uncovered = [...found].filter(([prefix]) => !covered(prefix)).map(([prefix, file]) => `${prefix} in ${file}`)
    expect(uncovered, 'add a pattern to RUNTIME_CLASS_PATTERNS in scripts/css-purge.ts').toEqual([])
  })
})

describe('CSS purge per sheet', () => {
  const files = [
    'app/routes/members.tsx',
    'app/routes/staff/home.tsx',
    'app/components/staff/audit-trail.tsx',
    'app/components/forms/field.tsx',
  ]
  it('keeps the console out of the member sheet and the member pages out of the console sheet', () => {
    expect(cssContentFor('/x/app/styles/app.scss', files)).toEqual(['app/routes/members.tsx', 'app/components/forms/field.tsx'])
    expect(cssContentFor('/x/app/styles/staff.scss?used', files)).toEqual([
      'app/routes/staff/home.tsx',
      'app/components/staff/audit-trail.tsx',
      'app/components/forms/field.tsx',
    ])
  })
})
