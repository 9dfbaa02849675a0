// The one place every e-mail is rendered (subject, HTML and plain text) in the recipient's
// language: account, payment, complaint and statement-of-reasons e-mails, notifications, reminders,
// the weekly update and campaigns. Each template file exports its component and, per kind, its
// subject and body (emails/email-definition.ts); this file translates, turns site paths into
// links on the site's origin, frames and renders them. server/notifications/member-mail.ts
// sendMemberEmail is the one caller that sends what it renders.
import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { render } from '@react-email/render'
import { LRUCache } from 'lru-cache'
import { getI18n } from '../server/i18n/resources.ts'
import type { LayoutProps } from './layout.tsx'
import type { EmailContext, EmailDefinition, EmailFrame } from './email-definition.ts'
import { linkEmails } from './link-email.tsx'
import { deletionScheduledEmail } from './deletion-scheduled.tsx'
import { statementOfReasonsEmails } from './statement-of-reasons.tsx'
import { factsEmails } from './facts-email.tsx'
import { complaintEmails } from './complaint.tsx'
import { notificationEmails } from './notification.tsx'

export { formatEmailDate, type EmailContext } from './email-definition.ts'
export type { MemberEmailTexts } from './notification.tsx'

const definitions = {
  ...linkEmails,
  'deletion-scheduled': deletionScheduledEmail,
  ...statementOfReasonsEmails,
  ...factsEmails,
  ...complaintEmails,
  ...notificationEmails,
}
type Definitions = typeof definitions

/** Every kind of e-mail there is. */
export type EmailKind = keyof Definitions
/** What each kind renders besides the recipient and the site (links as site paths or absolute URLs). */
export type EmailVariables = { [K in EmailKind]: Definitions[K] extends EmailDefinition<infer V> ? V : never }
/** E-mails about a member's account, sent by the send-account-email job. */
export type AccountEmailTemplate =
  | 'activation'
  | 'password-reset'
  | 'email-change'
  | 'deletion-scheduled'
  | 'photo-rejected'
  | 'profile-disabled'
  | 'data-export-ready'
  | 'order-confirmation'
  | 'debit-notice'
/** E-mails to the sender of a notice, sent by the send-complaint-email job. */
export type ComplaintEmailTemplate = keyof typeof complaintEmails
/** The transactional e-mails: they always go, whatever the member's e-mail preferences. */
export type EmailTemplate = AccountEmailTemplate | ComplaintEmailTemplate
/** The e-mails a member can turn off: they carry the preferences and unsubscribe links. */
export type MemberEmailKind = keyof typeof notificationEmails

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/** A site path ('/chats/5') on the site's origin; an absolute URL stays as it is. */
function absolute(siteUrl: string, link: string): string {
  return link.startsWith('/') ? `${siteUrl}${link}` : link
}

/** The variables with every link absolute, and the context's preference links too. */
function withLinks<V>(definition: EmailDefinition<V>, context: EmailContext, vars: V): [EmailContext, V] {
  const resolved = { ...vars }
  for (const key of definition.links) {
    const value = vars[key]
    if (typeof value === 'string') resolved[key] = absolute(context.siteUrl, value) as V[typeof key]
  }
  const preferences = context.preferences && {
    preferencesUrl: absolute(context.siteUrl, context.preferences.preferencesUrl),
    unsubscribeUrl: absolute(context.siteUrl, context.preferences.unsubscribeUrl),
  }
  return [{ ...context, preferences }, resolved]
}

async function renderNow<V>(definition: EmailDefinition<V>, context: EmailContext, vars: V): Promise<RenderedEmail> {
  const i18n = getI18n(context.language)
  const frameT = i18n.getFixedT(context.language, 'emails')
  const t = definition.namespace ? i18n.getFixedT(context.language, definition.namespace) : frameT
  const siteVars = { siteName: context.siteName }
  const frame: EmailFrame = {
    layout: (preview: string): LayoutProps => ({
      language: context.language,
      siteName: context.siteName,
      siteUrl: context.siteUrl,
      supportEmail: context.supportEmail,
      preview,
      footer: frameT('layout.footer', siteVars),
      help: frameT('layout.help', siteVars),
      signature: frameT('layout.signature', siteVars),
    }),
    linkFallback: frameT('layout.linkFallback', siteVars),
    ignore: frameT('layout.ignore', siteVars),
  }
  const element = definition.body(t, vars, context, frame)
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: definition.subject(t, vars, context), html, text }
}

const slotToken = (i: number) => `zzslot${i}zz`
/** Kinds × languages × sites; the least recently used go first when full. */
const templates = new LRUCache<string, Promise<RenderedEmail>>({ max: 500 })

/** HTML-escaped as React escapes text and attribute values, so a filled slot reads as if rendered. */
function escapeLikeReact(value: string): string {
  return renderToStaticMarkup(createElement(Fragment, null, value))
}

function fill(text: string, values: string[], escape: (value: string) => string): string {
  return text.replace(/zzslot(\d+)zz/g, (_, i: string) => escape(values[Number(i)]!))
}

/**
 * React rendering costs tens of milliseconds, so a kind with `slots` is rendered once per
 * language and site with markers in place of what differs per recipient (the greeting's name,
 * the preference links and the slots), which each e-mail then fills in, HTML-escaped in the HTML.
 */
async function renderFromTemplate<V>(
  kind: EmailKind,
  definition: EmailDefinition<V>,
  slots: readonly (keyof V & string)[],
  context: EmailContext,
  vars: V,
): Promise<RenderedEmail> {
  const { language, siteName, siteUrl, supportEmail, preferences } = context
  const cacheKey = [kind, language, siteName, siteUrl, supportEmail, preferences ? 'preferences' : ''].join('\n')
  let template = templates.get(cacheKey)
  if (!template) {
    const marked: EmailContext = {
      ...context,
      name: slotToken(0),
      preferences: preferences && { preferencesUrl: slotToken(1), unsubscribeUrl: slotToken(2) },
    }
    const markedVars = { ...vars }
    slots.forEach((slot, i) => (markedVars[slot] = slotToken(i + 3) as V[typeof slot]))
    template = renderNow(definition, marked, markedVars)
    templates.set(cacheKey, template)
    template.catch(() => templates.delete(cacheKey))
  }
  const rendered = await template
  const values = [
    context.name,
    preferences?.preferencesUrl ?? '',
    preferences?.unsubscribeUrl ?? '',
    ...slots.map((slot) => String(vars[slot])),
  ]
  return {
    subject: fill(rendered.subject, values, (v) => v),
    html: fill(rendered.html, values, escapeLikeReact),
    text: fill(rendered.text, values, (v) => v),
  }
}

/**
 * Renders one e-mail of `kind` for the recipient and site in `context`. Links in `variables` may
 * be site paths: they point at `context.siteUrl` (siteOrigin of the site row).
 */
export async function renderEmail<K extends EmailKind>(
  kind: K,
  context: EmailContext,
  variables: EmailVariables[K],
): Promise<RenderedEmail> {
  const definition = definitions[kind] as EmailDefinition<EmailVariables[K]>
  const [resolvedContext, vars] = withLinks(definition, context, variables)
  return definition.slots
    ? renderFromTemplate(kind, definition, definition.slots, resolvedContext, vars)
    : renderNow(definition, resolvedContext, vars)
}
