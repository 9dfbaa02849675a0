// Renders a legal or info page on the server from the `legal` namespace (never shipped to
// browsers) into plain data: the route component only lays it out.
import type { i18n } from 'i18next'
import { LRUCache } from 'lru-cache'
import type { Locale } from '../../shared/i18n/config.ts'
import type { SiteWithCompany } from '../sites/get-site-by-host.ts'
import { buildLegalFacts, interpolationValues, type LegalFacts, type LegalPage } from './legal.ts'
import { COOKIE_LIST_SECTION, cookieListItems } from './cookie-list.ts'

/** A run of text, a link when `href` is set (an internal path, `mailto:` or `tel:`). */
export interface Inline {
  text: string
  href?: string
}

export type LegalBlock = { kind: 'paragraph'; content: Inline[] } | { kind: 'list'; items: Inline[][] }

export interface LegalSection {
  /** Anchor for the table of contents. */
  id: string
  heading: string
  blocks: LegalBlock[]
}

export interface ContactDetails {
  company: string
  address: string
  city: string
  country: string
  kvk: string
  vatNumbers: string[]
  tradenames: string[]
  email: string
  phone: string
  phoneHref: string
}

export interface LegalPageContent {
  page: LegalPage
  locale: Locale
  siteName: string
  title: string
  description: string
  intro: Inline[]
  /** Shown on the legal documents; the FAQ and the service page have no version. */
  version: { iso: string; text: string } | null
  sections: LegalSection[]
  /** The company block of the service page. */
  contact: ContactDetails | null
  labels: Record<LabelKey, string>
  canonical: string
}

const labelKeys = [
  'lastUpdated',
  'contents',
  'companyDetails',
  'contactUs',
  'email',
  'phone',
  'kvk',
  'vatNumbers',
  'tradenames',
  'complaintsButton',
] as const
type LabelKey = (typeof labelKeys)[number]

/**
 * Texts that state a fact only some sites have: shown only when it holds. Direct debit is named
 * only for the countries where the checkout offers it (issue 34, review M2).
 */
const shownWhen: Record<string, (facts: LegalFacts) => boolean> = {
  'terms.sections.s6.p3': (facts) => facts.directDebitCountries.length > 0,
  'terms.sections.s6.p4': (facts) => facts.directDebitCountries.length > 0,
  'terms.sections.s5.p2': (facts) => facts.directDebitCountries.length > 0,
  'faq.sections.q6.p2': (facts) => facts.directDebitCountries.length > 0,
}

const versionedPages: readonly LegalPage[] = ['terms', 'privacy', 'cookies', 'ban', 'return-policy']

/** i18next keys may not contain "-": the page key of "return-policy" is "returnPolicy". */
export function pageKey(page: LegalPage): string {
  return page.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
}

const markdownLink = /\[([^\]]+)\]\(([^)\s]+)\)/g

function safeHref(href: string): string | undefined {
  if (/^\/(?!\/)/.test(href) || /^mailto:[^\s]+$/.test(href) || /^tel:\+?[\d]+$/.test(href)) return href
  return undefined
}

/**
 * Splits translated text into runs: `[label](/path)` becomes a link, and the support e-mail
 * address and phone number become mailto:/tel: links wherever the text mentions them.
 */
export function parseInline(
  text: string,
  facts: Pick<LegalFacts, 'supportEmail' | 'supportPhone' | 'supportPhoneHref'>,
): Inline[] {
  const runs: Inline[] = []
  let last = 0
  for (const match of text.matchAll(markdownLink)) {
    if (match.index > last) runs.push(...autolink(text.slice(last, match.index), facts))
    const href = safeHref(match[2]!)
    runs.push(href ? { text: match[1]!, href } : { text: match[1]! })
    last = match.index + match[0].length
  }
  if (last < text.length) runs.push(...autolink(text.slice(last), facts))
  return runs
}

function autolink(text: string, facts: Pick<LegalFacts, 'supportEmail' | 'supportPhone' | 'supportPhoneHref'>): Inline[] {
  const targets = [
    { needle: facts.supportEmail, href: `mailto:${facts.supportEmail}` },
    { needle: facts.supportPhone, href: facts.supportPhoneHref },
  ].filter((t) => t.needle.length > 0)
  const runs: Inline[] = []
  let rest = text
  while (rest) {
    let first: { at: number; needle: string; href: string } | null = null
    for (const target of targets) {
      const at = rest.indexOf(target.needle)
      if (at >= 0 && (!first || at < first.at)) first = { at, ...target }
    }
    if (!first) {
      runs.push({ text: rest })
      break
    }
    if (first.at > 0) runs.push({ text: rest.slice(0, first.at) })
    runs.push({ text: first.needle, href: first.href })
    rest = rest.slice(first.at + first.needle.length)
  }
  return runs
}

type Tree = { [key: string]: string | Tree }

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The page text in `locale`. The section structure comes from English (the reference the locale
 * test holds every language to); each text is looked up in the page language.
 */
/** `origin` (scheme and host the visitor used) makes the canonical address absolute. */
export function renderLegalPage(
  page: LegalPage,
  site: SiteWithCompany,
  locale: Locale,
  i18n: i18n,
  origin = '',
): LegalPageContent {
  const facts = buildLegalFacts(site, locale)
  const values = interpolationValues(facts, locale)
  const t = i18n.getFixedT(locale, 'legal')
  const text = (key: string) => t(key, values)
  const inline = (key: string) => parseInline(text(key), facts)
  const base = pageKey(page)
  const structure = i18n.getResource('en', 'legal', `${base}.sections`) as unknown
  if (!isTree(structure)) throw new Error(`locales/en/legal.json has no ${base}.sections`)

  const sections: LegalSection[] = Object.entries(structure).map(([id, section]) => {
    if (!isTree(section)) throw new Error(`legal:${base}.sections.${id} is not a section`)
    const prefix = `${base}.sections.${id}`
    const blocks: LegalBlock[] = []
    for (const [key, value] of Object.entries(section)) {
      if (key === 'heading') continue
      if (shownWhen[`${prefix}.${key}`]?.(facts) === false) continue
      if (isTree(value))
        blocks.push({ kind: 'list', items: Object.keys(value).map((item) => inline(`${prefix}.${key}.${item}`)) })
      else blocks.push({ kind: 'paragraph', content: inline(`${prefix}.${key}`) })
    }
    if (page === 'cookies' && id === COOKIE_LIST_SECTION)
      blocks.push({ kind: 'list', items: cookieListItems(t).map((item) => [{ text: item }]) })
    return { id: `${page}-${id}`, heading: text(`${prefix}.heading`), blocks }
  })

  return {
    page,
    locale,
    siteName: facts.siteName,
    title: text(`${base}.title`),
    description: text(`${base}.description`),
    intro: inline(`${base}.intro`),
    version: versionedPages.includes(page)
      ? { iso: facts.versionDate.toISOString().slice(0, 10), text: facts.versionDateText }
      : null,
    sections,
    contact:
      page === 'service'
        ? {
            company: facts.company,
            address: facts.address,
            city: facts.city,
            country: facts.country,
            kvk: facts.kvk,
            vatNumbers: facts.vatNumbers,
            tradenames: facts.tradenames,
            email: facts.supportEmail,
            phone: facts.supportPhone,
            phoneHref: facts.supportPhoneHref,
          }
        : null,
    labels: Object.fromEntries(labelKeys.map((key) => [key, text(`labels.${key}`)])) as Record<LabelKey, string>,
    canonical: `${origin}/pages/${page}`,
  }
}

/** Rendered pages by site (the cached site object: a changed site is a new object), then page, language and origin. */
const rendered = new WeakMap<SiteWithCompany, LRUCache<string, LegalPageContent>>()

/**
 * renderLegalPage, remembered while the site object is the same one (server/sites keeps a site
 * for 30 s): a page's texts and facts do not change in between, and putting the facts into every
 * text of a page took ~5 ms a request, most of the terms page's time (docs/performance.md).
 */
export function cachedLegalPage(
  page: LegalPage,
  site: SiteWithCompany,
  locale: Locale,
  i18n: i18n,
  origin = '',
): LegalPageContent {
  let pages = rendered.get(site)
  // Origins come from requests; the bound keeps odd Host headers from growing the cache.
  if (!pages) rendered.set(site, (pages = new LRUCache({ max: 200 })))
  const key = `${page}|${locale}|${origin}`
  let content = pages.get(key)
  if (!content) {
    content = renderLegalPage(page, site, locale, i18n, origin)
    pages.set(key, content)
  }
  return content
}
