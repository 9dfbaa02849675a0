// The e-mails about a notice (EU DSA art. 16): its receipt and the decision taken on it. Both
// show the reference in a box, then their paragraphs, a link to how notices are handled and the
// reminder to quote the reference.
import { Section, Text } from '@react-email/components'
import type { TFunction } from 'i18next'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, brandRed, type LayoutProps } from './layout.tsx'
import { defineEmail, formatEmailDate, type EmailContext, type EmailFrame } from './email-definition.ts'

export interface ComplaintEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  /** "Your reference" */
  referenceLabel: string
  reference: string
  /** The body: ordinary paragraphs, or small print (the reason given, the team's note). */
  paragraphs: { text: string; small?: boolean }[]
  button: string
  linkFallback: string
  termsUrl: string
  /** "Please mention your reference … when you contact us." */
  outro: string
}

const referenceBox = {
  border: `2px solid ${brandRed}`,
  borderRadius: '6px',
  padding: '12px 16px',
  margin: '0 0 16px',
  textAlign: 'center' as const,
}
const referenceLabelStyle = { color: '#4b5563', fontSize: '14px', lineHeight: '20px', margin: 0 }
const referenceStyle = {
  color: '#1f2937',
  fontSize: '22px',
  lineHeight: '30px',
  fontWeight: 700,
  letterSpacing: '2px',
  fontFamily: "'Courier New', Courier, monospace",
  margin: 0,
}

export default function ComplaintEmail(props: ComplaintEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <Section style={referenceBox}>
        <Text style={referenceLabelStyle}>{props.referenceLabel}</Text>
        <Text style={referenceStyle}>{props.reference}</Text>
      </Section>
      {props.paragraphs.map((p, i) =>
        p.small ? <SmallPrint key={i}>{p.text}</SmallPrint> : <Paragraph key={i}>{p.text}</Paragraph>,
      )}
      <CallToAction href={props.termsUrl} label={props.button} linkFallback={props.linkFallback} />
      <SmallPrint>{props.outro}</SmallPrint>
    </EmailLayout>
  )
}

/** `reason` is already translated (locales/<lng>/complaints.json). */
interface ReceivedVars {
  reference: string
  reason: string
  receivedAt: Date
  termsUrl: string
}
/** `note` is the staff's resolution text, shown as written. */
interface DecidedVars {
  reference: string
  decision: 'resolved' | 'rejected'
  note: string | null
  receivedAt: Date
  termsUrl: string
}
const receivedTextVars = (v: ReceivedVars, c: EmailContext) => ({
  siteName: c.siteName,
  reference: v.reference,
  reason: v.reason,
  date: formatEmailDate(v.receivedAt, c.language),
})
const decidedTextVars = (v: DecidedVars, c: EmailContext) => ({
  siteName: c.siteName,
  reference: v.reference,
  supportEmail: c.supportEmail,
  date: formatEmailDate(v.receivedAt, c.language),
})

/** Both notice e-mails: the same frame, their own texts under `key`. */
function complaintEmail(
  key: 'complaintReceived' | 'complaintDecided',
  t: TFunction,
  frame: EmailFrame,
  context: EmailContext,
  v: { reference: string; termsUrl: string },
  vars: Record<string, string>,
  paragraphs: { text: string; small?: boolean }[],
) {
  return (
    <ComplaintEmail
      // Reporters need no account: the usual "entered for an account" footer would be wrong.
      layout={{ ...frame.layout(t(`${key}.preview`, vars)), footer: t(`${key}.footer`, vars) }}
      greeting={t(`${key}.greeting`, { name: context.name })}
      intro={t(`${key}.intro`, vars)}
      referenceLabel={t(`${key}.referenceLabel`, vars)}
      reference={v.reference}
      paragraphs={paragraphs}
      button={t(`${key}.button`, vars)}
      linkFallback={frame.linkFallback}
      termsUrl={v.termsUrl}
      outro={t(`${key}.outro`, vars)}
    />
  )
}

/** E-mails to the sender of a notice, sent by the send-complaint-email job. */
export const complaintEmails = {
  'complaint-received': defineEmail<ReceivedVars>({
    links: ['termsUrl'],
    subject: (t, v, c) => t('complaintReceived.subject', receivedTextVars(v, c)),
    body: (t, v, c, frame) => {
      const vars = receivedTextVars(v, c)
      return complaintEmail('complaintReceived', t, frame, c, v, vars, [
        { text: t('complaintReceived.reason', vars), small: true },
        { text: t('complaintReceived.nextSteps', vars) },
      ])
    },
  }),
  'complaint-decided': defineEmail<DecidedVars>({
    links: ['termsUrl'],
    subject: (t, v, c) => t('complaintDecided.subject', decidedTextVars(v, c)),
    body: (t, v, c, frame) => {
      const vars = decidedTextVars(v, c)
      return complaintEmail('complaintDecided', t, frame, c, v, vars, [
        { text: t(`complaintDecided.${v.decision}`, vars) },
        ...(v.note ? [{ text: `${t('complaintDecided.noteLabel', vars)} ${v.note}`, small: true }] : []),
        { text: t('complaintDecided.redress', vars) },
      ])
    },
  }),
}
