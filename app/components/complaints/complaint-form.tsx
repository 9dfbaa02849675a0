// The notice form of /complaints (SPEC §1, §2, EU DSA notice and action): the reported member and
// photo (from the Report links), the reason, what is wrong, the reporter's name and e-mail
// (visitors only), a honeypot and the statement of good faith. Validated on the server only
// (ADR 006): a plain POST form that works without JavaScript.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { z } from 'zod'
import { Form, Link, useNavigation } from 'react-router'
import type { ComplaintTarget } from '../../../server/complaints/complaint-target.ts'
import type { visitorComplaintSchema } from '../../../shared/complaints/schemas.ts'
import { ActivationRequiredNotice } from '../layout/activation-required.tsx'

type ComplaintValues = z.input<typeof visitorComplaintSchema>

/** The fields' HTML constraints (conform's getZodConstraint of the reporter's schema). */
export type ComplaintConstraint = NonNullable<Parameters<typeof useForm<ComplaintValues>>[0]>['constraint']

/** The length the text must have, for its help and its errors. */
export interface ComplaintTextLength {
  min: number
  max: number
}

function Errors({ id, errors, textLength }: { id?: string; errors?: string[]; textLength: ComplaintTextLength }) {
  const { t } = useTranslation('complaints')
  if (!errors?.length) return null
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {errors.map((e) => (
        <div key={e}>{t(e, { min: textLength.min, max: textLength.max })}</div>
      ))}
    </div>
  )
}

function TextInput({
  meta,
  label,
  type,
  autoComplete,
  textLength,
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  type: 'text' | 'email'
  autoComplete: string
  textLength: ComplaintTextLength
}) {
  const { key, ...props } = getInputProps(meta, { type })
  return (
    <div className="col-md-6">
      <label htmlFor={meta.id} className="form-label">
        {label}
      </label>
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        className={`form-control${meta.errors?.length ? ' is-invalid' : ''}`}
      />
      <Errors id={meta.errorId} errors={meta.errors} textLength={textLength} />
    </div>
  )
}

export function ComplaintForm({
  reporter,
  target,
  reasons,
  textLength,
  constraint,
  result,
  error,
}: {
  /** The logged-in member who reports; null for a visitor, who gives a name and an e-mail. */
  reporter: { name: string; email: string } | null
  target: ComplaintTarget
  reasons: readonly string[]
  textLength: ComplaintTextLength
  constraint: ComplaintConstraint
  result?: SubmissionResult<string[]>
  /** Why the last notice was not filed: "activation_required" or an error key. */
  error?: string | null
}) {
  const { t } = useTranslation('complaints')
  const navigation = useNavigation()
  const [form, fields] = useForm<ComplaintValues>({
    id: 'complaint',
    lastResult: result,
    constraint,
    shouldRevalidate: 'onSubmit',
  })
  const targetErrors = [...(fields.profile.errors ?? []), ...(fields.photo.errors ?? [])]
  const invalid = (meta: { errors?: string[] }) => (meta.errors?.length ? ' is-invalid' : '')
  const { key: reasonKey, ...reasonProps } = getSelectProps(fields.reason)
  const { key: textKey, ...textProps } = getTextareaProps(fields.text, { ariaDescribedBy: 'complaint-text-help' })
  const { key: goodFaithKey, ...goodFaithProps } = getInputProps(fields.good_faith, { type: 'checkbox' })
  return (
    <section className="card" aria-labelledby="complaints-form">
      <div className="card-body">
        <h2 id="complaints-form" className="h5">
          {t('form.title')}
        </h2>
        {error === 'activation_required' ? (
          <ActivationRequiredNotice />
        ) : error ? (
          <div className="alert alert-danger" role="alert">
            {t(error)}
          </div>
        ) : null}
        {/* The member or photo went away after the page was loaded: say so above the form. */}
        {!target.profile && targetErrors.length ? (
          <div className="alert alert-danger" role="alert">
            {targetErrors.map((e) => (
              <div key={e}>{t(e)}</div>
            ))}
          </div>
        ) : null}
        <Form method="post" {...getFormProps(form)}>
          {target.profile ? (
            <div className="mb-3">
              <span className="form-label d-block fw-semibold">{t('fields.profile')}</span>
              <Link to={`/members/${target.profile.id}`}>{target.profile.name}</Link>
              {target.photoId ? <span className="text-muted"> · {t('fields.photo', { id: target.photoId })}</span> : null}
              <input type="hidden" name="profile" value={target.profile.id} />
              {target.photoId ? <input type="hidden" name="photo" value={target.photoId} /> : null}
              <Errors errors={targetErrors} textLength={textLength} />
            </div>
          ) : null}

          <div className="mb-3">
            <label htmlFor={fields.reason.id} className="form-label">
              {t('fields.reason')}
            </label>
            <select key={reasonKey} {...reasonProps} className={`form-select${invalid(fields.reason)}`}>
              <option value="">{t('fields.reasonPlaceholder')}</option>
              {reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reasons.${reason}`)}
                </option>
              ))}
            </select>
            <Errors id={fields.reason.errorId} errors={fields.reason.errors} textLength={textLength} />
          </div>

          <div className="mb-3">
            <label htmlFor={fields.text.id} className="form-label">
              {t('fields.text')}
            </label>
            <textarea key={textKey} {...textProps} rows={7} className={`form-control${invalid(fields.text)}`} />
            <div id="complaint-text-help" className="form-text">
              {t('fields.textHelp', { min: textLength.min, max: textLength.max })}
            </div>
            <Errors id={fields.text.errorId} errors={fields.text.errors} textLength={textLength} />
          </div>

          {reporter ? (
            <p className="mb-3">{t('fields.reporter', { name: reporter.name, email: reporter.email })}</p>
          ) : (
            <div className="row g-3 mb-3">
              <TextInput meta={fields.name} label={t('fields.name')} type="text" autoComplete="name" textLength={textLength} />
              <TextInput
                meta={fields.email}
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                textLength={textLength}
              />
              <div className="col-12 form-text mt-1">{t('fields.contactHelp')}</div>
            </div>
          )}

          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor="complaint-website">Website</label>
            <input id="complaint-website" name="website" tabIndex={-1} autoComplete="off" />
          </div>

          <div className="form-check mb-3">
            <input key={goodFaithKey} {...goodFaithProps} className={`form-check-input${invalid(fields.good_faith)}`} />
            <label className="form-check-label" htmlFor={fields.good_faith.id}>
              {t('fields.goodFaith')}
            </label>
            <Errors id={fields.good_faith.errorId} errors={fields.good_faith.errors} textLength={textLength} />
          </div>

          <p className="small text-muted">
            {t('form.privacy')} <Link to="/pages/privacy">{t('form.privacyLink')}</Link>
          </p>
          <button className="btn btn-primary" type="submit" disabled={navigation.state === 'submitting'}>
            {t('form.submit')}
          </button>
        </Form>
      </div>
    </section>
  )
}
