// Operators' edits of a site's texts per language (npm run support -- site-texts / site-text).
import { prisma } from '../db.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { isLocale, locales, type Locale } from '../../shared/i18n/config.ts'
import { invalidateSiteTexts } from './site-cache.ts'
import { isSiteTextKey, SITE_TEXT_KEYS, siteText, type SiteTextKey } from './site-texts.ts'

export type SetSiteTextResult = { ok: true; removed: boolean } | { ok: false; error: 'locale' | 'key' | 'too_long' }

export const SITE_TEXT_MAX = 2000

/** Sets (or, with an empty value, removes) one text of a site in one language; audited. */
export async function setSiteText(
  siteId: number,
  locale: string,
  key: string,
  value: string,
  staff: StaffActorInput,
): Promise<SetSiteTextResult> {
  assertStaffMay(toStaffActor(staff), 'settings.manage', siteId)
  if (!isLocale(locale)) return { ok: false, error: 'locale' }
  if (!isSiteTextKey(key)) return { ok: false, error: 'key' }
  const text = value.trim()
  if (text.length > SITE_TEXT_MAX) return { ok: false, error: 'too_long' }
  await prisma.$transaction(async (tx) => {
    const previous = await tx.siteText.findUnique({
      where: { siteId_locale_key: { siteId, locale, key } },
      select: { value: true },
    })
    if (text) {
      await tx.siteText.upsert({
        where: { siteId_locale_key: { siteId, locale, key } },
        create: { siteId, locale, key, value: text },
        update: { value: text },
      })
    } else {
      await tx.siteText.deleteMany({ where: { siteId, locale, key } })
    }
    await recordStaffAction(tx, staff, {
      siteId,
      action: 'site_text_set',
      subject: { type: 'site_text', id: `${locale}:${key}` },
      before: { value: previous?.value ?? null },
      after: { value: text || null },
      data: { siteId, locale, key, value: text },
    })
  })
  await invalidateSiteTexts(siteId)
  return { ok: true, removed: !text }
}

/** Every text of a site in every language, as shown, and where each comes from. */
export async function listSiteTexts(siteId: number) {
  const site = await prisma.site.findUniqueOrThrow({ where: { id: siteId }, include: { texts: true } })
  const rows: { locale: Locale; key: SiteTextKey; value: string; source: 'site text' | 'site' | 'default' }[] = []
  for (const locale of locales) {
    for (const key of SITE_TEXT_KEYS) {
      const own = site.texts.some((t) => t.locale === locale && t.key === key && t.value.trim())
      const value = siteText(site, locale, key)
      const column = site.domainLanguage.slice(0, 2) === locale && value === siteText({ ...site, texts: [] }, locale, key)
      rows.push({ locale, key, value, source: own ? 'site text' : column ? 'site' : 'default' })
    }
  }
  return rows
}
