// Sent when a member deletes their account: it can be reactivated until the deletion date.
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'
import { defineEmail, formatEmailDate, type EmailContext } from './email-definition.ts'

export interface DeletionScheduledEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  outro: string
  button: string
  linkFallback: string
  /** "The link works until {{date}}." */
  expires: string
  /** "If you did not delete your account yourself, …" */
  notYou: string
  reactivateUrl: string
}

export default function DeletionScheduledEmail(props: DeletionScheduledEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <CallToAction href={props.reactivateUrl} label={props.button} linkFallback={props.linkFallback} />
      <Paragraph>{props.outro}</Paragraph>
      <SmallPrint>{props.expires}</SmallPrint>
      <SmallPrint>{props.notYou}</SmallPrint>
    </EmailLayout>
  )
}

type DeletionVars = { reactivateUrl: string; days: number; deletionDate: Date }
const textVars = (v: DeletionVars, c: EmailContext) => ({
  siteName: c.siteName,
  days: v.days,
  date: formatEmailDate(v.deletionDate, c.language),
})

export const deletionScheduledEmail = defineEmail<DeletionVars>({
  links: ['reactivateUrl'],
  subject: (t, v, c) => t('deletionScheduled.subject', textVars(v, c)),
  body: (t, v, c, frame) => {
    const vars = textVars(v, c)
    return (
      <DeletionScheduledEmail
        layout={frame.layout(t('deletionScheduled.preview', vars))}
        greeting={t('deletionScheduled.greeting', { name: c.name })}
        intro={t('deletionScheduled.intro', vars)}
        outro={t('deletionScheduled.outro', vars)}
        button={t('deletionScheduled.button', vars)}
        linkFallback={frame.linkFallback}
        expires={t('deletionScheduled.expires', vars)}
        notYou={t('deletionScheduled.notYou', vars)}
        reactivateUrl={v.reactivateUrl}
      />
    )
  },
})
