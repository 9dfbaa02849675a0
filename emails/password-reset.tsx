// Sent when someone asks for a new password.
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

export interface PasswordResetEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  outro: string
  button: string
  linkFallback: string
  expires: string
  ignore: string
  resetUrl: string
}

export default function PasswordResetEmail(props: PasswordResetEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <CallToAction href={props.resetUrl} label={props.button} linkFallback={props.linkFallback} />
      <Paragraph>{props.outro}</Paragraph>
      <SmallPrint>{props.expires}</SmallPrint>
      <SmallPrint>{props.ignore}</SmallPrint>
    </EmailLayout>
  )
}
