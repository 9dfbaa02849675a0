// The glossary (docs/glossary.md) as a test: each rule names one known wrong variant of a fixed
// term in one language. It runs over every namespace file present in locales/<lng>/, so new
// namespaces follow the glossary without being listed here.
//
// Rules are narrow on purpose, so that correct text is never flagged:
// - `when`/`unless` look at the English source of the same key (the concept is read from the
//   English, e.g. "sign up" vs "log in"), `keys` limits a rule to some keys;
// - `ignore` removes the glossary's own term before matching (French "J'aime" is the like
//   button, not a form of "aimer");
// - `allow` lists keys where the word is right, each with its reason.
// Every rule carries a wrong and a right example, and the test checks that it tells them apart.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../shared/i18n/config.ts'
import { englishFor, loadLocale } from './locale-files.ts'
import type { Rule } from './glossary-rule.ts'
import { reviewRules } from './glossary-rules-2026-11-27.ts'

// The concept, read from the English source.
const SIGN_UP =
  /\bsign(s|ed|ing)?[ -]?up\b|\bsignup\b|\bjoin(s|ed|ing)?\b|\bcreate (a |an |your )?(new |free )?(account|profile)\b/i
const LOG_IN = /\blog(s|ged|ging)?[ -]?in\b|\blogin\b/i
const LIKE_BUTTON = /^\s*like\b/i // "Like", "Like {{name}}", "Like {{name}}'s post"
const LIKES_NOUN = /\blikes\b/i // "Likes", "{{count}} new likes" (and "{{name}} likes you", harmless here)
const CAN_BE_REFUNDED = /\bcan be refunded\b/i
const LIKE_KEY = /like/i // any key about likes: members:actions.like, likes:*, common:shell.newLikes …

const rules: Rule[] = [
  ...reviewRules,
  // English: no misspelling of our own. The SPEC's catalogue has two, and its messages are the
  // contract (the API's clients match them word for word, tests/unit/spec-messages.ts).
  {
    id: 'en.typos',
    lng: 'en',
    wrong: /\b(adress(es)?|occured|occurence|recie?ve[ds]?|seperat\w*|untill|succesful\w*)\b/i,
    allow: {
      'accounts:errors.newEmailInvalid': 'the SPEC §5 message "New email adress is invalid.", word for word',
      'common:error.tryLater': 'the SPEC §8 message "An error occured, please try again later.", word for word',
    },
    why: 'misspelt English (only the SPEC’s own messages keep its spelling)',
    example: { wrong: 'New email adress is invalid.', right: 'New e-mail address is invalid.' },
  },
  {
    id: 'en.premium',
    lng: 'en',
    wrong: /\bunlimited features\b|\ball features\b/i,
    why: 'premium does not make every feature free: messages, photos in chats and gifts cost credits',
    example: {
      wrong: 'you enjoy unlimited features, even at 0 credits',
      right: 'you send unlimited likes and start unlimited conversations, even at 0 credits',
    },
  },

  // German
  {
    id: 'de.signup',
    lng: 'de',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /anmeld|\bmelde(n|st|t)?\s+(dich|sich|euch)\b/i,
    why: 'sign up is "registrieren"; "anmelden" is the log-in button',
    example: { en: 'Sign up free', wrong: 'Kostenlos anmelden', right: 'Kostenlos registrieren' },
  },
  {
    id: 'de.login',
    lng: 'de',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /registr/i,
    why: 'log in is "anmelden"; "registrieren" is sign up',
    example: { en: 'Please log in first.', wrong: 'Bitte registriere dich zuerst.', right: 'Bitte melde dich zuerst an.' },
  },
  {
    id: 'de.like',
    lng: 'de',
    when: LIKE_BUTTON,
    wrong: /gefällt mir/i,
    why: 'the like button is "Liken", as on profiles',
    example: { en: 'Like {{name}}', wrong: 'Gefällt mir: {{name}}', right: '{{name}} liken' },
  },
  {
    id: 'de.lookingFor',
    lng: 'de',
    wrong: /^\s*Sucht\s*:?\s*$/,
    why: 'a label that says only "Sucht" reads as "addiction"; say "Auf der Suche nach"',
    example: { wrong: 'Sucht', right: 'Auf der Suche nach' },
  },
  {
    id: 'de.match',
    lng: 'de',
    wrong: /\beinen Match\b/,
    why: '"Match" is neuter: ein Match, das Match',
    example: { wrong: 'dass du einen Match findest', right: 'dass du ein Match findest' },
  },
  {
    id: 'de.premium',
    lng: 'de',
    wrong: /alle Funktionen[^.]*\b(unbegrenzt|unbeschränkt|gratis|kostenlos)/i,
    why: 'premium does not make every feature free: messages, photos in chats and gifts cost credits',
    example: {
      wrong: 'Du nutzt alle Funktionen unbegrenzt, selbst mit 0 Credits.',
      right: 'Du kannst unbegrenzt Likes senden und Gespräche beginnen.',
    },
  },
  {
    id: 'de.refund',
    lng: 'de',
    when: CAN_BE_REFUNDED,
    wrong: /erstatten wir/i,
    why: 'credits can be refunded on request ("erstatten lassen"), not "we refund them"',
    example: {
      en: 'Unused credits can be refunded within {{count}} days of purchase.',
      wrong: 'Nicht genutzte Credits erstatten wir dir innerhalb von {{count}} Tagen.',
      right: 'Nicht genutzte Credits kannst du dir innerhalb von {{count}} Tagen erstatten lassen.',
    },
  },

  // Dutch
  {
    id: 'nl.signup',
    lng: 'nl',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /inlog|\blog(t)?\s+(je\s+|jij\s+|u\s+)?in\b/i,
    why: 'sign up is "aanmelden"; "inloggen" is log in',
    example: { en: 'Sign up free', wrong: 'Gratis inloggen', right: 'Gratis aanmelden' },
  },
  {
    id: 'nl.login',
    lng: 'nl',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /aanmeld|\bmeld(t)?\s+(je|jij|u|zich)\b/i,
    why: 'log in is "inloggen"; "aanmelden" is sign up',
    example: { en: 'Please log in first.', wrong: 'Meld je eerst aan.', right: 'Log eerst in.' },
  },
  {
    id: 'nl.like',
    lng: 'nl',
    when: LIKE_BUTTON,
    wrong: /\bleuk\b/i,
    why: 'the like button is "Liken", as on profiles',
    example: { en: 'Like', wrong: 'Leuk', right: 'Liken' },
  },
  {
    id: 'nl.premium',
    lng: 'nl',
    wrong: /alle functies[^.]*\b(onbeperkt|gratis)/i,
    why: 'premium does not make every feature free: messages, photos in chats and gifts cost credits',
    example: {
      wrong: 'je gebruikt alle functies onbeperkt, zelfs met 0 credits',
      right: 'je kunt onbeperkt likes sturen en gesprekken beginnen',
    },
  },
  {
    id: 'nl.refund',
    lng: 'nl',
    when: CAN_BE_REFUNDED,
    wrong: /^(?![^]*\bgeld\b)[^]*\bterug(krijgen|gekregen)\b/i,
    why: 'a refund is money back, not the credits back',
    example: {
      en: 'Unused credits can be refunded within {{count}} days of purchase.',
      wrong: 'Ongebruikte credits kun je binnen {{count}} dagen terugkrijgen.',
      right: 'Voor ongebruikte credits kun je binnen {{count}} dagen je geld terugkrijgen.',
    },
  },

  // French
  {
    id: 'fr.like.aimer',
    lng: 'fr',
    keys: LIKE_KEY,
    ignore: /J['’]aime/g,
    wrong: /(?<!\p{L})aim(e|es|ez|ons|ent|er|é|ée|és|ées|ais|ait|aient|iez)(?!\p{L})/iu,
    why: '"aimer" means "to love": like is "liker", a like is "un like" (the button says "J\'aime")',
    example: { key: 'likes:card.likedYou', wrong: '{{name}} vous a aimé', right: "{{name}} vous a liké · J'aime" },
  },
  {
    id: 'fr.like.person',
    lng: 'fr',
    wrong:
      /(?<!\p{L})aim(e|es|ez|ons|ent|er|é|ée|és|ées|ais|ait|aient|iez)\s+(plus\s+)?(\{\{\w+\}\}|(le|votre|son|ton|ce|leur)\s+profil)|(?<!\p{L})aimé\s+(le|votre|son|ton)\s+profil/iu,
    why: '"aimer" + a person or a profile means "to love"; use "liker"',
    example: {
      wrong: 'Connectez-vous pour aimer le profil de {{name}}',
      right: 'Connectez-vous pour liker le profil de {{name}}',
    },
  },
  {
    id: 'fr.like.pronoun',
    lng: 'fr',
    wrong: /(?<!\p{L})(vous|te|t'|m')\s?aim(e|es|ent|ait|aient)(?!\p{L})/iu,
    why: '"vous aime" means "loves you"; someone likes you: "vous like"',
    example: { wrong: "quand quelqu'un vous écrit ou vous aime", right: "quand quelqu'un vous écrit ou vous like" },
  },
  {
    id: 'fr.apostrophe',
    lng: 'fr',
    wrong: /’/u,
    why: "French typography here uses the straight apostrophe '",
    example: { wrong: 'd’autres membres', right: "d'autres membres" },
  },
  {
    id: 'fr.likes',
    lng: 'fr',
    when: LIKES_NOUN,
    wrong: /J['’]aime/,
    why: 'the noun is "like(s)" (tab, counts); "J\'aime" is only the button',
    example: { en: 'Likes', wrong: "J'aime", right: 'Likes' },
  },
  {
    id: 'fr.signup',
    lng: 'fr',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /(?<!\p{L})(connect(ez|er|é|ée|és)|connexion)(?!\p{L})/iu,
    why: 'sign up is "s\'inscrire"; "se connecter" is log in',
    example: { en: 'Sign up to chat', wrong: 'Restez connecté pour discuter', right: 'Inscrivez-vous pour discuter' },
  },
  {
    id: 'fr.login',
    lng: 'fr',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /\binscri/i,
    why: 'log in is "se connecter"; "s\'inscrire" is sign up',
    example: { en: 'Log in', wrong: 'Inscription', right: 'Connexion' },
  },

  // Spanish
  {
    id: 'es.like.verb',
    lng: 'es',
    wrong:
      /\b(dar|da|das|dé|des|dale|darle|dado|diste|dio|poner|pon|ponle|ponerle|devuelv\w*|devolver\w*|quit\w*|retir\w*)\s+(un\s+|el\s+|tu\s+|su\s+)?me\s+gusta\b/i,
    why: 'the verb is "dar like"; "Me gusta" is only the button',
    example: { wrong: 'No puedes dar me gusta a tu propio perfil.', right: 'No puedes dar like a tu propio perfil.' },
  },
  {
    id: 'es.like.noun',
    lng: 'es',
    wrong: /(\b(el|los|un|unos|tu|tus|su|sus|mis|nuevo|nuevos)|\}\})\s+me\s+gusta\b/i,
    why: 'the noun is "like(s)"; "Me gusta" is only the button',
    example: { wrong: 'Has retirado tu me gusta.', right: 'Has retirado tu like.' },
  },
  {
    id: 'es.likes',
    lng: 'es',
    when: LIKES_NOUN,
    wrong: /\bme gusta\b/i,
    why: 'the noun is "like(s)" (tab, counts); "Me gusta" is only the button',
    example: { en: '{{count}} new likes', wrong: '{{count}} me gusta nuevos', right: '{{count}} likes nuevos' },
  },
  {
    id: 'es.signup',
    lng: 'es',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /\binici\w*\s+sesi[oó]n\b/i,
    why: 'sign up is "registrarse"; "iniciar sesión" is log in',
    example: { en: 'Sign up free', wrong: 'Inicia sesión gratis', right: 'Regístrate gratis' },
  },
  {
    id: 'es.login',
    lng: 'es',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /reg[ií]str/i,
    why: 'log in is "iniciar sesión"; "registrarse" is sign up',
    example: { en: 'Log in', wrong: 'Regístrate', right: 'Iniciar sesión' },
  },
  {
    id: 'es.relationship',
    lng: 'es',
    when: /relationship status/i,
    wrong: /estado civil/i,
    why: '"estado civil" is the legal marital status; the options include "in a relationship"',
    example: { en: 'Relationship status', wrong: 'Estado civil', right: 'Situación sentimental' },
  },

  // Italian
  {
    id: 'it.town',
    lng: 'it',
    when: /\b(city|town|village)\b/i,
    wrong: /\bpaese\b/i,
    why: '"paese" is also "country", which stands beside the town field; say "comune"',
    example: { en: 'City or town', wrong: 'Città o paese', right: 'Città o comune' },
  },
  {
    id: 'it.like.verb',
    lng: 'it',
    wrong: /\b(mett\w*|mess[oaie]|ricambi\w*|togli\w*|tolt[oaie])\s+(il\s+|un\s+|tuo\s+)?mi\s+piace\b/i,
    why: 'the verb is "mettere like"; "Mi piace" is only the button',
    example: { wrong: 'Non puoi mettere mi piace al tuo profilo.', right: 'Non puoi mettere like al tuo profilo.' },
  },
  {
    id: 'it.like.noun',
    lng: 'it',
    wrong: /(\b(il|i|un|tuo|tuoi|suo|suoi|loro|nuovo|nuovi|del|dei|al|ai)|\}\})\s+mi\s+piace\b/i,
    why: 'the noun is "like"; "Mi piace" is only the button',
    example: { wrong: 'Il tuo mi piace è stato tolto.', right: 'Il tuo like è stato tolto.' },
  },
  {
    id: 'it.likes',
    lng: 'it',
    when: LIKES_NOUN,
    wrong: /\bmi piace\b/i,
    why: 'the noun is "like" (tab, counts); "Mi piace" is only the button',
    example: { en: 'Likes', wrong: 'Mi piace', right: 'Like' },
  },
  {
    id: 'it.members',
    lng: 'it',
    wrong: /\bmembr[oi]\b(?!\s+del\s+(nostro\s+)?team)/i,
    why: 'members are "iscritti" ("un membro del nostro team", a staff member, is fine)',
    example: {
      wrong: 'I membri premium possono caricare fino a {{limit}} foto.',
      right: 'Gli iscritti premium possono caricare fino a {{limit}} foto.',
    },
  },
  {
    id: 'it.unlessLaw',
    lng: 'it',
    wrong: /a meno che la legge non (ce\s+)?(lo\s+)?(consenta|permetta)/i,
    why: 'the "non" is expletive: this says "unless the law allows it"; say "non ce lo impedisca"',
    example: {
      wrong: 'Ti spieghiamo il motivo, a meno che la legge non lo consenta.',
      right: 'Ti spieghiamo il motivo, a meno che la legge non ce lo impedisca.',
    },
  },
  {
    id: 'it.signup',
    lng: 'it',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /\baccedi\b|\baccedere\b|\beffettua(re)?\s+l['’]accesso\b/i,
    why: 'sign up is "registrarsi"/"iscriversi"; "accedere" is log in',
    example: { en: 'Sign up free', wrong: 'Accedi gratis', right: 'Registrati gratis' },
  },
  {
    id: 'it.login',
    lng: 'it',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /registr|\biscriv|\biscrizion/i,
    why: 'log in is "accedere"; "registrarsi"/"iscriversi" is sign up',
    example: { en: 'Log in', wrong: 'Registrati', right: 'Accedi' },
  },
  {
    id: 'it.landers.claims',
    lng: 'it',
    keys: /^landers:/,
    unless: /\byour\b/i,
    wrong: /\btuo saluto\b/i,
    why: 'landing pages can show fictional profiles: no claim that a profile waits for you',
    example: {
      key: 'landers:video.waiting',
      en: '{{name}} is waiting for someone to say hello.',
      wrong: '{{name}} aspetta solo un tuo saluto.',
      right: '{{name}} aspetta un saluto.',
    },
  },

  // Polish
  {
    id: 'pl.address',
    lng: 'pl',
    wrong: /(?<!\p{L})(ci|cię|ciebie|tobie|twój|twoja|twoje|twojego|twojej|twoim|twoich|twoją)(?!\p{L})/u,
    why: 'Polish texts address the member with capitalised forms: Ci, Cię, Twój, Twoje …',
    example: { wrong: 'wyślemy ci e-mail', right: 'wyślemy Ci e-mail' },
  },
  {
    id: 'pl.members',
    lng: 'pl',
    wrong: /\bczłon(ek|ka|kowi|kiem|ku|kowie|ków|kom|kami|kach)\b(?!\s+naszego\s+zespołu)/i,
    why: 'members are "użytkownicy" ("członek naszego zespołu", a staff member, is fine)',
    example: { wrong: 'Członkowie premium widzą wszystkie zdjęcia.', right: 'Użytkownicy premium widzą wszystkie zdjęcia.' },
  },
  {
    id: 'pl.match',
    lng: 'pl',
    wrong: /\bdopasowani(e|a|u|em|ach|ami|om)?\b|\bdopasowuj\w*\s+się/i,
    why: 'a match is "match" (Macie match!, matche, matchy); "dopasowane do …" (tailored to) is fine',
    example: { wrong: 'Jest dopasowanie!', right: 'Macie match! Profile dopasowane do Ciebie.' },
  },
  {
    id: 'pl.refund',
    lng: 'pl',
    when: CAN_BE_REFUNDED,
    wrong: /^(?![^]*pieni)[^]*odzysk/i,
    why: 'a refund is money back ("zwrot pieniędzy"), not the credits back',
    example: {
      en: 'Unused credits can be refunded within {{count}} days of purchase.',
      wrong: 'Niewykorzystane kredyty możesz odzyskać w ciągu {{count}} dni od zakupu.',
      right: 'Za niewykorzystane kredyty możesz otrzymać zwrot pieniędzy w ciągu {{count}} dni od zakupu.',
    },
  },
  {
    id: 'pl.landers.claims',
    lng: 'pl',
    keys: /^landers:/,
    unless: /\bwait|\binvit|\bwants?\b/i,
    wrong: /\{\{name\}\}\s+(czeka|zaprasza|chce)\b/i,
    why: 'landing pages can show fictional profiles: no claim that a profile waits for or invites you',
    example: {
      key: 'landers:video.heading',
      en: 'Video chat with {{name}}',
      wrong: '{{name}} zaprasza na wideoczat',
      right: 'Wideoczat: {{name}}',
    },
  },
  {
    id: 'pl.signup',
    lng: 'pl',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /zaloguj|logowa/i,
    why: 'sign up is "zarejestruj się"; "zaloguj się" is log in',
    example: { en: 'Sign up free', wrong: 'Zaloguj się za darmo', right: 'Zarejestruj się za darmo' },
  },
  {
    id: 'pl.login',
    lng: 'pl',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /rejestr/i,
    why: 'log in is "zaloguj się"; "zarejestruj się" is sign up',
    example: { en: 'Log in', wrong: 'Zarejestruj się', right: 'Zaloguj się' },
  },

  // Finnish
  {
    id: 'fi.landers.claims',
    lng: 'fi',
    keys: /^landers:/,
    unless: /\bwait/i,
    wrong: /\{\{name\}\}\s+odottaa\b|odottaa viestiäsi/i,
    why: 'landing pages can show fictional profiles: no claim that a profile waits for your message',
    example: {
      key: 'landers:memberSignup.heading',
      en: 'Sign up to chat with {{name}}',
      wrong: 'Rekisteröidy – {{name}} odottaa viestiäsi',
      right: 'Rekisteröidy ja chattaile käyttäjän {{name}} kanssa',
    },
  },
  {
    id: 'fi.signup',
    lng: 'fi',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /kirjaud/i,
    why: 'sign up is "rekisteröityä"; "kirjautua" is log in',
    example: { en: 'Sign up free', wrong: 'Kirjaudu ilmaiseksi', right: 'Rekisteröidy ilmaiseksi' },
  },
  {
    id: 'fi.login',
    lng: 'fi',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /rekister/i,
    why: 'log in is "kirjautua sisään"; "rekisteröityä" is sign up',
    example: { en: 'Log in', wrong: 'Rekisteröidy', right: 'Kirjaudu sisään' },
  },

  // Swedish, Danish, Norwegian
  {
    id: 'sv.photo',
    lng: 'sv',
    wrong: /\bfoto(t|n|na)?\b/i,
    why: 'a photo is "bild/bilder" (compounds such as "fotogalleri" and "Fotografi" are fine)',
    example: { wrong: '{{count}} foton', right: '{{count}} bilder' },
  },
  ...(['sv', 'da', 'nb'] as const).map((lng): Rule => ({
    id: `${lng}.genitive`,
    lng,
    wrong: /\{\{\w+\}\}s\b/,
    why: 'a genitive -s glued to a name gives "Jonass profil" / "Lars\'s"; say "profilen som tillhör {{name}}", "(profil: {{name}})"',
    example: { wrong: '({{name}}s profil)', right: '(profil: {{name}})' },
  })),
  {
    id: 'sv.signup',
    lng: 'sv',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /logga in|inloggning/i,
    why: 'sign up is "bli medlem"/"registrera dig"; "logga in" is log in',
    example: { en: 'Sign up free', wrong: 'Logga in gratis', right: 'Bli medlem gratis' },
  },
  {
    id: 'sv.login',
    lng: 'sv',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /registrer|bli medlem/i,
    why: 'log in is "logga in"; "bli medlem" is sign up',
    example: { en: 'Log in', wrong: 'Bli medlem', right: 'Logga in' },
  },
  {
    id: 'da.signup',
    lng: 'da',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /\blog(ge)?\s+ind\b|\blogin\b/i,
    why: 'sign up is "opret en profil"/"tilmeld dig"; "log ind" is log in',
    example: { en: 'Sign up free', wrong: 'Log ind gratis', right: 'Tilmeld dig gratis' },
  },
  {
    id: 'da.login',
    lng: 'da',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /\bopret\w*\s+(dig\b|(en\s+)?(gratis\s+)?profil)|\btilmeld/i,
    why: 'log in is "log ind"; "opret en profil"/"tilmeld dig" is sign up',
    example: { en: 'Log in', wrong: 'Opret profil', right: 'Log ind' },
  },
  {
    id: 'nb.signup',
    lng: 'nb',
    when: SIGN_UP,
    unless: LOG_IN,
    wrong: /\blogg(e)?\s+inn\b|innlogg/i,
    why: 'sign up is "registrer deg"; "logg inn" is log in',
    example: { en: 'Sign up free', wrong: 'Logg inn gratis', right: 'Registrer deg gratis' },
  },
  {
    id: 'nb.login',
    lng: 'nb',
    when: LOG_IN,
    unless: SIGN_UP,
    wrong: /registrer/i,
    why: 'log in is "logg inn"; "registrer deg" is sign up',
    example: { en: 'Log in', wrong: 'Registrer deg', right: 'Logg inn' },
  },
]

/** Does the rule apply to this key with this English source? */
function applies(rule: Rule, key: string, en: string | undefined) {
  if (rule.keys && !rule.keys.test(key)) return false
  if (rule.when && !(en !== undefined && rule.when.test(en))) return false
  if (rule.unless && en !== undefined && rule.unless.test(en)) return false
  return true
}
function breaks(rule: Rule, text: string) {
  return rule.wrong.test(rule.ignore ? text.replace(rule.ignore, '') : text)
}

const english = loadLocale('en')
/** The buttons and titles that lead to /premium (review: "Get premium" had up to four wordings). */
const PREMIUM_CTA = [
  'common:shell.getPremium',
  'members:profile.getPremium',
  'accounts:activateDone.premium',
  'chat:getPremium',
  'payments:premium.title',
  'likes:locked.button',
]
const glossary = readFileSync(path.resolve('docs/glossary.md'), 'utf8')

describe('glossary rules', () => {
  it.each(rules.map((r) => [r.id, r] as const))('%s tells its wrong example from its right one', (_id, rule) => {
    const key = rule.example.key ?? 'example:key'
    expect(applies(rule, key, rule.example.en)).toBe(true)
    expect(breaks(rule, rule.example.wrong)).toBe(true)
    expect(breaks(rule, rule.example.right)).toBe(false)
  })

  it('has unique ids, each documented in docs/glossary.md', () => {
    const ids = rules.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => !glossary.includes(`\`${id}\``))).toEqual([])
  })
})

describe.each(locales)('glossary in %s', (lng) => {
  const strings = loadLocale(lng)
  const own = rules.filter((r) => r.lng === lng)

  it('uses no known wrong variant of a fixed term', () => {
    const found = own.flatMap((rule) =>
      Object.entries(strings)
        .filter(([key, text]) => !rule.allow?.[key] && applies(rule, key, englishFor(english, key)) && breaks(rule, text))
        .map(([key, text]) => `${rule.id} ${key}: "${text}" (${rule.why})`),
    )
    expect(found).toEqual([])
  })

  it('allows a word only where it is still there', () => {
    const stale = own.flatMap((rule) =>
      Object.keys(rule.allow ?? {})
        .filter((key) => strings[key] === undefined || !breaks(rule, strings[key]))
        .map((key) => `${rule.id} ${key}`),
    )
    expect(stale).toEqual([])
  })

  it('names /complaints in the footer as the page does', () => {
    expect(strings['common:shell.footer.complaints']).toBe(strings['complaints:title'])
  })

  it('greets in notification e-mails as in every other e-mail', () => {
    expect(strings['notifications:email.greeting']).toBe(strings['emails:activation.greeting'])
  })

  // English keeps the SPEC's "Get Premium" in the top bar and the chat (docs/glossary.md, Open points).
  it.skipIf(lng === 'en')('calls "Get premium" the same wherever it leads to the premium page', () => {
    const labels = PREMIUM_CTA.map((key) => strings[key])
    expect(new Set(labels).size, PREMIUM_CTA.map((key, i) => `${key}: ${labels[i]}`).join('; ')).toBe(1)
  })
})
