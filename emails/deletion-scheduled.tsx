// Sent when a member deletes their account: it can be reactivated until the deletion date.
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

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
