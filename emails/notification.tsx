// A notification e-mail (SPEC §9 e-mail types): who did what, one button into the right page, and
// the footer's preferences and unsubscribe links. Receives already-translated strings.
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

export interface NotificationEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  button: string
  url: string
  linkFallback: string
  /** Why this e-mail came and how to change that. */
  note: string
}

export default function NotificationEmail(props: NotificationEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <CallToAction href={props.url} label={props.button} linkFallback={props.linkFallback} />
      <SmallPrint>{props.note}</SmallPrint>
    </EmailLayout>
  )
}
