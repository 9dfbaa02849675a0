// A statement of reasons (EU DSA art. 17), sent when staff restrict a member's content: a photo
// rejected (with its thumbnail, so the member knows which one) or the whole profile hidden. It
// says what was decided, why, that a person decided and how to contest it.
import { Img, Section } from '@react-email/components'
import type { TFunction } from 'i18next'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'
import { defineEmail, type EmailContext, type EmailFrame } from './email-definition.ts'

export interface StatementOfReasonsEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  /** The rejected photo's thumbnail (absolute URL), when the decision is about a photo. */
  photo?: { url: string; alt: string }
  /** "Reason: …" or the general reason when staff gave none. */
  reason: string
  grounds: string
  redress: string
  button: string
  linkFallback: string
  buttonUrl: string
  outro: string
}

export default function StatementOfReasonsEmail(props: StatementOfReasonsEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      {props.photo ? (
        <Section style={{ textAlign: 'center', margin: '0 0 16px' }}>
          <Img
            src={props.photo.url}
            alt={props.photo.alt}
            width="120"
            height="120"
            style={{ display: 'inline-block', borderRadius: '6px', objectFit: 'cover', opacity: 0.6 }}
          />
        </Section>
      ) : null}
      <Paragraph>{props.reason}</Paragraph>
      <SmallPrint>{props.grounds}</SmallPrint>
      <Paragraph>{props.redress}</Paragraph>
      <CallToAction href={props.buttonUrl} label={props.button} linkFallback={props.linkFallback} />
      <SmallPrint>{props.outro}</SmallPrint>
    </EmailLayout>
  )
}

const textVars = (c: EmailContext, note: string) => ({ siteName: c.siteName, supportEmail: c.supportEmail, note })

/**
 * A rejected photo and a hidden profile differ only in their texts (under `key`), the button's
 * link and the photo shown. `note` is the staff's reason ('' for the general one).
 */
function statementOfReasons(
  t: TFunction,
  frame: EmailFrame,
  context: EmailContext,
  key: 'photoRejected' | 'profileDisabled',
  note: string,
  buttonUrl: string,
  photoUrl?: string,
) {
  const vars = textVars(context, note)
  return (
    <StatementOfReasonsEmail
      layout={frame.layout(t(`${key}.preview`, vars))}
      greeting={t(`${key}.greeting`, { name: context.name })}
      intro={t(`${key}.intro`, vars)}
      photo={photoUrl ? { url: photoUrl, alt: t(`${key}.subject`, vars) } : undefined}
      reason={note ? t(`${key}.reason`, vars) : t(`${key}.noReason`, vars)}
      grounds={t(`${key}.grounds`, vars)}
      redress={t(`${key}.redress`, vars)}
      button={t(`${key}.button`, vars)}
      linkFallback={frame.linkFallback}
      buttonUrl={buttonUrl}
      outro={t(`${key}.outro`, vars)}
    />
  )
}

export const statementOfReasonsEmails = {
  /** `note` is the staff's reason as written ('' when none was given). */
  'photo-rejected': defineEmail<{ photoUrl: string; profileUrl: string; note: string }>({
    links: ['photoUrl', 'profileUrl'],
    subject: (t, v, c) => t('photoRejected.subject', textVars(c, v.note)),
    body: (t, v, c, frame) => statementOfReasons(t, frame, c, 'photoRejected', v.note, v.profileUrl, v.photoUrl),
  }),
  /** `note` is the staff's reason as written ('' when none was given). */
  'profile-disabled': defineEmail<{ termsUrl: string; note: string }>({
    links: ['termsUrl'],
    subject: (t, v, c) => t('profileDisabled.subject', textVars(c, v.note)),
    body: (t, v, c, frame) => statementOfReasons(t, frame, c, 'profileDisabled', v.note, v.termsUrl),
  }),
}
