// Renders a transactional e-mail (subject, HTML and plain text) in the member's language.
// Strings come from locales/<lng>/emails.json; the React templates only receive translated text.
import { createElement, type ReactElement } from 'react'
import { render } from '@react-email/render'
import type { TFunction } from 'i18next'
import type { Locale } from '../shared/i18n/config.ts'
import { intlLocale } from '../shared/i18n/intl-locale.ts'
import { getI18n } from '../server/i18n/resources.ts'
import ComplaintEmail from './complaint.tsx'
import DeletionScheduledEmail from './deletion-scheduled.tsx'
import type { LayoutProps } from './layout.tsx'
import LinkEmail from './link-email.tsx'
import StatementOfReasonsEmail from './statement-of-reasons.tsx'
import FactsEmail from './facts-email.tsx'
import { formatPrice } from '../server/pricing/format-price.ts'
import { paymentMethodName } from '../shared/payments/method-names.ts'
import { withdrawalWaiverKey } from '../shared/payments/withdrawal.ts'

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
export type ComplaintEmailTemplate = 'complaint-received' | 'complaint-decided'
export type EmailTemplate = AccountEmailTemplate | ComplaintEmailTemplate

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
  /** `note` is the staff's reason as written ('' when none was given). */
  'photo-rejected': { photoUrl: string; profileUrl: string; note: string }
  /** `note` is the staff's reason as written ('' when none was given). */
  'profile-disabled': { termsUrl: string; note: string }
  /** The signed download link of a member's data export and when it stops working. */
  'data-export-ready': { downloadUrl: string; expiresAt: Date }
  /** A paid order (or an accepted direct debit): what was bought and the waiver the member gave. */
  'order-confirmation': {
    orderId: number
    credits: number
    amount: number
    currency: string
    method: string
    paidAt: Date
    /** A direct debit the bank still collects. */
    collecting: boolean
    receiptUrl: string
    waiverAt: Date
    waiverVersion: number
  }
  /** The pre-notification of a SEPA direct debit (server/payments/sepa.ts). */
  'debit-notice': {
    orderId: number
    amount: number
    currency: string
    collectionDate: Date
    mandateReference: string
    creditorId: string
    creditorName: string
    iban: string
    /** The settings page, where the mandate is shown and can be revoked. */
    settingsUrl: string
  }
  /** `reason` is already translated (locales/<lng>/complaints.json). */
  'complaint-received': { reference: string; reason: string; receivedAt: Date; termsUrl: string }
  /** `note` is the staff's resolution text, shown as written. */
  'complaint-decided': {
    reference: string
    decision: 'resolved' | 'rejected'
    note: string | null
    receivedAt: Date
    termsUrl: string
  }
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
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

/** Activation, reset and e-mail change differ only in their texts (under `key`) and link. */
function linkEmail(
  t: Parameters<Builder<EmailTemplate>>[0],
  common: Parameters<Builder<EmailTemplate>>[1],
  context: EmailContext,
  key: 'activation' | 'passwordReset' | 'emailChange',
  vars: Record<string, string>,
  url: string,
  expiresHours: number,
): Built {
  return {
    subject: t(`${key}.subject`, vars),
    element: createElement(LinkEmail, {
      layout: common.layout(t(`${key}.preview`, vars)),
      greeting: t(`${key}.greeting`, { name: context.name }),
      intro: t(`${key}.intro`, vars),
      outro: t(`${key}.outro`, vars),
      button: t(`${key}.button`, vars),
      linkFallback: common.linkFallback,
      expires: t('layout.expires', { count: expiresHours }),
      ignore: common.ignore,
      url,
    }),
  }
}

/**
 * A rejected photo and a hidden profile differ only in their texts (under `key`), the button's
 * link and the photo shown. `note` is the staff's reason ('' for the general one).
 */
function statementOfReasons(
  t: Parameters<Builder<EmailTemplate>>[0],
  common: Parameters<Builder<EmailTemplate>>[1],
  context: EmailContext,
  key: 'photoRejected' | 'profileDisabled',
  note: string,
  buttonUrl: string,
  photoUrl?: string,
): Built {
  const vars = { siteName: context.siteName, supportEmail: context.supportEmail, note }
  return {
    subject: t(`${key}.subject`, vars),
    element: createElement(StatementOfReasonsEmail, {
      layout: common.layout(t(`${key}.preview`, vars)),
      greeting: t(`${key}.greeting`, { name: context.name }),
      intro: t(`${key}.intro`, vars),
      photo: photoUrl ? { url: photoUrl, alt: t(`${key}.subject`, vars) } : undefined,
      reason: note ? t(`${key}.reason`, vars) : t(`${key}.noReason`, vars),
      grounds: t(`${key}.grounds`, vars),
      redress: t(`${key}.redress`, vars),
      button: t(`${key}.button`, vars),
      linkFallback: common.linkFallback,
      buttonUrl,
      outro: t(`${key}.outro`, vars),
    }),
  }
}

const builders: { [K in EmailTemplate]: Builder<K> } = {
  activation: (t, common, context, v) =>
    linkEmail(t, common, context, 'activation', { siteName: context.siteName }, v.activationUrl, v.expiresHours),
  'password-reset': (t, common, context, v) =>
    linkEmail(t, common, context, 'passwordReset', { siteName: context.siteName }, v.resetUrl, v.expiresHours),
  'email-change': (t, common, context, v) =>
    linkEmail(
      t,
      common,
      context,
      'emailChange',
      { siteName: context.siteName, newEmail: v.newEmail },
      v.confirmUrl,
      v.expiresHours,
    ),
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
  'photo-rejected': (t, common, context, v) =>
    statementOfReasons(t, common, context, 'photoRejected', v.note, v.profileUrl, v.photoUrl),
  'profile-disabled': (t, common, context, v) => statementOfReasons(t, common, context, 'profileDisabled', v.note, v.termsUrl),
  'data-export-ready': (t, common, context, v) => {
    const vars = { siteName: context.siteName, date: formatEmailDate(v.expiresAt, context.language) }
    return {
      subject: t('dataExport.subject', vars),
      element: createElement(LinkEmail, {
        layout: common.layout(t('dataExport.preview', vars)),
        greeting: t('dataExport.greeting', { name: context.name }),
        intro: t('dataExport.intro', vars),
        outro: t('dataExport.outro', vars),
        button: t('dataExport.button', vars),
        linkFallback: common.linkFallback,
        expires: t('dataExport.expires', vars),
        ignore: t('dataExport.notYou', { ...vars, supportEmail: context.supportEmail }),
        url: v.downloadUrl,
      }),
    }
  },
  'order-confirmation': (t, common, context, v) => {
    const lng = context.language
    const pay = getI18n(lng).getFixedT(lng, 'payments')
    const vars = {
      siteName: context.siteName,
      id: v.orderId,
      count: v.credits,
      price: formatPrice(v.amount, v.currency, lng),
      date: formatEmailDate(v.paidAt, lng),
    }
    return {
      subject: t('orderConfirmation.subject', vars),
      element: createElement(FactsEmail, {
        layout: common.layout(t('orderConfirmation.preview', vars)),
        greeting: t('orderConfirmation.greeting', { name: context.name }),
        intro: t('orderConfirmation.intro', vars),
        facts: [
          { label: t('orderConfirmation.order'), value: String(v.orderId) },
          { label: pay('checkout.credits'), value: String(v.credits) },
          { label: pay('checkout.total'), value: vars.price },
          { label: pay('checkout.method'), value: paymentMethodName(v.method, pay) },
          { label: pay('transactions.date'), value: vars.date },
        ],
        paragraphs: [
          ...(v.collecting ? [pay('return.collecting')] : []),
          t('orderConfirmation.waiver', { date: formatEmailDate(v.waiverAt, lng) }),
          `“${pay(withdrawalWaiverKey(v.waiverVersion))}”`,
        ],
        button: { label: t('orderConfirmation.button'), url: v.receiptUrl, linkFallback: common.linkFallback },
        small: [t('orderConfirmation.refund', vars)],
      }),
    }
  },
  'debit-notice': (t, common, context, v) => {
    const lng = context.language
    const vars = {
      siteName: context.siteName,
      id: v.orderId,
      price: formatPrice(v.amount, v.currency, lng),
      date: formatEmailDate(v.collectionDate, lng),
      creditor: v.creditorName,
    }
    return {
      subject: t('debitNotice.subject', vars),
      element: createElement(FactsEmail, {
        layout: common.layout(t('debitNotice.preview', vars)),
        greeting: t('debitNotice.greeting', { name: context.name }),
        intro: t('debitNotice.intro', vars),
        facts: [
          { label: t('debitNotice.amount'), value: vars.price },
          { label: t('debitNotice.date'), value: vars.date },
          { label: t('debitNotice.account'), value: v.iban },
          { label: t('debitNotice.reference'), value: v.mandateReference },
          { label: t('debitNotice.creditor'), value: `${v.creditorName} (${v.creditorId})` },
        ],
        paragraphs: [t('debitNotice.refund')],
        button: { label: t('debitNotice.button'), url: v.settingsUrl, linkFallback: common.linkFallback },
        small: [t('debitNotice.revoke', vars)],
      }),
    }
  },
  'complaint-received': (t, common, context, v) => {
    const vars = {
      siteName: context.siteName,
      reference: v.reference,
      reason: v.reason,
      date: formatEmailDate(v.receivedAt, context.language),
    }
    return complaintEmail('complaintReceived', t, common, context, v, vars, [
      { text: t('complaintReceived.reason', vars), small: true },
      { text: t('complaintReceived.nextSteps', vars) },
    ])
  },
  'complaint-decided': (t, common, context, v) => {
    const vars = {
      siteName: context.siteName,
      reference: v.reference,
      supportEmail: context.supportEmail,
      date: formatEmailDate(v.receivedAt, context.language),
    }
    return complaintEmail('complaintDecided', t, common, context, v, vars, [
      { text: t(`complaintDecided.${v.decision}`, vars) },
      ...(v.note ? [{ text: `${t('complaintDecided.noteLabel', vars)} ${v.note}`, small: true }] : []),
      { text: t('complaintDecided.redress', vars) },
    ])
  },
}

/** Both notice e-mails: the same frame, their own texts under `key`. */
function complaintEmail(
  key: 'complaintReceived' | 'complaintDecided',
  t: TFunction,
  common: Parameters<Builder<ComplaintEmailTemplate>>[1],
  context: EmailContext,
  v: { reference: string; termsUrl: string },
  vars: Record<string, string>,
  paragraphs: { text: string; small?: boolean }[],
): Built {
  return {
    subject: t(`${key}.subject`, vars),
    element: createElement(ComplaintEmail, {
      // Reporters need no account: the usual "entered for an account" footer would be wrong.
      layout: { ...common.layout(t(`${key}.preview`, vars)), footer: t(`${key}.footer`, vars) },
      greeting: t(`${key}.greeting`, { name: context.name }),
      intro: t(`${key}.intro`, vars),
      referenceLabel: t(`${key}.referenceLabel`, vars),
      reference: v.reference,
      paragraphs,
      button: t(`${key}.button`, vars),
      linkFallback: common.linkFallback,
      termsUrl: v.termsUrl,
      outro: t(`${key}.outro`, vars),
    }),
  }
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
