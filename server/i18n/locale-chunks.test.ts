import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findLocaleChunks } from './locale-chunks.ts'

describe('findLocaleChunks', () => {
  it("finds each language's chunk by name and leaves everything else", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'locale-chunks-'))
    for (const name of [
      'locale-de-U7GAw3aJ.js',
      'locale-de-U7GAw3aJ.js.br',
      'locale-en-Dh_-1.js',
      'locale-xx-abc.js',
      'entry.client-1.js',
    ])
      writeFileSync(path.join(dir, name), '')
    expect(findLocaleChunks(dir)).toEqual(
      new Map([
        ['de', '/assets/locale-de-U7GAw3aJ.js'],
        ['en', '/assets/locale-en-Dh_-1.js'],
      ]),
    )
  })

  it('finds nothing without a build', () => {
    expect(findLocaleChunks('/nonexistent/build/client/assets').size).toBe(0)
  })
})
