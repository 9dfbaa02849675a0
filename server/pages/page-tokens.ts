// The "{token}" static page route of SPEC §2: short URLs (/terms, /contact, /impressum, ...)
// that show a legal or info page, whose canonical address stays /pages/<page>.
import { legalPages, type LegalPage } from './legal.ts'

const aliases: Record<string, LegalPage> = {
  // terms
  tos: 'terms',
  'terms-of-service': 'terms',
  'terms-and-conditions': 'terms',
  conditions: 'terms',
  agb: 'terms',
  voorwaarden: 'terms',
  disclaimer: 'terms',
  // privacy
  'privacy-policy': 'privacy',
  gdpr: 'privacy',
  avg: 'privacy',
  datenschutz: 'privacy',
  // cookies
  cookie: 'cookies',
  'cookie-policy': 'cookies',
  // access ban
  'access-ban': 'ban',
  // return policy
  refund: 'return-policy',
  refunds: 'return-policy',
  'refund-policy': 'return-policy',
  // FAQ
  faqs: 'faq',
  help: 'faq',
  // customer service
  contact: 'service',
  support: 'service',
  'customer-service': 'service',
  imprint: 'service',
  impressum: 'service',
}

/** The page a token stands for (case-insensitive), or null for an unknown token. */
export function resolvePageToken(token: string | undefined): LegalPage | null {
  const key = (token ?? '').trim().toLowerCase()
  if ((legalPages as readonly string[]).includes(key)) return key as LegalPage
  return Object.hasOwn(aliases, key) ? aliases[key]! : null
}

/** Every token and the page it shows, for the docs and tests. */
export function pageTokens(): Array<[token: string, page: LegalPage]> {
  return [...legalPages.map((page): [string, LegalPage] => [page, page]), ...Object.entries(aliases)]
}
