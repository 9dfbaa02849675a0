// The discount code field of the order overview (SPEC §8, docs/offers.md), with why a typed code
// gives no discount or that it was applied.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'

/** The discount code field of the order overview: a GET form, so it works without JavaScript. */
export function DiscountCodeForm({ code, problem, applied }: { code: string | null; problem: string | null; applied: boolean }) {
  const { t } = useTranslation('offers')
  return (
    <Form method="get" className="mb-3" role="search" aria-label={t('form.label')}>
      <label htmlFor="discount-code" className="form-label">
        {t('form.label')}
      </label>
      <div className="input-group">
        <input
          id="discount-code"
          name="discount"
          defaultValue={code ?? ''}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          className={`form-control${problem ? ' is-invalid' : applied ? ' is-valid' : ''}`}
          aria-describedby={problem || applied ? 'discount-code-feedback' : undefined}
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit" className="btn btn-outline-secondary">
          {t('form.apply')}
        </button>
      </div>
      {problem ? (
        <div id="discount-code-feedback" className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      ) : applied && code ? (
        <div id="discount-code-feedback" className="valid-feedback d-block">
          {t('form.applied', { code })}
        </div>
      ) : null}
    </Form>
  )
}
