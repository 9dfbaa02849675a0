import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
// @ts-expect-error plain JavaScript module without types
import { danglingOptionalDependencies } from '../../scripts/fix-lockfile.mjs'

it('package-lock.json works with npm ci on our registry (run npm run fix:lockfile after npm install)', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
  expect(danglingOptionalDependencies(lock)).toEqual([])
})
