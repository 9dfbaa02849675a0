import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { STICKERS, stickerOf, stickerUrl } from './stickers.ts'

describe('the built-in stickers', () => {
  it('are at least 24, each an animated SVG file that needs no network', () => {
    expect(STICKERS.length).toBeGreaterThanOrEqual(24)
    for (const id of STICKERS) {
      const file = `public${stickerUrl(id)}`
      expect(existsSync(file), file).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg, file).toMatch(/@keyframes/)
      // Nothing to fetch: no script, no link outside the file (a <use href="#part"> inside it is fine).
      expect(svg, file).not.toMatch(/<script|href="(?!#)|url\(\s*['"]?(?!#)/i)
    }
  })

  it('recognises only their own addresses', () => {
    expect(stickerOf('/stickers/heart.svg')).toBe('heart')
    expect(stickerOf('/stickers/unknown.svg')).toBeNull()
    expect(stickerOf('https://evil.example/stickers/heart.svg')).toBeNull()
    expect(stickerOf('/stickers/../favicon.svg')).toBeNull()
    expect(stickerOf(null)).toBeNull()
  })
})
