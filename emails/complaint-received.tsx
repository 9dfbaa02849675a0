// Acknowledges a notice about a profile, photo or message, with its reference (EU DSA art. 16).
import { Section, Text } from '@react-email/components'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, brandRed, type LayoutProps } from './layout.tsx'

export interface ComplaintReceivedEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  /** "Your reference" */
  referenceLabel: string
  reference: string
  /** "Reason: Fake profile" */
  reason: string
  nextSteps: string
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

export default function ComplaintReceivedEmail(props: ComplaintReceivedEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <Section style={referenceBox}>
        <Text style={referenceLabelStyle}>{props.referenceLabel}</Text>
        <Text style={referenceStyle}>{props.reference}</Text>
      </Section>
      <SmallPrint>{props.reason}</SmallPrint>
      <Paragraph>{props.nextSteps}</Paragraph>
      <CallToAction href={props.termsUrl} label={props.button} linkFallback={props.linkFallback} />
      <SmallPrint>{props.outro}</SmallPrint>
    </EmailLayout>
  )
}
