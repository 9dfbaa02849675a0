/** The legal and info pages (SPEC §2 "Static pages"): the route table and the page service share this list. */
export const legalPages = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const
export type LegalPage = (typeof legalPages)[number]

export function isLegalPage(value: unknown): value is LegalPage {
  return typeof value === 'string' && (legalPages as readonly string[]).includes(value)
}
