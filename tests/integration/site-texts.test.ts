// Site texts per language (issue 16): the home title and description and the fictional labels
// follow the page's language; an operator's text for a language wins; the site's own column
// speaks only its own language; /api/settings.php answers in the request's language.
import { afterAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import * as settingsRoute from '../../app/routes/api/settings.php.ts'
import { clearSiteCache, getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { listSiteTexts, setSiteText } from '../../server/sites/manage-site-texts.ts'
import { siteText } from '../../server/sites/site-texts.ts'
import { callLoader } from './loader.ts'

const settings = async (headers: Record<string, string>) =>
  (await (await callLoader(settingsRoute, 'http://localhost:3000/api/settings.php', { headers })).json()) as Record<
    string,
    unknown
  >

afterAll(async () => {
  const site = await getSiteByHost('localhost')
  await prisma.siteText.deleteMany({ where: { siteId: site.id } })
  clearSiteCache()
})

describe('site texts', () => {
  it('shows the site’s own texts in its own language and the locale files’ wording in the others', async () => {
    const site = await getSiteByHost('localhost')
    expect(site.domainLanguage).toBe('en')
    expect(siteText(site, 'en', 'index_title')).toBe(site.indexTitle)
    expect(siteText(site, 'de', 'index_title')).toBe(`${site.name}: Dating und Chat für Singles`)
    expect(siteText(site, 'de', 'fictional_singular')).toBe('fiktives Profil')
    expect(siteText(site, 'nl', 'fictional_warning')).not.toBe(siteText(site, 'en', 'fictional_warning'))

    const german = await settings({ cookie: 'lng=de' })
    expect(german).toMatchObject({
      index_title: `${site.name}: Dating und Chat für Singles`,
      fictional_plural: 'fiktive Profile',
    })
    expect((await settings({ cookie: 'lng=fr' })).fictional_singular).toBe('profil fictif')
    // Without a language cookie the site's domain language wins over the browser's (SPEC §7).
    expect((await settings({ 'accept-language': 'fr-FR,fr;q=0.9' })).index_title).toBe(site.indexTitle)
    expect((await settings({})).index_title).toBe(site.indexTitle)
  })

  it('lets an operator set a text for one language, and take it back', async () => {
    const site = await getSiteByHost('localhost')
    expect(await setSiteText(site.id, 'de', 'index_title', '  Liebe auf den ersten Klick  ', 'anna')).toEqual({
      ok: true,
      removed: false,
    })
    expect(await setSiteText(site.id, 'xx', 'index_title', 'x', 'anna')).toEqual({ ok: false, error: 'locale' })
    expect(await setSiteText(site.id, 'de', 'colour', 'x', 'anna')).toEqual({ ok: false, error: 'key' })
    expect((await settings({ cookie: 'lng=de' })).index_title).toBe('Liebe auf den ersten Klick')
    expect((await settings({ cookie: 'lng=nl' })).index_title).toBe(`${site.name}: daten en chatten voor singles`)
    const rows = await listSiteTexts(site.id)
    expect(rows.find((r) => r.locale === 'de' && r.key === 'index_title')).toMatchObject({ source: 'site text' })
    expect(rows.find((r) => r.locale === 'en' && r.key === 'index_title')).toMatchObject({ source: 'site' })
    expect(await prisma.auditLog.count({ where: { action: 'site_text_set', actorName: 'anna' } })).toBe(1)

    expect(await setSiteText(site.id, 'de', 'index_title', '', 'anna')).toEqual({ ok: true, removed: true })
    expect((await settings({ cookie: 'lng=de' })).index_title).toBe(`${site.name}: Dating und Chat für Singles`)
  })
})
