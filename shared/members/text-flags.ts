// Which profile texts staff should read (the /staff/profiles queue, docs/staff.md): contact details
// and links in a member's own texts. Members meet on the site, and a profile that sends people to
// an e-mail address, a phone number, a messenger or another web site is the usual sign of a scam
// or of advertising. The rule only flags: the text stays as written until a moderator approves it
// or hides the profile with a statement of reasons. Pure, so tests and services share it.

export const textFlagKinds = ['contact_email', 'contact_phone', 'link', 'messenger'] as const
export type TextFlag = (typeof textFlagKinds)[number]

/** The texts a member writes themselves. */
export interface ProfileTexts {
  name?: string | null
  aboutMe?: string | null
  signupMessage?: string | null
}

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[\p{L}\p{N}-]+)*\s*(?:\.|\(dot\)|\[dot\])\s*\p{L}{2,}/iu
/** Eight or more digits in one run, allowing spaces, dots, dashes, slashes and brackets between them. */
const PHONE = /(?:\+|\b00)?\d(?:[\s./()-]{0,3}\d){7,}/u
const LINK =
  /\bhttps?:\/\/|\bwww\.[\p{L}\p{N}-]+|\b[\p{L}\p{N}-]{2,}\.(?:com|net|org|info|biz|io|me|de|dk|fi|fr|it|nl|no|pl|se|es|eu|uk|co|ly|gl|to|link|site|online)\b/iu
const MESSENGER =
  /\b(?:whats\s?app|telegram|snap\s?chat|insta(?:gram)?|kik|skype|signal|wechat|viber|onlyfans|tik\s?tok|facebook|line\s?id)\b/iu

/** The rules one text matches, in the order of textFlagKinds. */
export function textFlagsOf(text: string | null | undefined): TextFlag[] {
  if (!text) return []
  const found: TextFlag[] = []
  if (EMAIL.test(text)) found.push('contact_email')
  if (PHONE.test(text)) found.push('contact_phone')
  if (LINK.test(text)) found.push('link')
  if (MESSENGER.test(text)) found.push('messenger')
  return found
}

/** The rules any of a profile's texts match (each once). */
export function profileTextFlags(texts: ProfileTexts): TextFlag[] {
  const all = new Set([texts.name, texts.aboutMe, texts.signupMessage].flatMap(textFlagsOf))
  return textFlagKinds.filter((k) => all.has(k))
}
