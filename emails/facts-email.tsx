// E-mails that state facts of a payment: the order confirmation (with the waiver of the right of
// withdrawal) and the pre-notification of a SEPA direct debit (amount, date, mandate reference,
// creditor identifier).
import { CallToAction, EmailLayout, Paragraph, SmallPrint, type LayoutProps } from './layout.tsx'
import { defineEmail, formatEmailDate, type EmailContext } from './email-definition.ts'
import { getI18n } from '../server/i18n/resources.ts'
import { formatPrice } from '../server/pricing/format-price.ts'
import { paymentMethodName } from '../shared/payments/method-names.ts'
import { withdrawalWaiverKey } from '../shared/payments/withdrawal.ts'

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

/** A paid order (or an accepted direct debit): what was bought and the waiver the member gave. */
interface OrderVars {
  orderId: number
  credits: number
  amount: number
  currency: string
  method: string
  paidAt: Date
  /** A direct debit the bank still collects. */
  collecting: boolean
  receiptUrl: string
  waiverAt: Date
  waiverVersion: number
}
const orderTextVars = (v: OrderVars, c: EmailContext) => ({
  siteName: c.siteName,
  id: v.orderId,
  count: v.credits,
  price: formatPrice(v.amount, v.currency, c.language),
  date: formatEmailDate(v.paidAt, c.language),
})

/** The pre-notification of a SEPA direct debit (server/payments/sepa.ts). */
interface DebitVars {
  orderId: number
  amount: number
  currency: string
  collectionDate: Date
  mandateReference: string
  creditorId: string
  creditorName: string
  iban: string
  /** The settings page, where the mandate is shown and can be revoked. */
  settingsUrl: string
}
const debitTextVars = (v: DebitVars, c: EmailContext) => ({
  siteName: c.siteName,
  id: v.orderId,
  price: formatPrice(v.amount, v.currency, c.language),
  date: formatEmailDate(v.collectionDate, c.language),
  creditor: v.creditorName,
})

export const factsEmails = {
  'order-confirmation': defineEmail<OrderVars>({
    links: ['receiptUrl'],
    subject: (t, v, c) => t('orderConfirmation.subject', orderTextVars(v, c)),
    body: (t, v, c, frame) => {
      const lng = c.language
      const pay = getI18n(lng).getFixedT(lng, 'payments')
      const vars = orderTextVars(v, c)
      return (
        <FactsEmail
          layout={frame.layout(t('orderConfirmation.preview', vars))}
          greeting={t('orderConfirmation.greeting', { name: c.name })}
          intro={t('orderConfirmation.intro', vars)}
          facts={[
            { label: t('orderConfirmation.order'), value: String(v.orderId) },
            { label: pay('checkout.credits'), value: String(v.credits) },
            { label: pay('checkout.total'), value: vars.price },
            { label: pay('checkout.method'), value: paymentMethodName(v.method, pay) },
            { label: pay('transactions.date'), value: vars.date },
          ]}
          paragraphs={[
            ...(v.collecting ? [pay('return.collecting')] : []),
            t('orderConfirmation.waiver', { date: formatEmailDate(v.waiverAt, lng) }),
            `“${pay(withdrawalWaiverKey(v.waiverVersion))}”`,
          ]}
          button={{ label: t('orderConfirmation.button'), url: v.receiptUrl, linkFallback: frame.linkFallback }}
          small={[t('orderConfirmation.refund', vars)]}
        />
      )
    },
  }),
  'debit-notice': defineEmail<DebitVars>({
    links: ['settingsUrl'],
    subject: (t, v, c) => t('debitNotice.subject', debitTextVars(v, c)),
    body: (t, v, c, frame) => {
      const vars = debitTextVars(v, c)
      return (
        <FactsEmail
          layout={frame.layout(t('debitNotice.preview', vars))}
          greeting={t('debitNotice.greeting', { name: c.name })}
          intro={t('debitNotice.intro', vars)}
          facts={[
            { label: t('debitNotice.amount'), value: vars.price },
            { label: t('debitNotice.date'), value: vars.date },
            { label: t('debitNotice.account'), value: v.iban },
            { label: t('debitNotice.reference'), value: v.mandateReference },
            { label: t('debitNotice.creditor'), value: `${v.creditorName} (${v.creditorId})` },
          ]}
          paragraphs={[t('debitNotice.refund')]}
          button={{ label: t('debitNotice.button'), url: v.settingsUrl, linkFallback: frame.linkFallback }}
          small={[t('debitNotice.revoke', vars)]}
        />
      )
    },
  }),
}
