// Renders a notification e-mail (HTML + text) in the recipient's language. The texts live in
// locales/<lng>/notifications.json under `email`; the frame's footer and signature in emails.json.
import { createElement } from 'react'
import { render } from '@react-email/render'
import { LRUCache } from 'lru-cache'
import type { Locale } from '../../shared/i18n/config.ts'
import { getI18n } from '../i18n/resources.ts'
import NotificationEmail from '../../emails/notification.tsx'
import type { RenderedEmail } from '../../emails/render.ts'

export type NotificationEmailKind = 'like' | 'match' | 'new_conversation' | 'new_message'

const keyOf: Record<NotificationEmailKind, string> = {
  like: 'like',
  match: 'match',
  new_conversation: 'newConversation',
  new_message: 'newMessage',
}

export interface NotificationEmailInput {
  language: Locale
  siteName: string
  siteUrl: string
  supportEmail: string
  /** The recipient's display name. */
  name: string
  /** The member who liked, matched or wrote. */
  otherName: string
  /** Deep link into the page that shows it. */
  url: string
  preferencesUrl: string
  unsubscribeUrl: string
}

/** The texts of one e-mail, already in the recipient's language. */
export interface MemberEmailTexts {
  subject: string
  preview: string
  intro: string
  button: string
}

export type MemberEmailInput = Omit<NotificationEmailInput, 'otherName'>

/** Any e-mail to a member with the notification frame: greeting, text, button, footer links. */
export async function renderMemberEmail(input: MemberEmailInput, texts: MemberEmailTexts): Promise<RenderedEmail> {
  const i18n = getI18n(input.language)
  const t = i18n.getFixedT(input.language, 'notifications')
  const frame = i18n.getFixedT(input.language, 'emails')
  const vars = { siteName: input.siteName }
  const element = createElement(NotificationEmail, {
    layout: {
      language: input.language,
      siteName: input.siteName,
      siteUrl: input.siteUrl,
      supportEmail: input.supportEmail,
      preview: texts.preview,
      footer: t('email.footer', vars),
      help: frame('layout.help', vars),
      signature: frame('layout.signature', vars),
      footerLinks: [
        { href: input.preferencesUrl, label: t('email.preferences', vars) },
        { href: input.unsubscribeUrl, label: t('email.unsubscribe', vars) },
      ],
    },
    greeting: t('email.greeting', { name: input.name }),
    intro: texts.intro,
    button: texts.button,
    url: input.url,
    linkFallback: frame('layout.linkFallback', vars),
    note: t('email.note', vars),
  })
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: texts.subject, html, text }
}

/** The texts under `email.<key>` of notifications.json, with `vars`. */
export function notificationTexts(language: Locale, key: string, vars: Record<string, unknown>): MemberEmailTexts {
  const t = getI18n(language).getFixedT(language, 'notifications')
  return {
    subject: t(`email.${key}.subject`, vars),
    preview: t(`email.${key}.preview`, vars),
    intro: t(`email.${key}.intro`, vars),
    button: t(`email.${key}.button`, vars),
  }
}

/** The values that differ between two e-mails of one kind, language and site. */
const SLOTS = ['name', 'otherName', 'url', 'preferencesUrl', 'unsubscribeUrl'] as const
const slotToken = (i: number) => `zzslot${i}zz`
/** Kinds × languages × sites; the least recently used go first when full. */
const templates = new LRUCache<string, Promise<RenderedEmail>>({ max: 500 })

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!)
}

function fill(text: string, values: string[], escape: (v: string) => string) {
  return text.replace(/zzslot(\d)zz/g, (_, i: string) => escape(values[Number(i)]!))
}

/**
 * Renders a notification e-mail. React rendering costs tens of milliseconds, so each kind is
 * rendered once per language and site with markers in place of the member-specific values
 * (names and links), which are then filled in, HTML-escaped in the HTML part.
 */
export async function renderNotificationEmail(
  kind: NotificationEmailKind,
  input: NotificationEmailInput,
): Promise<RenderedEmail> {
  const cacheKey = [kind, input.language, input.siteName, input.siteUrl, input.supportEmail].join('\n')
  let template = templates.get(cacheKey)
  if (!template) {
    const marked = { ...input, ...Object.fromEntries(SLOTS.map((slot, i) => [slot, slotToken(i)])) }
    const texts = notificationTexts(input.language, keyOf[kind], { siteName: input.siteName, name: slotToken(1) })
    template = renderMemberEmail(marked, texts)
    templates.set(cacheKey, template)
    template.catch(() => templates.delete(cacheKey))
  }
  const rendered = await template
  const values = SLOTS.map((slot) => input[slot])
  return {
    subject: fill(rendered.subject, values, (v) => v),
    html: fill(rendered.html, values, escapeHtml),
    text: fill(rendered.text, values, (v) => v),
  }
}
