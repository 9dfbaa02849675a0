// /staff/inbox/personas (inbox.manage): the site's fictional profiles and their persona notes,
// what operators read before they write as the profile (docs/operators.md).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/inbox.personas'
import { useTranslation } from '../../i18n/use-translation.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { ErrorList } from '../../components/forms/field.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { listPersonas, setPersonaNote } from '../../../server/inbox/inbox.ts'
import { InboxError } from '../../../server/inbox/inbox-error.ts'
import { INBOX_NOTE_MAX, personaSchema } from '../../../shared/inbox/schemas.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'inbox.manage')
  return { personas: await listPersonas(actor, site.id).catch(rethrowForbidden) }
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await staffAction(args, 'inbox.manage')
  const submission = parseWithZod(await readForm(args.request), { schema: personaSchema })
  if (submission.status !== 'success')
    return data(
      {
        savedId: null,
        profileId: null,
        errors: Object.values(submission.error ?? {})
          .flat()
          .filter((e): e is string => typeof e === 'string'),
      },
      { status: 400 },
    )
  try {
    await setPersonaNote(actor, submission.value.profileId, submission.value.persona)
  } catch (error) {
    if (error instanceof InboxError)
      return data({ savedId: null, profileId: submission.value.profileId, errors: ['inbox.errors.notFound'] }, { status: 404 })
    return rethrowForbidden(error)
  }
  return { savedId: submission.value.profileId, profileId: submission.value.profileId, errors: [] as string[] }
}

export default function StaffInboxPersonas() {
  const { personas } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  return (
    <>
      <title>{t('inbox.personas.title')}</title>
      <p>
        <Link to="/staff/inbox">{t('inbox.back')}</Link>
      </p>
      <h1 className="h3">{t('inbox.personas.title')}</h1>
      <p className="text-body-secondary">{t('inbox.personas.intro')}</p>
      {actionData?.errors?.length && actionData.profileId == null ? <ErrorList errors={actionData.errors} ns="staff" /> : null}
      {personas.length === 0 ? <p>{t('inbox.personas.none')}</p> : null}
      <div className="d-flex flex-column gap-3" style={{ maxWidth: 800 }}>
        {personas.map((p) => (
          <Form method="post" key={p.id} className="border rounded p-3" data-persona={p.id}>
            <input type="hidden" name="profileId" value={p.id} />
            <label htmlFor={`persona-${p.id}`} className="form-label fw-semibold">
              {p.name} <span className="text-body-secondary fw-normal">({p.country})</span>
            </label>
            <textarea
              id={`persona-${p.id}`}
              name="persona"
              rows={3}
              maxLength={INBOX_NOTE_MAX}
              defaultValue={p.persona}
              className="form-control mb-2"
            />
            {actionData?.profileId === p.id ? <ErrorList errors={actionData.errors} ns="staff" /> : null}
            <div className="d-flex align-items-center gap-2">
              <button type="submit" className="btn btn-sm btn-primary">
                {t('inbox.personas.save')}
              </button>
              {actionData?.savedId === p.id ? (
                <span className="text-success small" role="status">
                  {t('inbox.personas.saved')}
                </span>
              ) : null}
            </div>
          </Form>
        ))}
      </div>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
