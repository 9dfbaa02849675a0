// The glossary rules from the second native review (../shared/reviews/translations-2026-11-27.md):
// the terms of the likes, chat, payments, offers and notifications texts, so they stay as fixed.
// Legal texts are left out where a rule names them (`NOT_LEGAL`): the privacy and consumer-law
// work rewrites them.
import type { Rule } from './glossary-rule.ts'

const NOT_LEGAL = /^(?!legal:)/
const NBSP = '\u00a0'

/** The e-mail footer's "Unsubscribe" says what it stops: e-mails, not the account (review da-5, de-2, es-5, it-2, nb-5, sv-6). */
const unsubscribeLink: [Rule['lng'], RegExp, string, string][] = [
  ['da', /e-?mail/i, 'Afmeld', 'Afmeld e-mails'],
  ['de', /e-?mail/i, 'Abmelden', 'E-Mails abbestellen'],
  ['es', /correo/i, 'Darse de baja', 'Darse de baja de estos correos'],
  ['fi', /sähköpost/i, 'Peru tilaus', 'Peru sähköpostien tilaus'],
  ['it', /e-?mail/i, "Annulla l'iscrizione", 'Non ricevere più e-mail'],
  ['nb', /e-?post/i, 'Meld av', 'Meld av e-post'],
  ['nl', /e-?mail/i, 'Afmelden', 'Afmelden voor e-mails'],
  ['sv', /e-?post/i, 'Avregistrera', 'Avsluta e-postutskick'],
]

export const reviewRules: Rule[] = [
  ...unsubscribeLink.map(([lng, word, wrong, right]): Rule => ({
    id: `${lng}.unsubscribe`,
    lng,
    keys: /^notifications:email\.unsubscribe$/,
    wrong: new RegExp(`^(?![^]*(${word.source}))`, 'i'),
    why: 'the footer link stops e-mails: say so, or it reads as leaving the site (or, in German, logging out)',
    example: { key: 'notifications:email.unsubscribe', wrong, right },
  })),
  // A no-break space between a number and %, so "25" and "%" never part on a small button (review da-7 …).
  ...(['da', 'de', 'es', 'fi', 'fr', 'nb', 'sv'] as const).map((lng): Rule => ({
    id: `${lng}.percent`,
    lng,
    keys: /^(offers|payments):/,
    wrong: / %/,
    why: 'a no-break space (U+00A0) before %, not an ordinary one',
    example: { key: 'offers:banner.cta', wrong: 'Få {{percentage}} % rabat', right: `Få {{percentage}}${NBSP}% rabat` },
  })),

  // German
  {
    id: 'de.liken',
    lng: 'de',
    wrong: /\b(zurück)?liked\b/i,
    why: 'the present tense of "liken" is "likt" (Duden: er likt); "liked" is English (the participle "geliked" is right)',
    example: { wrong: 'Jemand liked dich', right: 'Jemand likt dich. Ihr habt euch gegenseitig geliked.' },
  },
  {
    id: 'de.match.title',
    lng: 'de',
    wrong: /\bihr habt ein Match\b/i,
    why: 'a match is announced as "Es ist ein Match!", as on profiles and landers',
    example: { wrong: 'Ihr habt ein Match', right: 'Es ist ein Match!' },
  },

  // Finnish
  {
    id: 'fi.subscription',
    lng: 'fi',
    when: /\bsubscriptions?\b/i,
    wrong: /(?<!kesto)tilau/i,
    why: '"tilaus" is an order on the same pages; a subscription is "kestotilaus"',
    example: { en: 'No subscription', wrong: 'Ei tilausta', right: 'Ei kestotilausta' },
  },
  {
    id: 'fi.icebreaker',
    lng: 'fi',
    wrong: /jäänmurtaj/i,
    why: '"jäänmurtaja" is the ship; the conversation opener is "jäänsärkijä"',
    example: { wrong: 'Jäänmurtajat', right: 'Jäänsärkijät' },
  },
  {
    id: 'fi.refund',
    lng: 'fi',
    keys: /^payments:/,
    when: /refund[^]*unused credits|unused credits[^]*refund/i,
    wrong: /^(?![^]*rahat)[^]*hyvit/i,
    why: 'a refund of unused credits is money back ("rahat takaisin"); "hyvittää krediitit" reads as getting credits back',
    example: {
      key: 'payments:refund.ask',
      en: 'Refund unused credits',
      wrong: 'Hyvitä käyttämättömät krediitit',
      right: 'Pyydä rahat takaisin käyttämättömistä krediiteistä',
    },
  },
  {
    id: 'fi.member.name',
    lng: 'fi',
    wrong: /jäse\S*\s+\{\{name\}\}/i,
    why: 'a member named in a sentence is "käyttäjä {{name}}", as in chat, members and landers',
    example: { wrong: 'Tykkäät jäsenestä {{name}}.', right: 'Tykkäät käyttäjästä {{name}}.' },
  },

  // French
  {
    id: 'fr.nbsp',
    lng: 'fr',
    wrong: / [:;!?]/,
    allow: {
      'payments:directDebit.sms': 'an SMS: a no-break space is outside GSM-7 and would send it in two parts',
    },
    why: 'French typography: a no-break space (U+00A0) before : ; ! ?',
    example: { wrong: 'Nouveaux likes : {{likes}}', right: `Nouveaux likes${NBSP}: {{likes}}` },
  },
  {
    id: 'fr.passed',
    lng: 'fr',
    wrong: /\bavez passé \{\{name\}\}/i,
    why: '"passer quelqu\'un" is to overtake or hand someone over; you pass on a profile',
    example: { wrong: 'Vous avez passé {{name}}.', right: 'Vous avez passé le profil de {{name}}.' },
  },

  // Italian
  {
    id: 'it.apostrophe',
    lng: 'it',
    wrong: /’/,
    why: "Italian texts use the straight apostrophe ' throughout",
    example: { wrong: 'Riepilogo dell’ordine', right: "Riepilogo dell'ordine" },
  },
  {
    id: 'it.iscrizione',
    lng: 'it',
    keys: NOT_LEGAL,
    when: /unsubscrib/i,
    wrong: /annull\w* l'iscrizione(?! alle)/i,
    why: '"iscrizione" is signing up to the site: say "l\'iscrizione alle nostre e-mail" or "non ricevere più e-mail"',
    example: {
      en: 'You unsubscribed.',
      wrong: "Hai annullato l'iscrizione.",
      right: "Hai annullato l'iscrizione alle nostre e-mail.",
    },
  },
  {
    id: 'it.self',
    lng: 'it',
    keys: NOT_LEGAL,
    wrong: /\bte stess[oa]\b/i,
    why: 'the interface avoids gendered forms: "al tuo profilo"',
    example: { wrong: 'Non puoi mettere like a te stesso.', right: 'Non puoi mettere like al tuo profilo.' },
  },

  // Spanish
  {
    id: 'es.self',
    lng: 'es',
    wrong: /\bti mism[oa]\b/i,
    why: 'the interface avoids gendered forms: "No puedes darte like."',
    example: { wrong: 'No puedes darte like a ti mismo.', right: 'No puedes darte like.' },
  },

  // Dutch
  {
    id: 'nl.gift',
    lng: 'nl',
    wrong: /cadeautje/i,
    why: 'a gift is "cadeau" everywhere (chat, profile, prices)',
    example: { wrong: 'Cadeautje sturen', right: 'Cadeau sturen' },
  },
  {
    id: 'nl.receipt',
    lng: 'nl',
    wrong: /\bbon\b/i,
    why: 'a "bon" is a till slip; the printable receipt with KvK and btw numbers is a "betaalbewijs"',
    example: { wrong: 'Bon voor bestelling {{id}}', right: 'Betaalbewijs voor bestelling {{id}}' },
  },

  // Polish
  {
    id: 'pl.like.slang',
    lng: 'pl',
    wrong: /\blajk/i,
    why: '"lajkować" is slang: "polubić", "wysyłać polubienia"',
    example: { wrong: 'szukaj użytkowników, lajkuj i czatuj', right: 'szukaj użytkowników, wysyłaj polubienia i czatuj' },
  },
  {
    id: 'pl.refund.order',
    lng: 'pl',
    when: /refund/i,
    wrong: /zamówieni[ea]\s+(zostało\s+)?zwrócon|zamówienia nie można zwrócić|^\s*zwrócone\s*$/i,
    why: 'a refund gives the money back; the order is not "returned" like goods',
    example: {
      en: 'The order has been refunded.',
      wrong: 'Zamówienie zostało zwrócone.',
      right: 'Zwróciliśmy pieniądze za zamówienie.',
    },
  },

  // Swedish, Danish
  {
    id: 'sv.match.plural',
    lng: 'sv',
    wrong: /\bmatcher\b/i,
    why: 'the plural of a match is "matchningar" (the likes tab, the finder, the legal texts)',
    example: { wrong: 'Likes och matcher', right: 'Likes och matchningar' },
  },
  {
    id: 'sv.gift',
    lng: 'sv',
    keys: NOT_LEGAL,
    wrong: /\bgåv(a|an|or|orna)\b/i,
    why: 'a gift is "present" (chat, profile, prices); "Välkomstgåva" is a compound and stays',
    example: { wrong: 'Skicka en gåva: {{count}} krediter', right: 'Skicka en present: {{count}} krediter. Välkomstgåva.' },
  },
  {
    id: 'da.quotes',
    lng: 'da',
    wrong: /[“”„]/,
    why: 'Danish quotes with »…«',
    example: { wrong: 'under “E-mailindstillinger” nederst', right: 'under »E-mailindstillinger« nederst' },
  },
]
