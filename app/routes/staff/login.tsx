// /staff/login (docs/staff.md): reachable by anyone, it says nothing about who is staff: an
// unknown address, a disabled account and a wrong password get the same answer. Step one is
// the password, step two the code from the authenticator app (or a recovery code); an account
// without an app enrols one first and sees its ten recovery codes once.
import { getFormProps, useForm } from '@conform-to/react'
import type { z } from 'zod'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, redirectDocument, useActionData, useLoaderData, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { clientIp } from '../../context.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Field } from '../../components/forms/field.tsx'
import staffStylesHref from '../../styles/staff.scss?url'
import { readForm } from '../../../server/http/read-body.ts'
import { readStaffSession, destroyStaffSession } from '../../../server/staff/sessions.ts'
import { confirmStaffEnrolment, staffLogin, StaffLoginError, verifyStaffSecondFactor } from '../../../server/staff/login.ts'
import { secondFactorSchema, staffLoginSchema } from '../../../shared/staff/schemas.ts'
import { loginStep } from './login.server.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStylesHref, precedence: 'high' }]

export async function loader({ request }: Route.LoaderArgs) {
  // Signed in already (or just now, with the recovery codes on screen): the page links to the console.
  return loginStep(request)
}

const loginError = (error: StaffLoginError, status = 401) => {
  const message = {
    failed: 'errors.loginFailed',
    locked: 'errors.loginLocked',
    too_many_attempts: 'errors.loginTooManyAttempts',
  }[error.code]
  const limited = error.code !== 'failed'
  return data({ error: message, minutes: error.details.minutes ?? 0, recoveryCodes: null }, { status: limited ? 429 : status })
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = form.get('intent')
  const ip = clientIp(context)
  if (intent === 'cancel') throw redirect('/staff/login', { headers: { 'Set-Cookie': await destroyStaffSession(request) } })
  try {
    if (intent === 'password') {
      const submission = parseWithZod(form, { schema: staffLoginSchema })
      if (submission.status !== 'success')
        return data({ error: 'errors.loginFailed', minutes: 0, recoveryCodes: null }, { status: 400 })
      const session = await staffLogin({ ...submission.value, ip, userAgent: request.headers.get('user-agent') })
      throw redirect('/staff/login', { headers: { 'Set-Cookie': session.cookie } })
    }
    const session = await readStaffSession(request)
    const submission = parseWithZod(form, { schema: secondFactorSchema })
    // A session that ended meanwhile starts over at the password.
    if (!session || session.verified) throw redirect('/staff/login')
    if (submission.status !== 'success')
      return data({ error: 'errors.codeInvalid', minutes: 0, recoveryCodes: null }, { status: 400 })
    if (intent === 'enrol') {
      const recoveryCodes = await confirmStaffEnrolment(session, submission.value.code, ip)
      return { error: null, minutes: 0, recoveryCodes }
    }
    await verifyStaffSecondFactor(session, submission.value.code, ip)
    throw redirectDocument('/staff')
  } catch (error) {
    if (error instanceof StaffLoginError) return loginError(error)
    throw error
  }
}

export default function StaffLogin() {
  const step = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  const [params] = useSearchParams()
  if (actionData?.recoveryCodes) return <RecoveryCodes codes={actionData.recoveryCodes} />
  if (step.step === 'done') return <SignedIn />
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 480 }}>
      <title>{t('login.title')}</title>
      <h1 className="h3 mb-4">
        {step.step === 'enrol' ? t('login.enrolTitle') : step.step === 'code' ? t('login.verifyTitle') : t('login.title')}
      </h1>
      {params.get('setup') === 'done' && step.step === 'password' ? (
        <div className="alert alert-success">{t('login.passwordChanged')}</div>
      ) : null}
      {actionData?.error ? (
        <div className="alert alert-danger" role="alert">
          {t(actionData.error, { minutes: actionData.minutes })}
        </div>
      ) : null}
      {step.step === 'password' ? (
        <PasswordForm />
      ) : step.step === 'code' ? (
        <CodeForm intent="verify" />
      ) : (
        <Enrolment secret={step.secret} qrSvg={step.qrSvg} />
      )}
    </main>
  )
}

function PasswordForm() {
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof staffLoginSchema>>({
    id: 'staff-login',
    constraint: getZodConstraint(staffLoginSchema),
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <Field meta={fields.email} label={t('login.email')} type="email" autoComplete="username" ns="staff" />
      <Field meta={fields.password} label={t('login.password')} type="password" autoComplete="current-password" ns="staff" />
      <button type="submit" className="btn btn-primary w-100">
        {t('login.submit')}
      </button>
    </Form>
  )
}

function CodeForm({ intent }: { intent: 'verify' | 'enrol' }) {
  const { t } = useTranslation('staff')
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <div className="mb-3">
          <label htmlFor="staff-code" className="form-label">
            {intent === 'enrol' ? t('login.confirmCode') : t('login.code')}
          </label>
          <input
            id="staff-code"
            name="code"
            className="form-control"
            autoComplete="one-time-code"
            inputMode={intent === 'enrol' ? 'numeric' : 'text'}
            required
            maxLength={20}
            aria-describedby="staff-code-help"
          />
          {intent === 'verify' ? (
            <div id="staff-code-help" className="form-text">
              {t('login.codeHelp')}
            </div>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary w-100">
          {t('login.verify')}
        </button>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="btn btn-link p-0">
          {t('login.logout')}
        </button>
      </Form>
    </>
  )
}

function Enrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  const { t } = useTranslation('staff')
  return (
    <>
      <p>{t('login.enrolIntro')}</p>
      {/* The QR code is SVG made on the server by the qrcode package from our own otpauth:// address. */}
      <div className="staff-qr mb-3" data-testid="staff-qr" dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <p className="mb-1">{t('login.enrolSecret')}</p>
      <p>
        <code data-testid="staff-totp-secret">{secret}</code>
      </p>
      <CodeForm intent="enrol" />
    </>
  )
}

/** `/staff.data` is outside the cookie's path /staff: the way in is a document load (docs/staff.md). */
function SignedIn() {
  const { t } = useTranslation('staff')
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 480 }}>
      <title>{t('login.title')}</title>
      <a className="btn btn-primary" href="/staff">
        {t('login.continue')}
      </a>
    </main>
  )
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('staff')
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 560 }}>
      <title>{t('login.recoveryTitle')}</title>
      <h1 className="h3 mb-3">{t('login.recoveryTitle')}</h1>
      <p>{t('login.recoveryIntro')}</p>
      <ul className="list-unstyled staff-codes mb-4" data-testid="staff-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <a className="btn btn-primary" href="/staff">
        {t('login.continue')}
      </a>
    </main>
  )
}
