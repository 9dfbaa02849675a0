// Step 2 of paying by SEPA direct debit (SPEC §2 directdebit, docs/payments.md): the code we
// texted, which signs the mandate and starts the debit; "send a new code" and the way back to
// the details. Plain POST forms: they work without JavaScript.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link, useNavigation } from 'react-router'
import { DirectDebitProblemAlert, type DirectDebitAnswer } from './direct-debit-problem.tsx'

export interface DirectDebitCodeRequest {
  requestId: number
  pkg: { id: number }
  /** The IBAN and the mobile number, masked. */
  iban: string
  phone: string
  codeLength: number
  /** How long the code is valid. */
  minutes: number
  price: string
  /** The mandate the code signs: its reference and creditor (sepa.ts). */
  mandate: { reference: string; creditor: string; address: string; creditorId: string }
}

export function DirectDebitCodeStep({ request, answer }: { request: DirectDebitCodeRequest; answer?: DirectDebitAnswer }) {
  const { t } = useTranslation('payments')
  const navigation = useNavigation()
  const problem = answer?.problem
  return (
    <>
      <p>{t('directDebit.codeSent', { phone: request.phone, minutes: request.minutes })}</p>
      <p className="small text-muted">
        {t('directDebit.iban')}: <span className="font-monospace">{request.iban}</span>
      </p>
      <p className="small text-muted" data-testid="mandate-reference">
        {t('directDebit.reference', { reference: request.mandate.reference })}
        <br />
        {t('directDebit.creditor', {
          creditor: request.mandate.creditor,
          address: request.mandate.address,
          id: request.mandate.creditorId,
        })}
        <br />
        {t('directDebit.preNotice')}
      </p>
      {answer?.resent ? (
        <div className="alert alert-success" role="status">
          {t('directDebit.resent')}
        </div>
      ) : null}
      <DirectDebitProblemAlert problem={problem} attemptsLeft={answer?.attemptsLeft} />
      <Form method="post" className="mb-3">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="request" value={request.requestId} />
        <label htmlFor="sms-code" className="form-label">
          {t('directDebit.code')}
        </label>
        <input
          id="sms-code"
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${request.codeLength}}`}
          maxLength={request.codeLength}
          className={`form-control form-control-lg mb-3${problem === 'code_invalid' ? ' is-invalid' : ''}`}
          aria-invalid={problem === 'code_invalid' ? true : undefined}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={navigation.state !== 'idle'}>
          {t('directDebit.confirm', { price: request.price })}
        </button>
      </Form>
      <Form method="post" className="d-inline">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="request" value={request.requestId} />
        <button type="submit" className="btn btn-link p-0 align-baseline" disabled={navigation.state !== 'idle'}>
          {t('directDebit.resend')}
        </button>
      </Form>
      {' · '}
      <Link to={`/directdebit?package=${request.pkg.id}`}>{t('directDebit.changeDetails')}</Link>
    </>
  )
}
