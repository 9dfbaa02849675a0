// Every key in every language, and no non-English file that copies the English text.
import { describe, expect, it } from 'vitest'
import { locales } from '../../shared/i18n/config.ts'
import { englishFor, loadLocale as load, pluralSuffix } from './locale-files.ts'

/** Texts that are the same in English and elsewhere on purpose (reviewed). */
const sameAsEnglishAllowed = new Set<string>([
  // The cookie policy's kinds of storage: "cookie" and "service worker" are the words these
  // languages use (browsers' own settings say so too).
  ...['da', 'es', 'fr', 'it', 'nl', 'sv'].map((l) => `legal:cookies.kinds.cookie@${l}`),
  ...['da', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'].map((l) => `legal:cookies.kinds.serviceWorker@${l}`),
  // Staff console words that are the same in these languages (role names, loanwords).
  'staff:roles.moderator@da',
  'staff:roles.moderator@de',
  'staff:roles.moderator@nb',
  'staff:roles.moderator@nl',
  'staff:roles.moderator@pl',
  'staff:roles.moderator@sv',
  'staff:roles.operator@de',
  'staff:roles.operator@nl',
  'staff:roles.operator@pl',
  // The operator inbox: the same words in these languages.
  'staff:inbox.figures.operator@de',
  'staff:inbox.figures.operator@nl',
  'staff:inbox.figures.operator@pl',
  'staff:inbox.figures.perOperator@nl',
  'staff:inbox.figures.period@sv',
  'staff:inbox.figures.conversations@fr',
  'staff:inbox.photo@fr',
  'staff:roles.admin@de',
  'staff:roles.support@de',
  'staff:accounts.name@de',
  'staff:accounts.status@de',
  'staff:accounts.sites@fr',
  'staff:accounts.sites@nl',
  'staff:audit.action@fr',
  'staff:home.sections@fr',
  'staff:layout.site@fr',
  'staff:settings.packages.credits@de', // "Credits", the glossary's German word
  'staff:layout.site@nl',
  'staff:login.code@de',
  'staff:login.code@fr',
  'staff:login.code@nl',
  'staff:login.password@it',
  'staff:setup.password@it',
  // 'GIF' is the word in every language; sticker names that are loanwords.
  'chat:sendGif@da',
  'chat:sendGif@de',
  'chat:sendGif@es',
  'chat:sendGif@fi',
  'chat:sendGif@fr',
  'chat:sendGif@it',
  'chat:sendGif@nb',
  'chat:sendGif@nl',
  'chat:sendGif@pl',
  'chat:sendGif@sv',
  'chat:stickers.rose@da',
  'chat:stickers.rose@de',
  'chat:stickers.rose@fr',
  'chat:stickers.rose@nb',
  'chat:stickers.cool@sv',
  // Chat words that are the same in these languages (loanwords, gift names, 'Messages' in French).
  'chat:credits_one@nl',
  'chat:credits_other@nl',
  'chat:gifts.cupcake@nl',
  'chat:gifts.cocktail@nl',
  'chat:gifts.champagne@nl',
  'chat:gifts.lingerie_set@nl',
  'chat:gifts.rose@de',
  'chat:gifts.cupcake@de',
  'chat:gifts.cocktail@de',
  'chat:title@fr',
  'chat:photo@fr',
  'chat:gifts.rose@fr',
  'chat:gifts.cupcake@fr',
  'chat:gifts.cocktail@fr',
  'chat:gifts.champagne@fr',
  'chat:gifts.lingerie_set@fr',
  'chat:gifts.cupcake@es',
  'chat:gifts.cupcake@it',
  'chat:gifts.cocktail@it',
  'chat:gifts.champagne@it',
  'chat:gifts.lingerie_set@it',
  'chat:send@da',
  'chat:gifts.rose@da',
  'chat:gifts.cupcake@da',
  'chat:gifts.cocktail@da',
  'chat:gifts.champagne@da',
  'chat:send@nb',
  'chat:gifts.rose@nb',
  'chat:gifts.cupcake@nb',
  'chat:gifts.cocktail@nb',
  'chat:gifts.champagne@nb',
  'chat:gifts.cupcake@sv',
  'chat:gifts.cocktail@sv',
  'chat:gifts.champagne@sv',
  'chat:gifts.cocktail@fi',
  'common:error.default@es', // "Error" is Spanish too
  // "Region" is the word Danish, German, Norwegian, Polish and Swedish use for a region.
  'accounts:subregion.region@da',
  'accounts:subregion.region@de',
  'accounts:subregion.region@nb',
  'accounts:subregion.region@pl',
  'accounts:subregion.region@sv',
  // French field labels without the possessive ("Votre canton"): the same word as in English.
  'accounts:subregion.canton@fr',
  'accounts:subregion.district@fr',
  'accounts:subregion.province@fr',
  // Dutch says "credits" and "per credit" too.
  'payments:pricing.credits_one@nl',
  'payments:pricing.credits_other@nl',
  'payments:pricing.perCredit@nl',
  'accounts:settings.privacy@nl', // "Privacy" is Dutch too
  // "Likes" is the everyday word in Danish, German, Norwegian, Dutch and Swedish dating apps
  // (their legal texts already say "likes"), and the glossary's noun in French and Spanish
  // (docs/glossary.md: the tab and the counts say "likes").
  'common:shell.likes@da',
  'common:shell.likes@de',
  'common:shell.likes@es',
  'common:shell.likes@fr',
  'common:shell.likes@nb',
  'common:shell.likes@nl',
  'common:shell.likes@sv',
  // "Matches" is the likes tab's word in these languages too (glossary: match).
  ...['da', 'de', 'es', 'nl'].map((lng) => `likes:tabs.matches@${lng}`),
  // German and Dutch call them "Credits" too (see payments:pricing).
  'common:shell.credits@de',
  'common:shell.credits@nl',
  // Profile labels that are the ordinary word in these languages too (members namespace).
  ...['da', 'de', 'es', 'fi', 'it', 'nb', 'nl', 'pl', 'sv'].map((lng) => `members:interests.sushi@${lng}`),
  ...['da', 'de', 'nb', 'sv'].map((lng) => `members:interests.sex@${lng}`),
  ...['da', 'fr', 'it', 'nb', 'nl', 'sv'].map((lng) => `members:interests.bondage@${lng}`),
  'members:interests.shopping@da',
  'members:options.gender.male@nl', // "Man"
  'members:options.gender.male@sv',
  'members:options.sexuality.bi@es', // "Bisexual"
  // Italian says "password" too; the labels carry no possessive (translation review, it 11).
  'accounts:fields.password@it',
  'accounts:settings.password@it',
  'members:profile.photoCount_one@fr', // "{{count}} photo(s)"
  'members:profile.photoCount_other@fr',
  // Payments: "Status" (da, de, nb, nl, pl, sv), "Total" (es, fr), "Credits" (de, nl), and
  // French "Transactions" and "Date" are the ordinary words there too.
  ...['da', 'de', 'nb', 'nl', 'pl', 'sv'].map((lng) => `payments:transactions.status@${lng}`),
  ...['es', 'fr'].map((lng) => `payments:checkout.total@${lng}`),
  ...['de', 'nl'].flatMap((lng) => [`payments:credits.title@${lng}`, `payments:checkout.credits@${lng}`]),
  // The bank account number is called IBAN in German forms.
  'payments:directDebit.iban@de',

  'payments:transactions.title@fr',
  'payments:repeat.package_one@nl', // "{{count}} credit(s)", as payments:pricing.credits
  'payments:repeat.package_other@nl',
  'payments:transactions.date@fr',
])

const english = load('en')

describe.each(locales.filter((l) => l !== 'en'))('locale %s', (lng) => {
  const strings = load(lng)
  it('has every English key', () => {
    const missing = Object.keys(english).filter((k) => {
      if (k in strings) return false
      // Plural forms differ per language: any form of the same base key counts.
      const base = k.replace(pluralSuffix, '')
      return !Object.keys(strings).some((s) => s.replace(pluralSuffix, '') === base)
    })
    expect(missing).toEqual([])
  })
  it('has no key that English lacks', () => {
    const englishBases = new Set(Object.keys(english).map((k) => k.replace(pluralSuffix, '')))
    expect(Object.keys(strings).filter((k) => !englishBases.has(k.replace(pluralSuffix, '')))).toEqual([])
  })
  it('translates instead of copying English', () => {
    const copied = Object.entries(strings).filter(
      ([k, v]) => english[k] === v && /[a-z]{3}/i.test(v) && !sameAsEnglishAllowed.has(`${k}@${lng}`),
    )
    expect(copied.map(([k]) => k)).toEqual([])
  })
  it('lists only texts that really are the same as English in the allow-list', () => {
    const stale = [...sameAsEnglishAllowed]
      .filter((entry) => entry.endsWith(`@${lng}`))
      .map((entry) => entry.slice(0, -`@${lng}`.length))
      .filter((k) => strings[k] === undefined || strings[k] !== english[k])
    expect(stale).toEqual([])
  })
  it('has every plural form the language needs', () => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories
    const bases = new Set(
      Object.keys(strings)
        .filter((k) => pluralSuffix.test(k))
        .map((k) => k.replace(pluralSuffix, '')),
    )
    const missing = [...bases].flatMap((base) =>
      categories.filter((c) => !(`${base}_${c}` in strings)).map((c) => `${base}_${c}`),
    )
    expect(missing).toEqual([])
  })
  it('keeps the same interpolation variables as English', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()
    const wrong = Object.entries(strings).filter(([k, v]) => {
      const en = englishFor(english, k)
      return (
        en !== undefined &&
        JSON.stringify(vars(v)) !== JSON.stringify(vars(en).filter((x) => x !== 'count' || vars(v).includes('count')))
      )
    })
    expect(wrong.map(([k]) => k)).toEqual([])
  })
})
