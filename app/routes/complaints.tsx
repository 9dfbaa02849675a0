// /complaints (SPEC §1, §2): the EU DSA notice-and-action form. Anyone may report a profile,
// a photo or anything else; ?profile=<id>&photo=<id> come from the Report links on profiles.
// Validated on the server only (ADR 006); works without JavaScript.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/complaints'
import { localeContext, siteContext, clientIp } from '../context.ts'
import { getSessionUser } from '../../server/accounts/sessions.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'
import { ActivationRequiredNotice } from '../components/layout/activation-required.tsx'
import { fileComplaint } from '../../server/complaints/file-complaint.ts'
import { getComplaintTarget } from '../../server/complaints/complaint-target.ts'
import {
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  complaintReasons,
  memberComplaintSchema,
  visitorComplaintSchema,
} from '../../server/complaints/schemas.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const [user, target] = await Promise.all([
    getSessionUser(request),
    getComplaintTarget(context.get(siteContext).id, url.searchParams.get('profile'), url.searchParams.get('photo')),
  ])
  return { reporter: user ? { name: user.profile?.name ?? user.email, email: user.email } : null, target }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request)
  const formData = await readForm(request)
  const submission = user
    ? parseWithZod(formData, { schema: memberComplaintSchema })
    : parseWithZod(formData, { schema: visitorComplaintSchema })
  const failed = { reference: null, email: null, error: null as string | null }
  if (submission.status !== 'success') return data({ result: submission.reply(), ...failed }, { status: 400 })
  const result = await fileComplaint(submission.value, user, context.get(siteContext), {
    ip: clientIp(context),
    baseUrl: siteOrigin(context.get(siteContext)),
    language: context.get(localeContext),
  })
  if (!result.ok && result.error === 'invalid')
    return data({ result: submission.reply({ fieldErrors: result.fieldErrors }), ...failed }, { status: 400 })
  if (!result.ok && result.error === 'activation_required')
    return data({ result: submission.reply(), ...failed, error: 'activation_required' }, { status: 403 })
  if (!result.ok) return data({ result: submission.reply(), ...failed, error: 'errors.tooMany' }, { status: 429 })
  return data({ result: submission.reply({ resetForm: true }), reference: result.reference, email: result.email, error: null })
}

function Errors({ id, errors }: { id?: string; errors?: string[] }) {
  const { t } = useTranslation('complaints')
  if (!errors?.length) return null
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {errors.map((e) => (
        <div key={e}>{t(e, { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX })}</div>
      ))}
    </div>
  )
}

function TextInput({
  meta,
  label,
  type,
  autoComplete,
}: {
  meta: FieldMetadata<string | undefined>
  label: string
  type: 'text' | 'email'
  autoComplete: string
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
      <Errors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('complaints')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { reporter, target } = loaderData
  const schema = reporter ? memberComplaintSchema : visitorComplaintSchema
  const [form, fields] = useForm<z.input<typeof visitorComplaintSchema>>({
    id: 'complaint',
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldRevalidate: 'onSubmit',
  })
  const targetErrors = [...(fields.profile.errors ?? []), ...(fields.photo.errors ?? [])]
  const invalid = (meta: { errors?: string[] }) => (meta.errors?.length ? ' is-invalid' : '')
  const { key: reasonKey, ...reasonProps } = getSelectProps(fields.reason)
  const { key: textKey, ...textProps } = getTextareaProps(fields.text, { ariaDescribedBy: 'complaint-text-help' })
  const { key: goodFaithKey, ...goodFaithProps } = getInputProps(fields.good_faith, { type: 'checkbox' })

  return (
    <main id="main" className="container py-4" style={{ maxWidth: 760 }}>
      <title>{t('title')}</title>
      <h1 className="h3">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {actionData?.reference ? (
        <div className="alert alert-success" role="status">
          <h2 className="h5">{t('success.title', { reference: actionData.reference })}</h2>
          <p className="mb-1">{t('success.emailSent', { email: actionData.email })}</p>
          <p className="mb-0">{t('success.keep')}</p>
        </div>
      ) : null}

      <section className="mb-4" aria-labelledby="complaints-how">
        <h2 id="complaints-how" className="h5">
          {t('how.title')}
        </h2>
        <ol className="ps-3">
          <li>{t('how.confirm')}</li>
          <li>{t('how.review')}</li>
          <li>{t('how.measures')}</li>
        </ol>
        <p className="mb-1">{t('how.details')}</p>
        <p className="mb-1">{t('how.emergency')}</p>
        <p>
          {t('how.terms')} <Link to="/pages/terms">{t('how.termsLink')}</Link>
        </p>
      </section>

      {actionData?.reference ? null : (
        <section className="card" aria-labelledby="complaints-form">
          <div className="card-body">
            <h2 id="complaints-form" className="h5">
              {t('form.title')}
            </h2>
            {actionData?.error === 'activation_required' ? (
              <ActivationRequiredNotice />
            ) : actionData?.error ? (
              <div className="alert alert-danger" role="alert">
                {t(actionData.error)}
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
                  <Errors errors={targetErrors} />
                </div>
              ) : null}

              <div className="mb-3">
                <label htmlFor={fields.reason.id} className="form-label">
                  {t('fields.reason')}
                </label>
                <select key={reasonKey} {...reasonProps} className={`form-select${invalid(fields.reason)}`}>
                  <option value="">{t('fields.reasonPlaceholder')}</option>
                  {complaintReasons.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`reasons.${reason}`)}
                    </option>
                  ))}
                </select>
                <Errors id={fields.reason.errorId} errors={fields.reason.errors} />
              </div>

              <div className="mb-3">
                <label htmlFor={fields.text.id} className="form-label">
                  {t('fields.text')}
                </label>
                <textarea key={textKey} {...textProps} rows={7} className={`form-control${invalid(fields.text)}`} />
                <div id="complaint-text-help" className="form-text">
                  {t('fields.textHelp', { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX })}
                </div>
                <Errors id={fields.text.errorId} errors={fields.text.errors} />
              </div>

              {reporter ? (
                <p className="mb-3">{t('fields.reporter', { name: reporter.name, email: reporter.email })}</p>
              ) : (
                <div className="row g-3 mb-3">
                  <TextInput meta={fields.name} label={t('fields.name')} type="text" autoComplete="name" />
                  <TextInput meta={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
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
                <Errors id={fields.good_faith.errorId} errors={fields.good_faith.errors} />
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
      )}
    </main>
  )
}
