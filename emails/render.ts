// Renders a transactional e-mail (subject, HTML and plain text) in the member's language.
// Strings come from locales/<lng>/emails.json; the React templates only receive translated text.
import { createElement, type ReactElement } from 'react'
import { render } from '@react-email/render'
import type { TFunction } from 'i18next'
import type { Locale } from '../app/i18n/config.ts'
import { getI18n } from '../server/i18n/resources.ts'
import ActivationEmail from './activation.tsx'
import DeletionScheduledEmail from './deletion-scheduled.tsx'
import EmailChangeEmail from './email-change.tsx'
import type { LayoutProps } from './layout.tsx'
import PasswordResetEmail from './password-reset.tsx'

export type EmailTemplate = 'activation' | 'password-reset' | 'email-change' | 'deletion-scheduled'

export interface EmailContext {
  language: Locale
  siteName: string // e.g. "Amora"
  siteUrl: string // e.g. "https://amora.example" (no trailing slash)
  supportEmail: string
  name: string // the member's display name
}

export interface EmailVariables {
  activation: { activationUrl: string; expiresHours: number }
  'password-reset': { resetUrl: string; expiresHours: number }
  'email-change': { confirmUrl: string; newEmail: string; expiresHours: number }
  'deletion-scheduled': { reactivateUrl: string; days: number; deletionDate: Date }
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/** Intl locale tag of a site language: plain "nb" is not understood everywhere, "nb-NO" is. */
function intlLocale(language: Locale): string {
  return language === 'nb' ? 'nb-NO' : language
}

export function formatEmailDate(date: Date, language: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date)
}

interface Built {
  subject: string
  element: ReactElement
}
type Builder<K extends EmailTemplate> = (
  t: TFunction,
  common: { layout: (preview: string) => LayoutProps; linkFallback: string; ignore: string },
  context: EmailContext,
  variables: EmailVariables[K],
) => Built

const builders: { [K in EmailTemplate]: Builder<K> } = {
  activation: (t, common, context, v) => {
    const vars = { siteName: context.siteName }
    return {
      subject: t('activation.subject', vars),
      element: createElement(ActivationEmail, {
        layout: common.layout(t('activation.preview', vars)),
        greeting: t('activation.greeting', { name: context.name }),
        intro: t('activation.intro', vars),
        outro: t('activation.outro', vars),
        button: t('activation.button', vars),
        linkFallback: common.linkFallback,
        expires: t('layout.expires', { count: v.expiresHours }),
        ignore: common.ignore,
        activationUrl: v.activationUrl,
      }),
    }
  },
  'password-reset': (t, common, context, v) => {
    const vars = { siteName: context.siteName }
    return {
      subject: t('passwordReset.subject', vars),
      element: createElement(PasswordResetEmail, {
        layout: common.layout(t('passwordReset.preview', vars)),
        greeting: t('passwordReset.greeting', { name: context.name }),
        intro: t('passwordReset.intro', vars),
        outro: t('passwordReset.outro', vars),
        button: t('passwordReset.button', vars),
        linkFallback: common.linkFallback,
        expires: t('layout.expires', { count: v.expiresHours }),
        ignore: common.ignore,
        resetUrl: v.resetUrl,
      }),
    }
  },
  'email-change': (t, common, context, v) => {
    const vars = { siteName: context.siteName, newEmail: v.newEmail }
    return {
      subject: t('emailChange.subject', vars),
      element: createElement(EmailChangeEmail, {
        layout: common.layout(t('emailChange.preview', vars)),
        greeting: t('emailChange.greeting', { name: context.name }),
        intro: t('emailChange.intro', vars),
        outro: t('emailChange.outro', vars),
        button: t('emailChange.button', vars),
        linkFallback: common.linkFallback,
        expires: t('layout.expires', { count: v.expiresHours }),
        ignore: common.ignore,
        confirmUrl: v.confirmUrl,
      }),
    }
  },
  'deletion-scheduled': (t, common, context, v) => {
    const vars = {
      siteName: context.siteName,
      days: v.days,
      date: formatEmailDate(v.deletionDate, context.language),
    }
    return {
      subject: t('deletionScheduled.subject', vars),
      element: createElement(DeletionScheduledEmail, {
        layout: common.layout(t('deletionScheduled.preview', vars)),
        greeting: t('deletionScheduled.greeting', { name: context.name }),
        intro: t('deletionScheduled.intro', vars),
        outro: t('deletionScheduled.outro', vars),
        button: t('deletionScheduled.button', vars),
        linkFallback: common.linkFallback,
        expires: t('deletionScheduled.expires', vars),
        notYou: t('deletionScheduled.notYou', vars),
        reactivateUrl: v.reactivateUrl,
      }),
    }
  },
}

export async function renderEmail<T extends EmailTemplate>(
  template: T,
  context: EmailContext,
  variables: EmailVariables[T],
): Promise<RenderedEmail> {
  const t = getI18n(context.language).getFixedT(context.language, 'emails')
  const siteVars = { siteName: context.siteName }
  const layout = (preview: string): LayoutProps => ({
    language: context.language,
    siteName: context.siteName,
    siteUrl: context.siteUrl,
    supportEmail: context.supportEmail,
    preview,
    footer: t('layout.footer', siteVars),
    help: t('layout.help', siteVars),
    signature: t('layout.signature', siteVars),
  })
  const common = {
    layout,
    linkFallback: t('layout.linkFallback', siteVars),
    ignore: t('layout.ignore', siteVars),
  }
  const build = builders[template] as Builder<T>
  const { subject, element } = build(t, common, context, variables)
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject, html, text }
}
