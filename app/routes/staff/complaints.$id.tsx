// /staff/complaints/:id (complaints.review): one notice, what it is about, and the decision:
// upheld (optionally with a measure: the photo rejected or the profile hidden, each with a
// statement of reasons e-mailed to the member) or rejected; the decision text goes to the sender.
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import type { z } from 'zod'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/complaints.$id'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList } from '../../components/forms/field.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { DueAt } from '../../components/staff/due-at.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { parseId } from '../../../server/http/parse-id.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import { complaintForStaff, decideComplaint, type StaffComplaint } from '../../../server/complaints/complaint-queue.ts'
import type { StaffActor } from '../../../server/staff/permissions.ts'
import { complaintDecisionSchema, STATEMENT_MAX } from '../../../shared/staff/queues.ts'
import { requireStaff, rethrowForbidden, staffAction, staffNotFound } from './+shared/staff.server.ts'

async function complaintOr404(actor: StaffActor, rawId: string | undefined): Promise<StaffComplaint> {
  const id = parseId(rawId)
  if (id === null) throw staffNotFound()
  const complaint = await complaintForStaff(actor, id).catch(rethrowForbidden)
  if (!complaint) throw staffNotFound()
  return complaint
}

export async function loader(args: Route.LoaderArgs) {
  const { actor } = await requireStaff(args, 'complaints.review')
  return { complaint: await complaintOr404(actor, args.params.id), now: Date.now() }
}

const decideErrors = {
  not_found: 'queues.errors.complaintUnknown',
  already_decided: 'queues.errors.alreadyDecided',
  no_photo: 'queues.errors.noPhoto',
  no_profile: 'queues.errors.noProfile',
} as const

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'complaints.review')
  const complaint = await complaintOr404(actor, args.params.id)
  const submission = parseWithZod(await readForm(args.request), { schema: complaintDecisionSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const result = await decideComplaint(actor, complaint.id, submission.value, siteOrigin(site)).catch(rethrowForbidden)
  if (!result.ok) return data({ result: submission.reply({ formErrors: [decideErrors[result.error]] }) }, { status: 400 })
  return redirect(`/staff/complaints?done=${result.status}`)
}

export default function StaffComplaint() {
  const { complaint: c, now } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof complaintDecisionSchema>>({
    id: `complaint-${c.id}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(complaintDecisionSchema),
    shouldValidate: 'onSubmit',
  })
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const measures = [
    { value: 'none', label: t('queues.complaints.measureNone'), show: true },
    {
      value: 'reject_photo',
      label: t('queues.complaints.measurePhoto'),
      show: c.photo !== null && c.photo.status !== 'rejected',
    },
    { value: 'hide_profile', label: t('queues.complaints.measureProfile'), show: c.target?.profileStatus === 'active' },
  ].filter((m) => m.show)
  const textareaClass = (errors?: string[]) => `form-control${errors?.length ? ' is-invalid' : ''}`
  return (
    <>
      <title>{c.reference}</title>
      <p>
        <Link to="/staff/complaints">{t('queues.complaints.back')}</Link>
      </p>
      <h1 className="h3">
        {c.reference} <span className="badge text-bg-secondary">{t(`queues.complaints.status_${c.status}`)}</span>
      </h1>
      <div className="row g-4">
        <div className="col-lg-7">
          <dl>
            <dt>{t('queues.complaints.reason')}</dt>
            <dd>{t(`queues.reasons.${c.reason}`, { defaultValue: c.reason })}</dd>
            <dt>{t('queues.complaints.text')}</dt>
            <dd className="text-break" style={{ whiteSpace: 'pre-wrap' }} data-testid="complaint-text">
              {c.text}
            </dd>
            <dt>{t('queues.complaints.received')}</dt>
            <dd>{when.format(new Date(c.createdAt))}</dd>
            {c.open ? (
              <>
                <dt>{t('queues.complaints.due')}</dt>
                <dd>
                  <DueAt dueAt={c.dueAt} now={now} />
                </dd>
              </>
            ) : null}
            <dt>{t('queues.complaints.sender')}</dt>
            <dd>
              {c.reporter.kind === 'member'
                ? t('queues.complaints.senderMember', { name: c.reporter.name ?? c.reporter.email, id: c.reporter.id })
                : `${c.reporter.name ?? '—'} (${c.reporter.email ?? '—'})`}
              <div className="small text-body-secondary">{t('queues.complaints.senderLanguage', { language: c.language })}</div>
            </dd>
            <dt>{t('queues.complaints.about')}</dt>
            <dd>
              {c.target ? (
                <>
                  {c.target.name ?? '—'} <span className="text-body-secondary">({c.target.email})</span>
                  <div className="small text-body-secondary">
                    {t('queues.language')}: {c.target.language} ·{' '}
                    {c.target.profileStatus === 'disabled'
                      ? t('queues.complaints.profileHidden')
                      : t('queues.complaints.profileShown')}
                  </div>
                  {c.target.aboutMe ? (
                    <blockquote className="border-start ps-2 mt-2 small text-break" style={{ whiteSpace: 'pre-wrap' }}>
                      {c.target.aboutMe}
                    </blockquote>
                  ) : null}
                </>
              ) : (
                '—'
              )}
            </dd>
          </dl>
          {c.photo ? (
            <figure>
              <img
                src={c.photo.url}
                alt={t('queues.photos.photoNumber', { id: c.photo.id })}
                className="img-fluid rounded border staff-queue-photo"
              />
              <figcaption className="small text-body-secondary">
                {t(`queues.complaints.photoStatus_${c.photo.status}`)}
              </figcaption>
            </figure>
          ) : null}
        </div>
        <div className="col-lg-5">
          {c.open ? (
            <Form method="post" {...getFormProps(form)}>
              <h2 className="h5">{t('queues.complaints.decide')}</h2>
              {form.errors?.length ? (
                <div className="alert alert-danger" role="alert">
                  {form.errors.map((e) => t(e)).join(' ')}
                </div>
              ) : null}
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('queues.complaints.decision')}</legend>
                {(['resolved', 'rejected'] as const).map((d) => (
                  <div className="form-check" key={d}>
                    <input
                      className="form-check-input"
                      type="radio"
                      name={fields.decision.name}
                      id={`decision-${d}`}
                      value={d}
                      defaultChecked={fields.decision.initialValue === d}
                    />
                    <label className="form-check-label" htmlFor={`decision-${d}`}>
                      {t(`queues.complaints.decision_${d}`)}
                    </label>
                  </div>
                ))}
                <ErrorList errors={fields.decision.errors} ns="staff" />
              </fieldset>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('queues.complaints.measure')}</legend>
                {measures.map((m) => (
                  <div className="form-check" key={m.value}>
                    <input
                      className="form-check-input"
                      type="radio"
                      name={fields.measure.name}
                      id={`measure-${m.value}`}
                      value={m.value}
                      defaultChecked={(fields.measure.initialValue ?? 'none') === m.value}
                    />
                    <label className="form-check-label" htmlFor={`measure-${m.value}`}>
                      {m.label}
                    </label>
                  </div>
                ))}
                <ErrorList errors={fields.measure.errors} ns="staff" />
              </fieldset>
              {measures.length > 1 ? (
                <div className="mb-3">
                  <label htmlFor={fields.statement.id} className="form-label">
                    {t('queues.complaints.statement')}
                  </label>
                  <textarea
                    {...getTextareaProps(fields.statement)}
                    key={fields.statement.key}
                    rows={3}
                    maxLength={STATEMENT_MAX}
                    className={textareaClass(fields.statement.errors)}
                  />
                  <div className="form-text">{t('queues.statementHelp', { language: c.target?.language ?? '—' })}</div>
                  <ErrorList errors={fields.statement.errors} ns="staff" />
                </div>
              ) : null}
              <div className="mb-3">
                <label htmlFor={fields.resolution.id} className="form-label">
                  {t('queues.complaints.resolution')}
                </label>
                <textarea
                  {...getTextareaProps(fields.resolution)}
                  key={fields.resolution.key}
                  rows={4}
                  maxLength={STATEMENT_MAX}
                  className={textareaClass(fields.resolution.errors)}
                />
                <div className="form-text">{t('queues.complaints.resolutionHelp', { language: c.language })}</div>
                <ErrorList errors={fields.resolution.errors} ns="staff" />
              </div>
              <button type="submit" className="btn btn-primary">
                {t('queues.complaints.submit')}
              </button>
            </Form>
          ) : (
            <div className="alert alert-secondary" data-testid="complaint-decided">
              <p className="mb-1">{t(`queues.complaints.status_${c.status}`)}</p>
              {c.resolution ? <p className="mb-0 text-break">{c.resolution}</p> : null}
            </div>
          )}
        </div>
      </div>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
