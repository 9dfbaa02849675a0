// A page carries the texts of the namespaces it rendered (withPageTexts, server/i18n/resources.ts)
// in its own language, and no more; the rest of the language is one chunk the browser loads later.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { origin } from './client.ts'

async function page(path: string, cookie: string) {
  const html = await (await fetch(`${origin}${path}`, { headers: { cookie, accept: 'text/html' } })).text()
  const json = /<script type="application\/json" id="page-texts">(.*?)<\/script>/s.exec(html)?.[1]
  return { html, texts: JSON.parse(json ?? 'null') as Record<string, Record<string, unknown>> | null }
}

describe('the texts of a page', () => {
  it.each([
    ['en', 'Log in'],
    ['de', 'Anmelden'],
  ])('are the namespaces it rendered, in %s', async (lng, login) => {
    const { html, texts } = await page('/pages/terms', `lng=${lng}`)
    expect(texts).not.toBeNull()
    expect(JSON.stringify(texts)).toContain(login)
    expect(Object.keys(texts!)).toContain('common')
    // Not the whole language: the terms page renders no chat, payments or likes.
    expect(Object.keys(texts!)).not.toContain('chat')
    expect(Object.keys(texts!)).not.toContain('payments')
    // Texts rendered only on the server never go to browsers.
    expect(Object.keys(texts!)).not.toContain('emails')
    expect(Object.keys(texts!)).not.toContain('legal')
    // Nothing in them can end the script element early.
    expect(html.match(/<\/script>/g)!.length).toBe(html.match(/<script/g)!.length)
    // The language's chunk is not preloaded: the browser asks for it when it needs it.
    expect(html).not.toMatch(/modulepreload" href="\/assets\/locale-/)
  })

  it('are complete in the language chunk the browser loads later, without the server-only texts', () => {
    const chunks = readdirSync('build/client/assets').filter((f) => /^locale-[a-z]{2}-.*\.js$/.test(f))
    expect(chunks.map((f) => f.slice(7, 9)).sort()).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'])
    const de = readFileSync(`build/client/assets/${chunks.find((f) => f.startsWith('locale-de-'))}`, 'utf8')
    expect(de).toContain('Anmelden')
    expect(de).not.toContain('"subject"')
  })
})
