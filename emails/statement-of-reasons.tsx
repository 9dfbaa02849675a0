// A statement of reasons (EU DSA art. 17), sent when staff restrict a member's content: a photo
// rejected (with its thumbnail, so the member knows which one) or the whole profile hidden. It
// says what was decided, why, that a person decided and how to contest it.
import { Img, Section } from '@react-email/components'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

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
