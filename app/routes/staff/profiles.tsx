// /staff/profiles (profiles.review): profiles whose texts matched a rule (contact details, links,
// messengers: shared/members/text-flags.ts), the oldest flag first. Approve the texts, or hide the
// profile with a statement of reasons that the member gets by e-mail (disableProfile).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/profiles'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList } from '../../components/forms/field.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import { approveProfileText, listFlaggedProfiles } from '../../../server/members/profile-text-review.ts'
import { disableProfile } from '../../../server/members/profile-moderation.ts'
import { profileTextDecisionSchema, STATEMENT_MAX, STATEMENT_MIN } from '../../../shared/staff/queues.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'profiles.review')
  const profiles = await listFlaggedProfiles(actor, site.id).catch(rethrowForbidden)
  const done = new URL(args.request.url).searchParams.get('done')
  return { profiles, done: done === 'approved' || done === 'hidden' ? done : null }
}

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'profiles.review')
  const submission = parseWithZod(await readForm(args.request), { schema: profileTextDecisionSchema })
  const userId = submission.payload.userId
  const fail = (errors: Record<string, string[] | null> | undefined | null) =>
    data({ userId: typeof userId === 'string' ? userId : null, errors: errors ?? {} }, { status: 400 })
  if (submission.status !== 'success') return fail(submission.error)
  const value = submission.value
  try {
    const result =
      value.intent === 'approve'
        ? await approveProfileText(value.userId, actor)
        : await disableProfile(value.userId, actor, { note: value.note, baseUrl: siteOrigin(site) })
    if (!result.ok) return fail({ '': ['queues.errors.profileUnknown'] })
  } catch (error) {
    return rethrowForbidden(error)
  }
  return redirect(`/staff/profiles?done=${value.intent === 'approve' ? 'approved' : 'hidden'}`)
}

export default function StaffProfiles() {
  const { profiles, done } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const errorsFor = (id: number) => (actionData && actionData.userId === String(id) ? actionData.errors : null)
  return (
    <>
      <title>{t('queues.profiles.title')}</title>
      <h1 className="h3 mb-1">{t('queues.profiles.title')}</h1>
      <p className="text-body-secondary">{t('queues.profiles.intro')}</p>
      {done ? (
        <div className="alert alert-success py-2" role="status">
          {t(`queues.profiles.${done}`)}
        </div>
      ) : null}
      {actionData && !profiles.some((p) => String(p.userId) === actionData.userId) ? (
        // A profile no longer in the list (decided meanwhile) or a form sent by hand: the errors on top.
        <ErrorList
          errors={Object.values(actionData.errors)
            .flat()
            .filter((e) => e !== null)}
          ns="staff"
        />
      ) : null}
      {!profiles.length ? (
        <p className="lead" data-testid="queue-empty">
          {t('queues.profiles.empty')}
        </p>
      ) : (
        <ol className="list-unstyled d-grid gap-3" data-testid="staff-flagged-profiles">
          {profiles.map((p) => {
            const errors = errorsFor(p.userId)
            const noteId = `hide-note-${p.userId}`
            return (
              <li key={p.userId} className="card" data-profile-id={p.userId}>
                <div className="card-body">
                  <div className="d-flex gap-3 align-items-start">
                    {p.photo ? <img src={p.photo} alt="" width={64} height={64} className="rounded border" /> : null}
                    <div className="flex-grow-1">
                      <h2 className="h5 mb-1">
                        {p.name} <span className="small text-body-secondary">({p.email})</span>
                      </h2>
                      <p className="small text-body-secondary mb-2">
                        {t('queues.profiles.flaggedAt', { when: when.format(new Date(p.flaggedAt)) })} ·{' '}
                        {p.flags.map((f) => t(`queues.flags.${f}`)).join(', ')} · {t('queues.language')}: {p.language}
                      </p>
                      {p.aboutMe ? (
                        <>
                          <h3 className="h6 mb-1">{t('queues.profiles.aboutMe')}</h3>
                          <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                            {p.aboutMe}
                          </p>
                        </>
                      ) : null}
                      {p.signupMessage ? (
                        <>
                          <h3 className="h6 mb-1">{t('queues.profiles.signupMessage')}</h3>
                          <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                            {p.signupMessage}
                          </p>
                        </>
                      ) : null}
                    </div>
                  </div>
                  {errors?.[''] ? <ErrorList errors={errors['']} ns="staff" /> : null}
                  <div className="d-flex flex-wrap gap-3 align-items-end mt-2">
                    <Form method="post">
                      <input type="hidden" name="userId" value={p.userId} />
                      <button type="submit" name="intent" value="approve" className="btn btn-success">
                        {t('queues.profiles.approve')}
                      </button>
                    </Form>
                    <Form method="post" className="flex-grow-1" noValidate>
                      <input type="hidden" name="userId" value={p.userId} />
                      <label htmlFor={noteId} className="form-label">
                        {t('queues.profiles.reason')}
                      </label>
                      <textarea
                        id={noteId}
                        name="note"
                        rows={2}
                        minLength={STATEMENT_MIN}
                        maxLength={STATEMENT_MAX}
                        required
                        aria-invalid={errors?.note ? true : undefined}
                        className={`form-control${errors?.note ? ' is-invalid' : ''}`}
                      />
                      <div className="form-text">{t('queues.statementHelp', { language: p.language })}</div>
                      <ErrorList errors={errors?.note} ns="staff" />
                      <button type="submit" name="intent" value="hide" className="btn btn-outline-danger mt-2">
                        {t('queues.profiles.hide')}
                      </button>
                    </Form>
                  </div>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
