// /staff/photos (photos.review): the photo queue. The oldest waiting photo of the console's site,
// one at a time; approve, or reject with a statement of reasons that the member gets by e-mail.
// After a decision the next photo in line shows. Keys: A approve, R reject (the reason field),
// J next, K previous; without JavaScript the same forms and links work.
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/photos'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList } from '../../components/forms/field.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { useQueueKeys } from '../../components/staff/queue-keys.ts'
import { readForm } from '../../../server/http/read-body.ts'
import { parseId } from '../../../server/http/parse-id.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import { photoQueue } from '../../../server/photos/photo-queue.ts'
import { approvePhoto, rejectPhoto } from '../../../server/photos/photo-review.ts'
import { PhotoError } from '../../../server/photos/photos.ts'
import { photoDecisionSchema, STATEMENT_MAX } from '../../../shared/staff/queues.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'photos.review')
  const url = new URL(args.request.url)
  const queue = await photoQueue(actor, site.id, {
    photoId: parseId(url.searchParams.get('photo')),
    afterId: parseId(url.searchParams.get('after')),
  }).catch(rethrowForbidden)
  const done = url.searchParams.get('done')
  return { queue, done: done === 'approved' || done === 'rejected' ? done : null }
}

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'photos.review')
  const submission = parseWithZod(await readForm(args.request), { schema: photoDecisionSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { photoId } = submission.value
  try {
    if (submission.value.intent === 'approve') await approvePhoto(photoId, actor)
    else await rejectPhoto(photoId, actor, { note: submission.value.note, baseUrl: siteOrigin(site) })
  } catch (error) {
    if (error instanceof PhotoError && error.code === 'not_found')
      return data({ result: submission.reply({ formErrors: ['queues.errors.photoUnknown'] }) }, { status: 400 })
    return rethrowForbidden(error)
  }
  const done = submission.value.intent === 'approve' ? 'approved' : 'rejected'
  return redirect(`/staff/photos?after=${photoId}&done=${done}`)
}

export default function StaffPhotos() {
  const { queue, done } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  const current = queue.current
  const [form, fields] = useForm<{ intent: string; photoId: string; note: string }>({
    id: `photo-reject-${current?.id ?? 'none'}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(photoDecisionSchema),
    shouldValidate: 'onSubmit',
  })
  useQueueKeys({ a: 'queue-approve', r: 'queue-reject-note', j: 'queue-next', k: 'queue-previous' })
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <>
      <title>{t('queues.photos.title')}</title>
      <h1 className="h3 mb-1">{t('queues.photos.title')}</h1>
      <p className="text-body-secondary" data-testid="queue-waiting">
        {t('queues.photos.waiting', { count: queue.waiting })}
      </p>
      {done ? (
        <div className="alert alert-success py-2" role="status">
          {t(`queues.photos.${done}`)}
        </div>
      ) : null}
      {/* A photo decided meanwhile, or a form sent by hand (the hidden fields). */}
      <ErrorList
        errors={[...(form.errors ?? []), ...(fields.photoId.errors ?? []), ...(fields.intent.errors ?? [])]}
        ns="staff"
      />
      {!current ? (
        <p className="lead" data-testid="queue-empty">
          {t('queues.photos.empty')}
        </p>
      ) : (
        <div className="row g-4" data-testid="queue-photo" data-photo-id={current.id}>
          <div className="col-lg-7">
            <img
              src={current.url}
              alt={t('queues.photos.alt', { name: current.member.name ?? current.member.email })}
              width={current.width}
              height={current.height}
              className="img-fluid rounded border staff-queue-photo"
            />
          </div>
          <div className="col-lg-5">
            <dl className="mb-3">
              <dt>{t('queues.member')}</dt>
              <dd>
                {current.member.name ?? '—'} <span className="text-body-secondary">({current.member.email})</span>
              </dd>
              <dt>{t('queues.language')}</dt>
              <dd>{current.member.language}</dd>
              <dt>{t('queues.photos.uploaded')}</dt>
              <dd>{when.format(new Date(current.createdAt))}</dd>
              <dt>{t('queues.photos.visibility')}</dt>
              <dd>{t(`queues.photos.visibility_${current.visibility === 'private' ? 'private' : 'public'}`)}</dd>
              <dt>{t('queues.photos.activePhotos')}</dt>
              <dd>{current.activePhotos}</dd>
            </dl>
            <Form method="post" className="mb-3">
              <input type="hidden" name="photoId" value={current.id} />
              <button type="submit" name="intent" value="approve" id="queue-approve" className="btn btn-success">
                {t('queues.photos.approve')} <kbd>A</kbd>
              </button>
            </Form>
            <Form method="post" {...getFormProps(form)} className="mb-3">
              <input type="hidden" name="photoId" value={current.id} />
              <label htmlFor="queue-reject-note" className="form-label">
                {t('queues.photos.reason')} <kbd>R</kbd>
              </label>
              <textarea
                {...getTextareaProps(fields.note)}
                id="queue-reject-note"
                key={fields.note.key}
                rows={3}
                maxLength={STATEMENT_MAX}
                className={`form-control${fields.note.errors?.length ? ' is-invalid' : ''}`}
                aria-describedby="queue-reject-help"
              />
              <div id="queue-reject-help" className="form-text">
                {t('queues.statementHelp', { language: current.member.language })}
              </div>
              <ErrorList errors={fields.note.errors} ns="staff" />
              <button type="submit" name="intent" value="reject" className="btn btn-outline-danger mt-2">
                {t('queues.photos.reject')}
              </button>
            </Form>
            <nav className="d-flex gap-2 align-items-center" aria-label={t('queues.position')}>
              {queue.previousId ? (
                <Link
                  id="queue-previous"
                  to={`/staff/photos?photo=${queue.previousId}`}
                  className="btn btn-sm btn-outline-secondary"
                >
                  {t('queues.previous')} <kbd>K</kbd>
                </Link>
              ) : null}
              {queue.nextId ? (
                <Link id="queue-next" to={`/staff/photos?photo=${queue.nextId}`} className="btn btn-sm btn-outline-secondary">
                  {t('queues.next')} <kbd>J</kbd>
                </Link>
              ) : null}
            </nav>
            <p className="small text-body-secondary mt-3">{t('queues.photos.keys')}</p>
          </div>
          {queue.upcoming.length ? (
            <div className="col-12">
              <h2 className="h6">{t('queues.upcoming')}</h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2">
                {queue.upcoming.map((p) => (
                  <li key={p.id}>
                    <Link to={`/staff/photos?photo=${p.id}`}>
                      <img
                        src={p.thumb}
                        alt={t('queues.photos.photoNumber', { id: p.id })}
                        width={80}
                        height={80}
                        className="rounded border"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
