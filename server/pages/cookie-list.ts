// The cookie policy's list of cookies and browser storage, generated from the one list in code
// (shared/privacy/browser-storage.ts), so the policy cannot drift from what the site sets.
import type { TFunction } from 'i18next'
import { browserStorage, type BrowserStorageItem } from '../../shared/privacy/browser-storage.ts'

/** One line per item, in the page language: "name (kind; category; kept for): purpose". */
export function cookieListItems(t: TFunction): string[] {
  return (browserStorage as readonly BrowserStorageItem[]).map((item) => {
    const keptFor =
      typeof item.keptFor === 'number' ? t('cookies.keptFor.days', { days: item.keptFor }) : t(`cookies.keptFor.${item.keptFor}`)
    const facts = [t(`cookies.kinds.${item.kind}`), t(`cookies.categories.${item.category}`), keptFor].join('; ')
    return `${item.name} (${facts}): ${t(`cookies.storage.${item.purpose}`)}`
  })
}

/** The section of the cookie policy that lists them (locales: legal.cookies.sections.s2). */
export const COOKIE_LIST_SECTION = 's2'
