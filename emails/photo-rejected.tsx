// Sent when staff reject a member's photo: which photo, why, that a person decided and how to
// contest it (the statement of reasons of EU DSA art. 17).
import { Img, Section } from '@react-email/components'
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

export interface PhotoRejectedEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  /** The photo's thumbnail (absolute URL), so the member knows which one. */
  photoUrl: string
  photoAlt: string
  /** "Reason: …" or the general reason when staff gave none. */
  reason: string
  grounds: string
  redress: string
  button: string
  linkFallback: string
  profileUrl: string
  outro: string
}

export default function PhotoRejectedEmail(props: PhotoRejectedEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <Section style={{ textAlign: 'center', margin: '0 0 16px' }}>
        <Img
          src={props.photoUrl}
          alt={props.photoAlt}
          width="120"
          height="120"
          style={{ display: 'inline-block', borderRadius: '6px', objectFit: 'cover', opacity: 0.6 }}
        />
      </Section>
      <Paragraph>{props.reason}</Paragraph>
      <SmallPrint>{props.grounds}</SmallPrint>
      <Paragraph>{props.redress}</Paragraph>
      <CallToAction href={props.profileUrl} label={props.button} linkFallback={props.linkFallback} />
      <SmallPrint>{props.outro}</SmallPrint>
    </EmailLayout>
  )
}
