// /staff/inbox/figures (inbox.answer): per operator and for the site, over 1, 7 or 30 days:
// conversations answered, the median and 90th percentile of the time members waited, the open
// backlog; an admin (inbox.manage) sets the answer-time target and sees its breaches.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/inbox.figures'
import { useTranslation } from '../../i18n/use-translation.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { ErrorList } from '../../components/forms/field.tsx'
import { formatWait } from '../../components/staff/inbox-live.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { inboxFigures, setTargetMinutes } from '../../../server/inbox/figures.ts'
import { targetSchema } from '../../../shared/inbox/schemas.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'

const PERIODS = [1, 7, 30] as const

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'inbox.answer')
  const asked = Number(new URL(args.request.url).searchParams.get('days'))
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 7
  const figures = await inboxFigures(actor, site.id, days).catch(rethrowForbidden)
  return {
    figures: {
      ...figures,
      breaches: figures.breaches && {
        late: figures.breaches.late.map((l) => ({ ...l, answeredAt: l.answeredAt.toISOString() })),
        waiting: figures.breaches.waiting,
      },
    },
  }
}

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'inbox.manage')
  const submission = parseWithZod(await readForm(args.request), { schema: targetSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 })
  await setTargetMinutes(actor, site.id, submission.value.targetMinutes).catch(rethrowForbidden)
  return { result: submission.reply(), saved: true }
}

export default function StaffInboxFigures() {
  const { figures } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  const [form, fields] = useForm({
    id: 'inbox-target',
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: targetSchema }),
    defaultValue: { targetMinutes: String(figures.targetMinutes) },
  })
  const wait = (s: number | null) => (s == null ? '–' : formatWait(s, i18n.language))
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
  return (
    <>
      <title>{t('inbox.figures.title')}</title>
      <p>
        <Link to="/staff/inbox">{t('inbox.back')}</Link>
      </p>
      <h1 className="h3">{t('inbox.figures.title')}</h1>
      <nav className="nav nav-pills mb-3" aria-label={t('inbox.figures.period')}>
        {PERIODS.map((d) => (
          <Link key={d} to={`?days=${d}`} className={`nav-link${d === figures.days ? ' active' : ''}`}>
            {t('inbox.figures.days', { count: d })}
          </Link>
        ))}
      </nav>
      <div className="row g-3 mb-4" data-testid="inbox-site-figures">
        {[
          [t('inbox.figures.answered'), String(figures.site.answered)],
          [t('inbox.figures.median'), wait(figures.site.medianSeconds)],
          [t('inbox.figures.p90'), wait(figures.site.p90Seconds)],
          [t('inbox.figures.backlog'), String(figures.site.backlog)],
          [t('inbox.figures.target'), formatWait(figures.targetMinutes * 60, i18n.language)],
          [t('inbox.figures.beyondTarget'), String(figures.site.waitingBeyondTarget)],
        ].map(([label, value]) => (
          <div className="col-6 col-md-4 col-xl-2" key={label}>
            <div className="border rounded p-2 h-100">
              <div className="small text-body-secondary">{label}</div>
              <div className="fs-4">{value}</div>
            </div>
          </div>
        ))}
      </div>
      <h2 className="h5">{t('inbox.figures.perOperator')}</h2>
      <div className="table-responsive mb-4">
        <table className="table align-middle" data-testid="inbox-operator-figures">
          <thead>
            <tr>
              <th scope="col">{t('inbox.figures.operator')}</th>
              <th scope="col">{t('inbox.figures.answered')}</th>
              <th scope="col">{t('inbox.figures.conversations')}</th>
              <th scope="col">{t('inbox.figures.median')}</th>
              <th scope="col">{t('inbox.figures.p90')}</th>
              <th scope="col">{t('inbox.figures.breaches')}</th>
              <th scope="col">{t('inbox.figures.claimed')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.operators.map((o) => (
              <tr key={o.staffId ?? 'gone'}>
                <td>{o.name || t('inbox.figures.formerStaff')}</td>
                <td>{o.answered}</td>
                <td>{o.conversations}</td>
                <td>{wait(o.medianSeconds)}</td>
                <td>{wait(o.p90Seconds)}</td>
                <td>{o.breaches}</td>
                <td>{o.backlog}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {figures.breaches ? (
        <>
          <h2 className="h5">{t('inbox.figures.targetTitle')}</h2>
          {actionData?.saved ? (
            <div className="alert alert-success" role="status">
              {t('inbox.figures.saved')}
            </div>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="d-flex flex-wrap gap-2 align-items-start mb-4">
            <div>
              <label htmlFor={fields.targetMinutes.id} className="form-label">
                {t('inbox.figures.targetMinutes')}
              </label>
              <input
                {...getInputProps(fields.targetMinutes, { type: 'number' })}
                key={fields.targetMinutes.key}
                min={1}
                className={`form-control${fields.targetMinutes.errors?.length ? ' is-invalid' : ''}`}
              />
              <ErrorList id={fields.targetMinutes.errorId} errors={fields.targetMinutes.errors} ns="staff" />
            </div>
            <button type="submit" className="btn btn-primary mt-4">
              {t('inbox.figures.save')}
            </button>
          </Form>
          <h2 className="h5">{t('inbox.figures.breachesTitle')}</h2>
          <div className="row g-4" data-testid="inbox-breaches">
            <div className="col-lg-6">
              <h3 className="h6">{t('inbox.figures.lateAnswers')}</h3>
              {figures.breaches.late.length ? (
                <ul className="small">
                  {figures.breaches.late.map((l) => (
                    <li key={`${l.conversationId}-${l.answeredAt}`}>
                      {t('inbox.figures.lateAnswer', {
                        name: l.staffName || t('inbox.figures.formerStaff'),
                        time: wait(l.waitedSeconds),
                        at: date.format(new Date(l.answeredAt)),
                      })}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="small text-body-secondary">{t('inbox.figures.none')}</p>
              )}
            </div>
            <div className="col-lg-6">
              <h3 className="h6">{t('inbox.figures.longWaits')}</h3>
              {figures.breaches.waiting.length ? (
                <ul className="small">
                  {figures.breaches.waiting.map((w) => (
                    <li key={w.conversationId}>
                      {t('inbox.figures.longWait', { member: w.memberName, profile: w.profileName, time: wait(w.waitedSeconds) })}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="small text-body-secondary">{t('inbox.figures.none')}</p>
              )}
            </div>
          </div>
        </>
      ) : null}
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
