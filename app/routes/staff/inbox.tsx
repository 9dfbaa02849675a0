// /staff/inbox (inbox.answer): the conversations between members and the site's fictional
// profiles that wait for an answer, oldest first, with the time waited, the member's language and
// whether they paid; filtered by language. New ones arrive live (/staff/inbox/events). Opening one
// claims it (a POST: the claim is a change) and leads to /staff/inbox/:id.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/inbox'
import { useTranslation } from '../../i18n/use-translation.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { formatWait, languageName, useInboxLive } from '../../components/staff/inbox-live.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { listWaiting } from '../../../server/inbox/inbox.ts'
import { claimConversation } from '../../../server/inbox/claims.ts'
import { InboxError } from '../../../server/inbox/inbox-error.ts'
import { claimSchema, languageFilter } from '../../../shared/inbox/schemas.ts'
import { locales } from '../../../shared/i18n/config.ts'
import { staffMay } from '../../../server/staff/permissions.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site, staff } = await requireStaff(args, 'inbox.answer')
  const language = languageFilter(new URL(args.request.url).searchParams.get('language'), locales)
  const list = await listWaiting(actor, site.id, { language }).catch(rethrowForbidden)
  return {
    language,
    total: list.total,
    languages: list.languages,
    rows: list.rows.map((r) => ({
      ...r,
      waitingSince: r.waitingSince.toISOString(),
      claim: r.claim ? { ...r.claim, expiresAt: r.claim.expiresAt.toISOString() } : null,
    })),
    mayManage: staffMay(staff, 'inbox.manage', site.id),
  }
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await staffAction(args, 'inbox.answer')
  const submission = parseWithZod(await readForm(args.request), { schema: claimSchema })
  if (submission.status !== 'success') return data({ error: 'inbox.errors.notFound', holder: '' }, { status: 400 })
  try {
    await claimConversation(actor, submission.value.conversationId)
  } catch (error) {
    if (error instanceof InboxError)
      return data(
        { error: `inbox.errors.${error.code === 'claimed' ? 'claimed' : 'notFound'}`, holder: error.details.holder ?? '' },
        { status: error.code === 'claimed' ? 409 : 404 },
      )
    return rethrowForbidden(error)
  }
  return redirect(`/staff/inbox/${submission.value.conversationId}`)
}

export default function StaffInbox() {
  const { rows, total, languages, language, mayManage } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  useInboxLive()
  return (
    <>
      <title>{t('inbox.title')}</title>
      <div className="d-flex flex-wrap align-items-baseline gap-3 mb-3">
        <h1 className="h3 mb-0">{t('inbox.title')}</h1>
        <span className="text-body-secondary" data-testid="inbox-total">
          {t('inbox.waiting', { count: total })}
        </span>
        <Link to="/staff/inbox/figures" className="ms-auto">
          {t('inbox.figures.title')}
        </Link>
        {mayManage ? <Link to="/staff/inbox/personas">{t('inbox.personas.title')}</Link> : null}
      </div>
      <Form method="get" className="d-flex gap-2 align-items-center mb-3">
        <label htmlFor="inbox-language" className="form-label mb-0">
          {t('inbox.language')}
        </label>
        <select id="inbox-language" name="language" defaultValue={language ?? ''} className="form-select w-auto">
          <option value="">{t('inbox.allLanguages')}</option>
          {languages.map((l) => (
            <option key={l.language} value={l.language}>
              {languageName(l.language, i18n.language)} ({l.count})
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-outline-secondary">
          {t('inbox.filter')}
        </button>
      </Form>
      {actionData?.error ? (
        <div className="alert alert-warning" role="alert" data-testid="inbox-error">
          {t(actionData.error, { holder: actionData.holder })}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-body-secondary" data-testid="inbox-empty">
          {t('inbox.empty')}
        </p>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle" data-testid="inbox-list">
            <thead>
              <tr>
                <th scope="col">{t('inbox.waited')}</th>
                <th scope="col">{t('inbox.member')}</th>
                <th scope="col">{t('inbox.language')}</th>
                <th scope="col">{t('inbox.profile')}</th>
                <th scope="col">{t('inbox.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.conversationId} data-conversation={r.conversationId}>
                  <td>
                    <time dateTime={r.waitingSince}>{formatWait(r.waitedSeconds, i18n.language)}</time>
                  </td>
                  <td>
                    {r.memberName} {r.paid ? <span className="badge text-bg-success">{t('inbox.paid')}</span> : null}
                  </td>
                  <td>{languageName(r.language, i18n.language)}</td>
                  <td>{r.profileName}</td>
                  <td>
                    {r.claim && !r.claim.mine ? (
                      <span className="text-body-secondary">{t('inbox.claimedBy', { name: r.claim.name })}</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="claim" />
                        <input type="hidden" name="conversationId" value={r.conversationId} />
                        <button type="submit" className="btn btn-sm btn-primary">
                          {r.claim?.mine ? t('inbox.continue') : t('inbox.open')}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
