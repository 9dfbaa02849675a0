// Sent to the NEW address when a member changes their e-mail address.
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

export interface EmailChangeEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  outro: string
  button: string
  linkFallback: string
  expires: string
  ignore: string
  confirmUrl: string
}

export default function EmailChangeEmail(props: EmailChangeEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <CallToAction href={props.confirmUrl} label={props.button} linkFallback={props.linkFallback} />
      <Paragraph>{props.outro}</Paragraph>
      <SmallPrint>{props.expires}</SmallPrint>
      <SmallPrint>{props.ignore}</SmallPrint>
    </EmailLayout>
  )
}
