// /notifications: the settings screen (SPEC §2 lists the notifications route as settings):
// e-mail address, password, invisible mode, e-mail notification preferences, location with the geolocation button, blocked
// members, logout and the delete-account item.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { data, Form, Link, useActionData } from 'react-router'
import type { Route } from './+types/notifications'
import { Field, FormAlert } from '../components/forms/field.tsx'
import { requireUser } from '../../server/accounts/sessions.ts'
import { changeEmailSchema, changePasswordSchema } from '../../shared/accounts/schemas.ts'
import { changePassword } from '../../server/accounts/password.ts'
import { requestEmailChange } from '../../server/accounts/email-change.ts'
import { setInvisible } from '../../server/accounts/preferences.ts'
import { resendActivation } from '../../server/accounts/activation.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'
import { clientIp, siteContext, localeContext } from '../context.ts'
import { handleBlockedIntent, listBlocked, type BlockedIntentResult } from '../../server/members/blocking.ts'
import {
  LOCATION_INTENT,
  getLocationSettings,
  handleLocationIntent,
  type LocationIntentResult,
} from '../../server/members/location-settings.ts'
import { BlockedMembersSection } from '../components/members/blocked-members-section.tsx'
import { LocationSettingsSection } from '../components/profile/location-settings-section.tsx'
import { EmailPreferencesSection } from '../components/notifications/email-preferences-section.tsx'
import { PushSection } from '../components/notifications/push-section.tsx'
import { getEmailPreferences } from '../../server/notifications/preferences.ts'
import { handlePreferencesIntent, type PreferencesIntentResult } from '../../server/notifications/preferences-intent.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [blocked, location, emailPreferences] = await Promise.all([
    listBlocked(user.id, context.get(siteContext).id),
    getLocationSettings(user.id, context.get(siteContext), context.get(localeContext)),
    getEmailPreferences(user.id),
  ])
  return {
    email: user.email,
    invisible: user.invisible,
    notConfirmed: user.status === 'not_confirmed',
    blocked,
    location,
    emailPreferences,
    push: { publicKey: context.get(siteContext).pushPublicKey, siteName: context.get(siteContext).name },
  }
}

const respond = (intent: string, result: SubmissionResult<string[]> | undefined, notice: string | null, status = 200) =>
  data({ intent, result, notice }, { status })

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const formData = await readForm(request)
  const intent = String(formData.get('intent'))
  if (intent === LOCATION_INTENT) return handleLocationIntent(user.id, context.get(siteContext), formData)
  const preferences = await handlePreferencesIntent(user.id, formData)
  if (preferences) return data(preferences, { status: preferences.ok ? 200 : 400 })
  const blocked = await handleBlockedIntent(user.id, context.get(siteContext).id, formData)
  if (blocked) return data({ intent: 'unblock', blocked }, { status: blocked.ok ? 200 : 400 })
  if (intent === 'change-password') {
    const submission = parseWithZod(formData, { schema: changePasswordSchema })
    const hide = { hideFields: ['old_password', 'password', 'password_repeat'] }
    if (submission.status !== 'success') return respond(intent, submission.reply(hide), null, 400)
    const result = await changePassword(user.id, user.sessionId, submission.value.old_password, submission.value.password)
    if (!result.ok)
      return respond(intent, submission.reply({ fieldErrors: { old_password: ['errors.oldPasswordWrong'] }, ...hide }), null, 422)
    return respond(intent, submission.reply({ resetForm: true }), 'settings.passwordChanged')
  }
  if (intent === 'change-email') {
    const submission = parseWithZod(formData, { schema: changeEmailSchema })
    if (submission.status !== 'success') return respond(intent, submission.reply({ hideFields: ['password'] }), null, 400)
    const result = await requestEmailChange(
      user.id,
      submission.value.email,
      submission.value.password,
      siteOrigin(context.get(siteContext)),
      clientIp(context),
    )
    if (!result.ok) {
      const emailError = {
        taken: 'errors.emailTaken',
        same: 'errors.newEmailInvalid',
        too_many_attempts: 'errors.tooManyAttempts',
      }
      const fieldErrors: Record<string, string[]> =
        result.error === 'password' ? { password: ['errors.passwordWrong'] } : { email: [emailError[result.error]] }
      return respond(
        intent,
        submission.reply({ fieldErrors, hideFields: ['password'] }),
        null,
        result.error === 'too_many_attempts' ? 429 : 422,
      )
    }
    return respond(intent, submission.reply({ resetForm: true }), 'settings.emailChangeSent')
  }
  if (intent === 'invisible') {
    await setInvisible(user.id, formData.get('invisible') === 'on')
    return respond(intent, undefined, formData.get('invisible') === 'on' ? 'settings.invisibleOn' : 'settings.invisibleOff')
  }
  if (intent === 'resend') {
    const sent = await resendActivation(user.id, siteOrigin(context.get(siteContext)))
    return respond(intent, undefined, sent.ok ? 'signup.confirm.resent' : 'errors.tooManyResends', sent.ok ? 200 : 429)
  }
  return respond(intent, undefined, null, 400)
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const answer = useActionData<typeof action>()
  // The location and blocked-members items answer in their own shapes.
  const locationResult = answer?.intent === 'location' ? (answer as LocationIntentResult) : undefined
  const preferencesResult =
    answer?.intent === 'email-preferences' || answer?.intent === 'enable-notifications'
      ? (answer as PreferencesIntentResult)
      : undefined
  const blockedResult = answer?.intent === 'unblock' ? (answer as { blocked: BlockedIntentResult }).blocked : null
  const actionData =
    answer && 'result' in answer
      ? (answer as { intent: string; result: SubmissionResult<string[]> | undefined; notice: string | null })
      : undefined
  const [emailForm, emailFields] = useForm<z.input<typeof changeEmailSchema>>({
    id: 'change-email',
    lastResult: actionData?.intent === 'change-email' ? actionData.result : undefined,
    constraint: getZodConstraint(changeEmailSchema),
  })
  const [passwordForm, passwordFields] = useForm<z.input<typeof changePasswordSchema>>({
    id: 'change-password',
    lastResult: actionData?.intent === 'change-password' ? actionData.result : undefined,
    constraint: getZodConstraint(changePasswordSchema),
  })
  const notice = actionData?.notice
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('settings.title')}</title>
      <h1 className="h3 mb-3">{t('settings.title')}</h1>
      {notice ? (
        <div className={`alert ${notice.startsWith('errors.') ? 'alert-warning' : 'alert-success'}`} role="status">
          {t(notice)}
        </div>
      ) : null}
      {loaderData.notConfirmed ? (
        <Form method="post" className="alert alert-warning d-flex flex-wrap gap-2 align-items-center">
          <span>{t('members.confirmEmail')}</span>
          <button className="btn btn-sm btn-outline-dark" name="intent" value="resend" type="submit">
            {t('signup.confirm.resend')}
          </button>
        </Form>
      ) : null}

      <section className="card mb-4" aria-labelledby="email-heading">
        <div className="card-body">
          <h2 id="email-heading" className="h5">
            {t('settings.email')}
          </h2>
          <p className="text-muted">{t('settings.currentEmail', { email: loaderData.email })}</p>
          <FormAlert errors={emailForm.errors} />
          <Form method="post" {...getFormProps(emailForm)}>
            <input type="hidden" name="intent" value="change-email" />
            <Field meta={emailFields.email} label={t('fields.newEmail')} type="email" autoComplete="email" />
            <Field meta={emailFields.password} label={t('fields.password')} type="password" autoComplete="current-password" />
            <button className="btn btn-primary" type="submit">
              {t('settings.changeEmail')}
            </button>
          </Form>
        </div>
      </section>

      <section className="card mb-4" aria-labelledby="password-heading">
        <div className="card-body">
          <h2 id="password-heading" className="h5">
            {t('settings.password')}
          </h2>
          <FormAlert errors={passwordForm.errors} />
          <Form method="post" {...getFormProps(passwordForm)}>
            <input type="hidden" name="intent" value="change-password" />
            <Field
              meta={passwordFields.old_password}
              label={t('fields.oldPassword')}
              type="password"
              autoComplete="current-password"
            />
            <Field meta={passwordFields.password} label={t('fields.newPassword')} type="password" autoComplete="new-password" />
            <Field
              meta={passwordFields.password_repeat}
              label={t('fields.repeatPassword')}
              type="password"
              autoComplete="new-password"
            />
            <button className="btn btn-primary" type="submit">
              {t('settings.changePassword')}
            </button>
          </Form>
        </div>
      </section>

      <section className="card mb-4" aria-labelledby="privacy-heading">
        <div className="card-body">
          <h2 id="privacy-heading" className="h5">
            {t('settings.privacy')}
          </h2>
          <Form method="post" className="d-flex flex-wrap gap-3 align-items-center">
            <input type="hidden" name="intent" value="invisible" />
            <div className="form-check form-switch mb-0">
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id="invisible"
                name="invisible"
                defaultChecked={loaderData.invisible}
              />
              <label className="form-check-label" htmlFor="invisible">
                {t('settings.invisible')}
              </label>
            </div>
            <button className="btn btn-outline-primary btn-sm" type="submit">
              {t('settings.save')}
            </button>
          </Form>
          <p className="form-text mb-0">{t('settings.invisibleHelp')}</p>
        </div>
      </section>

      <EmailPreferencesSection preferences={loaderData.emailPreferences} result={preferencesResult} />

      <PushSection publicKey={loaderData.push.publicKey} siteName={loaderData.push.siteName} />

      <LocationSettingsSection settings={loaderData.location} result={locationResult} />

      <BlockedMembersSection members={loaderData.blocked} result={blockedResult} />

      <section className="d-flex flex-wrap gap-2 justify-content-between">
        <Form method="post" action="/api/logout.php">
          <button className="btn btn-outline-secondary" type="submit">
            {t('settings.logout')}
          </button>
        </Form>
        <Link className="btn btn-link text-danger" to="/notifications/delete-account">
          {t('settings.deleteAccount')}
        </Link>
      </section>
    </main>
  )
}
