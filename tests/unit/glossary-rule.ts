// One rule of the glossary test (tests/unit/glossary.test.ts): a known wrong variant of a fixed
// term in one language, named in docs/glossary.md.
import type { locales } from '../../shared/i18n/config.ts'

export interface Rule {
  /** Named in docs/glossary.md. */
  id: string
  lng: (typeof locales)[number]
  /** The known wrong variant. */
  wrong: RegExp
  /** Only for keys whose English text matches this ... */
  when?: RegExp
  /** ... and does not match this. */
  unless?: RegExp
  /** Only for keys ("namespace:key.path") matching this. */
  keys?: RegExp
  /** Removed from the text before `wrong` is tested. */
  ignore?: RegExp
  /** Keys where the word is right: key → reason. */
  allow?: Record<string, string>
  why: string
  example: { wrong: string; right: string; en?: string; key?: string }
}
