// /complaints (SPEC §1, §2): the EU DSA notice-and-action form. Anyone may report a profile,
// a photo or anything else; ?profile=<id>&photo=<id> come from the Report links on profiles.
// Validated on the server only (ADR 006); works without JavaScript.
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, useActionData } from 'react-router'
import type { Route } from './+types/complaints'
import { localeContext, siteContext, clientIp } from '../context.ts'
import { getSessionUser } from '../../server/accounts/sessions.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'
import { ComplaintForm } from '../components/complaints/complaint-form.tsx'
import { fileComplaint } from '../../server/complaints/file-complaint.ts'
import { getComplaintTarget } from '../../server/complaints/complaint-target.ts'
import {
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  complaintReasons,
  memberComplaintSchema,
  visitorComplaintSchema,
} from '../../shared/complaints/schemas.ts'
import { sessionUser } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const [user, target] = await Promise.all([
    sessionUser({ request, context }),
    getComplaintTarget(context.get(siteContext).id, url.searchParams.get('profile'), url.searchParams.get('photo')),
  ])
  return {
    reporter: user ? { name: user.profile?.name ?? user.email, email: user.email } : null,
    target,
    reasons: complaintReasons,
    textLength: { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX },
    constraint: getZodConstraint(user ? memberComplaintSchema : visitorComplaintSchema),
  }
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

export default function Complaints({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('complaints')
  const actionData = useActionData<typeof action>()
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
        <ComplaintForm
          reporter={loaderData.reporter}
          target={loaderData.target}
          reasons={loaderData.reasons}
          textLength={loaderData.textLength}
          constraint={loaderData.constraint}
          result={actionData?.result}
          error={actionData?.error}
        />
      )}
    </main>
  )
}
