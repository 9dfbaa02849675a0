// A page preloads its language's texts (one chunk per language, server/i18n/locale-chunks.ts) and
// only that language: the browser fetches it beside the other modules, before hydration needs it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { origin } from './client.ts'

async function localePreloads(cookie: string) {
  const html = await (await fetch(`${origin}/pages/terms`, { headers: { cookie } })).text()
  return [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/locale-[^"]+)"/g)].map((m) => m[1]!)
}

describe('the texts of a page', () => {
  it.each([
    ['en', 'Log in'],
    ['de', 'Anmelden'],
  ])('are preloaded for %s alone, from a chunk that holds them', async (lng, login) => {
    const preloads = await localePreloads(`lng=${lng}`)
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toMatch(new RegExp(`^/assets/locale-${lng}-`))
    const chunk = readFileSync(`build/client${preloads[0]}`, 'utf8')
    expect(chunk).toContain(login)
    // Texts rendered only on the server never go to browsers.
    expect(chunk).not.toContain('"subject"')
  })
})
