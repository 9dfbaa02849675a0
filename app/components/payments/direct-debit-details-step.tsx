// Step 1 of paying by SEPA direct debit (SPEC §2 directdebit, docs/payments.md): the mandate form
// (account holder, IBAN, address, mobile number, consent) that has a code texted; or why the
// member may not pay this way. A plain POST form: it works without JavaScript.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { z } from 'zod'
import { Form, Link, useNavigation } from 'react-router'
import type { directDebitSchema } from '../../../server/payments/direct-debit-schema.ts'
import type { DirectDebitProblem } from '../../../server/payments/direct-debit-limits.ts'
import { ErrorList, Field } from '../forms/field.tsx'
import { ActivationRequiredNotice } from '../layout/activation-required.tsx'
import { DirectDebitProblemAlert, type DirectDebitAnswer } from './direct-debit-problem.tsx'
import { WITHDRAWAL_WAIVER_VERSION, withdrawalWaiverKey } from '../../../shared/payments/withdrawal.ts'

export interface DirectDebitDetails {
  pkg: { id: number }
  /** The discount code that travels on to the order. */
  discount: string | null
  total: string
  /** Who the mandate authorises (the site's company and its SEPA creditor identifier). */
  creditor: { name: string; address: string; id: string }
  refusal: DirectDebitProblem | null
  activationRequired: boolean
  /** The last request ended (used, too many wrong codes, replaced): the member starts again. */
  ended: boolean
}

/** A required field of the mandate form in its grid column (the shared Field, payments' messages). */
function DebitField({
  col = 'col-12',
  maxLength,
  ...props
}: Omit<Parameters<typeof Field>[0], 'ns' | 'className' | 'inputProps'> & { col?: string; maxLength: number }) {
  return <Field {...props} ns="payments" className={col} inputProps={{ required: true, maxLength }} />
}

export function DirectDebitDetailsStep({ details, answer }: { details: DirectDebitDetails; answer?: DirectDebitAnswer }) {
  const { t } = useTranslation('payments')
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<ReturnType<typeof directDebitSchema>>>({
    id: 'direct-debit',
    lastResult: answer?.result,
    shouldRevalidate: 'onSubmit',
  })
  const { key: consentKey, ...consentProps } = getInputProps(fields.consent, { type: 'checkbox' })
  const { key: waiverKey, ...waiverProps } = getInputProps(fields.withdrawalWaiver, { type: 'checkbox' })
  if (details.refusal)
    return (
      <div className="alert alert-warning" role="alert" data-testid="direct-debit-refused">
        {t(`directDebit.problems.${details.refusal}`)}{' '}
        <Link to={`/credits/${details.pkg.id}`} className="alert-link">
          {t('checkout.changeMethod')}
        </Link>
      </div>
    )
  if (details.activationRequired) return <ActivationRequiredNotice />
  return (
    <>
      {details.ended ? (
        <div className="alert alert-info" role="status">
          {t('directDebit.ended')}
        </div>
      ) : null}
      <DirectDebitProblemAlert problem={answer?.problem} />
      <Form method="post" {...getFormProps(form)} className="row g-3">
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="package" value={details.pkg.id} />
        {details.discount ? <input type="hidden" name="discount" value={details.discount} /> : null}
        <DebitField meta={fields.holder} label={t('directDebit.holder')} autoComplete="name" maxLength={70} />
        <DebitField meta={fields.iban} label={t('directDebit.iban')} autoComplete="off" maxLength={50} />
        <DebitField
          meta={fields.street}
          label={t('directDebit.street')}
          autoComplete="address-line1"
          maxLength={100}
          col="col-sm-8"
        />
        <DebitField
          meta={fields.houseNumber}
          label={t('directDebit.houseNumber')}
          autoComplete="off"
          maxLength={20}
          col="col-sm-4"
        />
        <DebitField
          meta={fields.postalCode}
          label={t('directDebit.postalCode')}
          autoComplete="postal-code"
          maxLength={12}
          col="col-sm-4"
        />
        <DebitField
          meta={fields.city}
          label={t('directDebit.city')}
          autoComplete="address-level2"
          maxLength={80}
          col="col-sm-8"
        />
        <DebitField meta={fields.phone} label={t('directDebit.phone')} autoComplete="tel" maxLength={30} type="tel" />
        <div className="col-12">
          <div className="form-check">
            <input
              key={consentKey}
              {...consentProps}
              required
              className={`form-check-input${fields.consent.errors?.length ? ' is-invalid' : ''}`}
            />
            <label className="form-check-label small" htmlFor={fields.consent.id}>
              {t('directDebit.consent', { total: details.total, creditor: details.creditor.name })}
            </label>
            <ErrorList id={fields.consent.errorId} errors={fields.consent.errors} ns="payments" />
          </div>
          <p className="small text-muted mt-2 mb-0" data-testid="mandate-creditor">
            {t('directDebit.creditor', {
              creditor: details.creditor.name,
              address: details.creditor.address,
              id: details.creditor.id,
            })}
          </p>
        </div>
        <div className="col-12">
          <div className="form-check" data-testid="withdrawal-waiver">
            <input
              key={waiverKey}
              {...waiverProps}
              required
              className={`form-check-input${fields.withdrawalWaiver.errors?.length ? ' is-invalid' : ''}`}
            />
            <label className="form-check-label small" htmlFor={fields.withdrawalWaiver.id}>
              {t(withdrawalWaiverKey(WITHDRAWAL_WAIVER_VERSION))}
            </label>
            <ErrorList id={fields.withdrawalWaiver.errorId} errors={fields.withdrawalWaiver.errors} ns="payments" />
          </div>
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={navigation.state !== 'idle'}>
            {t('directDebit.sendCode')}
          </button>
        </div>
      </Form>
    </>
  )
}
