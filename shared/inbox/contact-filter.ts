// What an operator may not write as a fictional profile (docs/operators.md "Rules"): no contact
// details (e-mail addresses, phone numbers, web addresses, messenger names and handles), no
// meeting, no money outside the site. The profile is fictional; a member must never be led to
// believe they can meet it, reach it elsewhere or pay it. checkOperatorText is the one filter: the
// answer service refuses a text it flags, with the reason named.

export type ContactReason = 'email' | 'phone' | 'url' | 'messenger' | 'meeting' | 'money'

export type ContactCheck = { ok: true } | { ok: false; reason: ContactReason; match: string }

/** Letters around a phrase: a phrase matches as whole words only (any script). */
const phrase = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
    'iu',
  )

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(\s*at\s*\)|\[\s*at\s*\]|\{\s*at\s*\})\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(\s*dot\s*\)|\[\s*dot\s*\]|\s+dot\s+|\s+punkt\s+|\s+punt\s+|\s+point\s+)\s*[\p{L}\p{N}-]+)+/iu

/** Seven digits or more, with the usual separators between them (+31 6 12 34 56 78, 0612-345678). */
const PHONE = /(?:\+|\b00)?\d(?:[\s()./-]{0,3}\d){6,}/u

const URL_PATTERN =
  /(?:\bhttps?:\/\/|\bwww\s*\.|(?<![\p{L}\p{N}@.])[\p{L}\p{N}-]{2,}\s*\.\s*(?:com|net|org|info|biz|io|me|co|de|nl|dk|fi|fr|it|no|pl|se|es|eu|uk|be|at|ch|ly|gl|gg|app|site|xyz|online|link|page|to|cc|tv|club|live)(?![\p{L}\p{N}]))/iu

/** Messengers and social networks by name, and @handles. */
const MESSENGERS = phrase([
  'whatsapp',
  'whats app',
  'watsapp',
  'telegram',
  'snapchat',
  'snap',
  'instagram',
  'insta',
  'kik',
  'skype',
  'wechat',
  'viber',
  'threema',
  'discord',
  'facebook',
  'messenger',
  'tiktok',
  'onlyfans',
  'line id',
  'wa.me',
  't.me',
  'signal app',
])
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{3,}/u

/** Meeting in person, in the 11 languages of the sites. */
const MEETING = phrase([
  // en
  "let's meet",
  'lets meet',
  'meet up',
  'meet me',
  'meet you',
  'meet in person',
  'in real life',
  'irl',
  'my address',
  'your address',
  'come over',
  'my place',
  'your place',
  'see you tonight',
  // de
  'treffen wir uns',
  'uns treffen',
  'lass uns treffen',
  'treffen uns',
  'persönlich kennenlernen',
  'meine adresse',
  'deine adresse',
  'komm vorbei',
  'zu mir kommen',
  'im echten leben',
  // nl
  'afspreken',
  'spreken we af',
  'ontmoeten',
  'mijn adres',
  'jouw adres',
  'kom langs',
  'in het echt',
  // da
  'mødes',
  'skal vi ses',
  'min adresse',
  'din adresse',
  'kom forbi',
  'i virkeligheden',
  // fi
  'tavataan',
  'tavata',
  'tavataanko',
  'nähdään',
  'nähdäänkö',
  'osoitteeni',
  'tule käymään',
  'oikeassa elämässä',
  // fr
  'se rencontrer',
  'se voir',
  'on se voit',
  'rendez-vous',
  'mon adresse',
  'ton adresse',
  'viens chez moi',
  'dans la vraie vie',
  // it
  'incontrarci',
  'vederci',
  'ci vediamo',
  'il mio indirizzo',
  'tuo indirizzo',
  'vieni da me',
  'dal vivo',
  // nb
  'møtes',
  'treffes',
  'vi treffes',
  'adressen min',
  'kom innom',
  'i virkeligheten',
  // pl
  'spotkajmy się',
  'spotkać się',
  'spotkamy się',
  'spotkanie',
  'mój adres',
  'twój adres',
  'wpadnij do mnie',
  'na żywo',
  // sv
  'träffas',
  'ska vi ses',
  'min adress',
  'din adress',
  'kom förbi',
  'i verkligheten',
  // es
  'quedamos',
  'quedar contigo',
  'vernos',
  'encontrarnos',
  'mi dirección',
  'tu dirección',
  'ven a mi casa',
  'en persona',
])

/** Money outside the site: payment services, transfers, vouchers. */
const MONEY = phrase([
  'paypal',
  'western union',
  'moneygram',
  'iban',
  'bitcoin',
  'btc',
  'crypto',
  'venmo',
  'cash app',
  'cashapp',
  'revolut',
  'tikkie',
  'mobilepay',
  'vipps',
  'swish',
  'blik',
  'bizum',
  'satispay',
  'lydia',
  'paysafecard',
  'gift card',
  'giftcard',
  'bank transfer',
  'send me money',
  'überweisung',
  'überweisen',
  'geld schicken',
  'overmaken',
  'bankoverførsel',
  'tilisiirto',
  'virement',
  'bonifico',
  'overføring',
  'przelew',
  'banköverföring',
  'transferencia',
])

const CHECKS: [ContactReason, RegExp][] = [
  ['email', EMAIL],
  ['url', URL_PATTERN],
  ['phone', PHONE],
  ['messenger', MESSENGERS],
  ['messenger', HANDLE],
  ['meeting', MEETING],
  ['money', MONEY],
]

/** Whether an operator may send `text` as a fictional profile; the first rule it breaks otherwise. */
export function checkOperatorText(text: string): ContactCheck {
  const normalised = text.normalize('NFC')
  for (const [reason, pattern] of CHECKS) {
    const found = pattern.exec(normalised)
    if (found) return { ok: false, reason, match: found[0].trim() }
  }
  return { ok: true }
}
