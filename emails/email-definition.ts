// What each template file in emails/ exports besides its component: for every kind of e-mail it
// renders, the subject and the body built from translated texts. emails/render.ts looks a kind up
// here and does the rest (translation, links, layout, HTML and plain text) the same way for all.
import type { ReactElement } from 'react'
import type { TFunction } from 'i18next'
import type { Locale } from '../shared/i18n/config.ts'
import { intlLocale } from '../shared/i18n/intl-locale.ts'
import type { LayoutProps } from './layout.tsx'

/** The recipient and the site that sends the e-mail. */
export interface EmailContext {
  language: Locale
  siteName: string // e.g. "Amora"
  siteUrl: string // e.g. "https://amora.example" (no trailing slash): siteOrigin(site)
  supportEmail: string
  name: string // the recipient's display name
  /**
   * E-mails a member can turn off (notifications, reminders, campaigns): the footer's preferences
   * page and one-click unsubscribe link (site paths or absolute URLs).
   */
  preferences?: { preferencesUrl: string; unsubscribeUrl: string }
}

/** The frame's shared texts (emails.json `layout`) in the e-mail's language. */
export interface EmailFrame {
  layout: (preview: string) => LayoutProps
  linkFallback: string
  ignore: string
}

export interface EmailDefinition<V> {
  /** The namespace `t` translates in: emails.json unless the texts live elsewhere. */
  namespace?: 'emails' | 'notifications'
  /**
   * String variables that are links: a site path ('/activate?token=…') gets the site's origin when the
   * e-mail is rendered; an absolute URL (a CDN photo, a job queued with whole links) stays as it is.
   */
  links: readonly (keyof V & string)[]
  /**
   * Set for e-mails sent in bursts (notifications): the string variables that differ per recipient. The
   * e-mail is then rendered once per kind, language and site with markers in their place, and
   * each e-mail fills them in (emails/render.ts).
   */
  slots?: readonly (keyof V & string)[]
  subject: (t: TFunction, vars: V, context: EmailContext) => string
  body: (t: TFunction, vars: V, context: EmailContext, frame: EmailFrame) => ReactElement
}

/** Keeps a definition's variable type while checking its shape. */
export function defineEmail<V>(definition: EmailDefinition<V>): EmailDefinition<V> {
  return definition
}

export function formatEmailDate(date: Date, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date)
}
