// Account deletion (SPEC §2, §9): a reason, the alternatives first (a personal retention
// discount, invisible mode, notification settings), then confirmation with the password.
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import type { z } from 'zod'
import { data, Form, Link, redirect, useActionData } from 'react-router'
import type { Route } from './+types/notifications.delete-account'
import { ErrorList, Field, FormAlert } from '../components/forms/field.tsx'
import { destroySession } from '../../server/accounts/sessions.ts'
import { deleteAccountSchema, deleteReasons } from '../../shared/accounts/schemas.ts'
import { intlLocale } from '../../shared/i18n/intl-locale.ts'
import { getRetentionDiscount, requestDeletion } from '../../server/accounts/deletion.ts'
import { setInvisible } from '../../server/accounts/preferences.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'
import { clientIp, siteContext } from '../context.ts'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  return { invisible: user.invisible, paid: user.paidUser }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const formData = await readForm(request)
  const intent = formData.get('intent')
  if (intent === 'offer') {
    const code = await getRetentionDiscount(user.id)
    return data({
      result: undefined,
      offer: { code: code.code, percentage: code.valuePercentage, expires: code.expiresAt?.toISOString() ?? null },
      invisible: null,
    })
  }
  if (intent === 'invisible') {
    await setInvisible(user.id, true)
    return data({ result: undefined, offer: null, invisible: true })
  }
  const submission = parseWithZod(formData, { schema: deleteAccountSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }), offer: null, invisible: null }, { status: 400 })
  const result = await requestDeletion({
    userId: user.id,
    ...submission.value,
    baseUrl: siteOrigin(context.get(siteContext)),
    ip: clientIp(context),
  })
  if (!result.ok) {
    return data(
      {
        result: submission.reply({ fieldErrors: { password: ['errors.passwordWrong'] }, hideFields: ['password'] }),
        offer: null,
        invisible: null,
      },
      { status: 422 },
    )
  }
  throw redirect('/account-deleted', { headers: { 'Set-Cookie': await destroySession(request) } })
}

export default function DeleteAccount({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm<z.input<typeof deleteAccountSchema>>({
    id: 'delete-account',
    lastResult: actionData?.result,
    constraint: getZodConstraint(deleteAccountSchema),
  })
  const offer = actionData?.offer
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('deletion.title')}</title>
      <h1 className="h3">{t('deletion.title')}</h1>
      <p className="lead">{t('deletion.lead')}</p>

      <section className="card mb-4 border-primary" aria-labelledby="alternatives">
        <div className="card-body">
          <h2 id="alternatives" className="h5">
            {t('deletion.alternatives')}
          </h2>
          <ul className="list-unstyled mb-0 d-grid gap-3">
            <li>
              <strong>{t('deletion.offerTitle')}</strong>
              {offer ? (
                <div className="alert alert-success mt-2 mb-0" role="status">
                  {t('deletion.offerCode', { code: offer.code, percentage: offer.percentage })}
                  {offer.expires
                    ? ` ${t('deletion.offerExpires', { date: new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(offer.expires)) })}`
                    : null}{' '}
                  <Link to={`/credits?discount=${encodeURIComponent(offer.code)}`} className="alert-link">
                    {t('deletion.offerUse')}
                  </Link>
                </div>
              ) : (
                <Form method="post" className="mt-1">
                  <button className="btn btn-sm btn-primary" name="intent" value="offer" type="submit">
                    {t('deletion.offerButton')}
                  </button>
                </Form>
              )}
            </li>
            <li>
              <strong>{t('deletion.invisibleTitle')}</strong>
              <p className="mb-1 small">{t('settings.invisibleHelp')}</p>
              {loaderData.invisible || actionData?.invisible ? (
                <p className="text-success mb-0" role="status">
                  {t('settings.invisibleOn')}
                </p>
              ) : (
                <Form method="post">
                  <button className="btn btn-sm btn-outline-primary" name="intent" value="invisible" type="submit">
                    {t('deletion.invisibleButton')}
                  </button>
                </Form>
              )}
            </li>
            <li>
              <strong>{t('deletion.notificationsTitle')}</strong>
              <p className="mb-0 small">
                <Link to="/notifications">{t('deletion.notificationsLink')}</Link>
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="card" aria-labelledby="confirm-delete">
        <div className="card-body">
          <h2 id="confirm-delete" className="h5">
            {t('deletion.confirmTitle')}
          </h2>
          <p className="small">{t('deletion.explain', { days: 14 })}</p>
          <FormAlert errors={form.errors} />
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="delete" />
            <div className="mb-3">
              <label className="form-label" htmlFor={fields.reason.id}>
                {t('deletion.reason')}
              </label>
              <select
                id={fields.reason.id}
                name={fields.reason.name}
                className={`form-select${fields.reason.errors ? ' is-invalid' : ''}`}
                defaultValue=""
              >
                <option value="" disabled>
                  {t('signup.location.choose')}
                </option>
                {deleteReasons.map((r) => (
                  <option key={r} value={r}>
                    {t(`deletion.reasons.${r}`)}
                  </option>
                ))}
              </select>
              <ErrorList errors={fields.reason.errors} />
            </div>
            <div className="mb-3">
              <label className="form-label" htmlFor={fields.note.id}>
                {t('deletion.note')}
              </label>
              <textarea id={fields.note.id} name={fields.note.name} className="form-control" rows={3} maxLength={1000} />
            </div>
            <Field meta={fields.password} label={t('fields.password')} type="password" autoComplete="current-password" />
            <button className="btn btn-danger" type="submit">
              {t('deletion.submit')}
            </button>
          </Form>
        </div>
      </section>
    </main>
  )
}
