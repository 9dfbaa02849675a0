// The e-mails about a notice (EU DSA art. 16): its receipt and the decision taken on it. Both
// show the reference in a box, then their paragraphs, a link to how notices are handled and the
// reminder to quote the reference.
import { Section, Text } from '@react-email/components'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, brandRed, type LayoutProps } from './layout.tsx'

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
