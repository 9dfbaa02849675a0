// E-mails that state facts of a payment: the order confirmation (with the waiver of the right of
// withdrawal) and the pre-notification of a SEPA direct debit (amount, date, mandate reference,
// creditor identifier).
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'

export interface FactsEmailProps {
  layout: LayoutProps
  greeting: string
  intro: string
  facts: { label: string; value: string }[]
  paragraphs: string[]
  button?: { label: string; url: string; linkFallback: string }
  small: string[]
}

export default function FactsEmail(props: FactsEmailProps) {
  return (
    <EmailLayout {...props.layout}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      {props.facts.map((fact) => (
        <Paragraph key={fact.label}>
          <strong>{fact.label}</strong>
          <br />
          {fact.value}
        </Paragraph>
      ))}
      {props.paragraphs.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
      {props.button ? (
        <CallToAction href={props.button.url} label={props.button.label} linkFallback={props.button.linkFallback} />
      ) : null}
      {props.small.map((text) => (
        <SmallPrint key={text}>{text}</SmallPrint>
      ))}
    </EmailLayout>
  )
}
