// Sent after sign-up: confirms the e-mail address and activates the account.
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

export interface ActivationEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  outro: string
  button: string
  linkFallback: string
  expires: string
  ignore: string
  activationUrl: string
}

export default function ActivationEmail(props: ActivationEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <CallToAction href={props.activationUrl} label={props.button} linkFallback={props.linkFallback} />
      <Paragraph>{props.outro}</Paragraph>
      <SmallPrint>{props.expires}</SmallPrint>
      <SmallPrint>{props.ignore}</SmallPrint>
    </EmailLayout>
  )
}
