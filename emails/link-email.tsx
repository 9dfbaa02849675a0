// The e-mails whose point is one link: activation, password reset, e-mail change and the ready
// data export.
import type { TFunction } from 'i18next'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'
import { defineEmail, formatEmailDate, type EmailContext, type EmailFrame } from './email-definition.ts'

export interface LinkEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  outro: string
  button: string
  linkFallback: string
  expires: string
  ignore: string
  url: string
}

export default function LinkEmail(props: LinkEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <CallToAction href={props.url} label={props.button} linkFallback={props.linkFallback} />
      <Paragraph>{props.outro}</Paragraph>
      <SmallPrint>{props.expires}</SmallPrint>
      <SmallPrint>{props.ignore}</SmallPrint>
    </EmailLayout>
  )
}

/** Activation, reset and e-mail change differ only in their texts (under `key`) and link. */
function tokenLinkEmail(
  t: TFunction,
  frame: EmailFrame,
  context: EmailContext,
  key: 'activation' | 'passwordReset' | 'emailChange',
  vars: Record<string, string>,
  url: string,
  expiresHours: number,
) {
  return (
    <LinkEmail
      layout={frame.layout(t(`${key}.preview`, vars))}
      greeting={t(`${key}.greeting`, { name: context.name })}
      intro={t(`${key}.intro`, vars)}
      outro={t(`${key}.outro`, vars)}
      button={t(`${key}.button`, vars)}
      linkFallback={frame.linkFallback}
      expires={t('layout.expires', { count: expiresHours })}
      ignore={frame.ignore}
      url={url}
    />
  )
}

export const linkEmails = {
  activation: defineEmail<{ activationUrl: string; expiresHours: number }>({
    links: ['activationUrl'],
    subject: (t, _v, c) => t('activation.subject', { siteName: c.siteName }),
    body: (t, v, c, frame) =>
      tokenLinkEmail(t, frame, c, 'activation', { siteName: c.siteName }, v.activationUrl, v.expiresHours),
  }),
  'password-reset': defineEmail<{ resetUrl: string; expiresHours: number }>({
    links: ['resetUrl'],
    subject: (t, _v, c) => t('passwordReset.subject', { siteName: c.siteName }),
    body: (t, v, c, frame) => tokenLinkEmail(t, frame, c, 'passwordReset', { siteName: c.siteName }, v.resetUrl, v.expiresHours),
  }),
  'email-change': defineEmail<{ confirmUrl: string; newEmail: string; expiresHours: number }>({
    links: ['confirmUrl'],
    subject: (t, v, c) => t('emailChange.subject', { siteName: c.siteName, newEmail: v.newEmail }),
    body: (t, v, c, frame) =>
      tokenLinkEmail(t, frame, c, 'emailChange', { siteName: c.siteName, newEmail: v.newEmail }, v.confirmUrl, v.expiresHours),
  }),
  /** The signed download link of a member's data export and when it stops working. */
  'data-export-ready': defineEmail<{ downloadUrl: string; expiresAt: Date }>({
    links: ['downloadUrl'],
    subject: (t, v, c) => t('dataExport.subject', { siteName: c.siteName, date: formatEmailDate(v.expiresAt, c.language) }),
    body: (t, v, c, frame) => {
      const vars = { siteName: c.siteName, date: formatEmailDate(v.expiresAt, c.language) }
      return (
        <LinkEmail
          layout={frame.layout(t('dataExport.preview', vars))}
          greeting={t('dataExport.greeting', { name: c.name })}
          intro={t('dataExport.intro', vars)}
          outro={t('dataExport.outro', vars)}
          button={t('dataExport.button', vars)}
          linkFallback={frame.linkFallback}
          expires={t('dataExport.expires', vars)}
          ignore={t('dataExport.notYou', { ...vars, supportEmail: c.supportEmail })}
          url={v.downloadUrl}
        />
      )
    },
  }),
}
