// The static-file rule (docs/security.md §9): a path below /uploads names a file only in its one
// canonical spelling; the HTTP test (tests/http/upload-spellings.test.ts) sends every spelling.
import { describe, expect, it } from 'vitest'
import { uploadTarget } from './uploaded-files.ts'

const file = 'ab/ab12cd34ef56ab12cd34ef56ab12cd34-thumb.webp'

describe('uploadTarget', () => {
  it('names public folders and restricted keys in their canonical spelling', () => {
    expect(uploadTarget(`/photos/${file}`)).toEqual({ exposure: 'public', folder: 'photos', file })
    expect(uploadTarget('/seed/0123abcd-full.webp')).toEqual({ exposure: 'public', folder: 'seed', file: '0123abcd-full.webp' })
    expect(uploadTarget(`/private/${file}`)).toEqual({ exposure: 'restricted', key: `private/${file}`, file })
  })

  it('refuses every other spelling, and folders that are not public', () => {
    for (const sent of [
      `/%70rivate/${file}`,
      `//private/${file}`,
      `/./private/${file}`,
      `/photos/../private/${file}`,
      `/photos/%2e%2e/private/${file}`,
      `/private%2f${file}`,
      `/private%2F${file}`,
      `/%2570rivate/${file}`,
      `/photos/%252e%252e/private/${file}`,
      `/photos\\..\\private\\${file}`,
      `/photos/..%5cprivate/${file}`,
      `/PRIVATE/${file}`,
      `/Private/${file}`,
      `/private./${file}`,
      `/private/${file}.`,
      `/private/${file}/`,
      `/private;a/${file}`,
      `/photos/%c0%ae%c0%ae/private/${file}`,
      `/other/${file}`,
      '/x.webp',
      '/',
      '',
      'private/ab/x.webp',
    ]) {
      expect(uploadTarget(sent), sent).toBeNull()
    }
  })
})
