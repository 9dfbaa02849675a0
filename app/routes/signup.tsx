// /signup (SPEC §2, §4): step "message", then "personal info" which creates the account;
// location, about me and the e-mail confirmation follow on /complete-signup. Works without
// JavaScript (each step posts to the server); with it, the draft survives a reload.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/signup'
import { localeContext, siteContext } from '../context.ts'
import { ErrorList, Field, FormAlert } from '../components/forms/field.tsx'
import { suggestEmail } from '../utils/email-suggestion.ts'
import { signupSchema } from '../../server/accounts/schemas.ts'
import { signUp } from '../../server/accounts/signup.ts'
import { signupGate } from '../../server/accounts/signup-page.ts'
import { createSession, getSessionUser } from '../../server/accounts/sessions.ts'
import { originOf } from '../../server/accounts/account-emails.ts'

const DRAFT_KEY = 'amora-signup-draft'
const DRAFT_FIELDS = ['email', 'name', 'date_of_birth', 'signup_message', 'gender', 'looking_for'] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect('/complete-signup')
  const gate = await signupGate(context.get(siteContext), request)
  return { allowed: gate.allowed, mode: gate.mode, invite: gate.invite, minAge: gate.minAge }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const formData = await request.formData()
  if (formData.get('intent') === 'message') {
    const message = String(formData.get('signup_message') ?? '').slice(0, 500)
    return data({ step: 'personal' as const, message, result: undefined, error: null })
  }
  const schema = signupSchema(site.minAge)
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data(
      {
        step: 'personal' as const,
        message: String(formData.get('signup_message') ?? ''),
        result: submission.reply({ hideFields: ['password'] }),
        error: null,
      },
      { status: 400 },
    )
  }
  const gate = await signupGate(site, request)
  const result = await signUp({
    site,
    data: { ...submission.value, language: context.get(localeContext), country: gate.country },
    tracking: gate.tracking,
    ip: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null,
    baseUrl: originOf(request),
  })
  if (!result.ok) {
    const error =
      result.error === 'email_exists'
        ? 'errors.emailExists'
        : result.error === 'email_pending_deletion'
          ? 'errors.emailPendingDeletion'
          : result.error === 'closed'
            ? 'signup.inviteOnly'
            : 'errors.tooManySignups'
    return data(
      {
        step: 'personal' as const,
        message: submission.value.signup_message ?? '',
        result: submission.reply({ hideFields: ['password'] }),
        error,
      },
      { status: result.error === 'rate_limited' ? 429 : 422 },
    )
  }
  throw redirect('/complete-signup', { headers: { 'Set-Cookie': await createSession(result.userId, request) } })
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const schema = useMemo(() => signupSchema(loaderData.minAge), [loaderData.minAge])
  const [clientStep, setClientStep] = useState<'message' | 'personal' | null>(null)
  const step = clientStep ?? actionData?.step ?? 'message'
  const [message, setMessage] = useState(actionData?.message ?? '')
  const [form, fields] = useForm<z.input<ReturnType<typeof signupSchema>>>({
    id: 'signup',
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
  })
  const [emailValue, setEmailValue] = useState('')
  const suggestion = emailValue ? suggestEmail(emailValue) : null

  // The draft (without the password) survives a reload of this tab.
  useEffect(() => {
    const saved = sessionStorage.getItem(DRAFT_KEY)
    if (!saved) return
    try {
      const draft = JSON.parse(saved) as Record<string, string>
      // sessionStorage exists only in the browser, so the draft is restored after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (draft.signup_message) setMessage(draft.signup_message)
      for (const name of DRAFT_FIELDS) {
        const input = document.querySelector<HTMLInputElement>(`#signup [name="${name}"]`)
        if (input && draft[name] && input.type !== 'radio') input.value = draft[name]
        if (draft[name]) document.querySelector<HTMLInputElement>(`#signup [name="${name}"][value="${draft[name]}"]`)?.click()
      }
      if (draft.step === 'personal') setClientStep('personal')
    } catch {
      sessionStorage.removeItem(DRAFT_KEY)
    }
  }, [step])
  function saveDraft(form: HTMLFormElement | null, nextStep?: string) {
    if (!form) return
    const fd = new FormData(form)
    const previous = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, string>
    const draft: Record<string, string> = { ...previous, step: nextStep ?? previous.step ?? 'message' }
    for (const name of DRAFT_FIELDS) if (fd.has(name)) draft[name] = String(fd.get(name))
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  }

  if (!loaderData.allowed) {
    return (
      <main id="main" className="container py-5" style={{ maxWidth: 560 }}>
        <title>{t('signup.title')}</title>
        <h1 className="h3">{t('signup.title')}</h1>
        <div className="alert alert-info" role="status">
          {t('signup.inviteOnly')}
        </div>
        <form method="get" className="d-flex gap-2">
          <label className="visually-hidden" htmlFor="invite">
            {t('signup.inviteCode')}
          </label>
          <input
            id="invite"
            name="invite"
            className="form-control"
            placeholder={t('signup.inviteCode')}
            maxLength={64}
            required
          />
          <button className="btn btn-primary" type="submit">
            {t('signup.useInvite')}
          </button>
        </form>
        <p className="mt-3">
          {t('signup.haveAccount')} <Link to="/login">{t('signup.logIn')}</Link>
        </p>
      </main>
    )
  }

  const stepNumber = step === 'message' ? 1 : 2
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 560 }}>
      <title>{t('signup.title')}</title>
      <p className="text-muted small mb-1" aria-live="polite">
        {t('signup.stepOf', { step: stepNumber, total: 5 })}
      </p>
      <div className="progress mb-4" role="presentation" style={{ height: 6 }}>
        <div className="progress-bar" style={{ width: `${(stepNumber / 5) * 100}%` }} />
      </div>
      {step === 'message' ? (
        <Form
          method="post"
          onSubmit={(e) => {
            e.preventDefault()
            saveDraft(e.currentTarget, 'personal')
            setClientStep('personal')
          }}
        >
          <input type="hidden" name="intent" value="message" />
          <h1 className="h3">{t('signup.message.title')}</h1>
          <p>{t('signup.message.lead')}</p>
          <label htmlFor="signup-message" className="form-label">
            {t('signup.message.label')}
          </label>
          <textarea
            id="signup-message"
            name="signup_message"
            className="form-control mb-3"
            rows={4}
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={t('signup.message.placeholder')}
          />
          <button type="submit" className="btn btn-primary w-100">
            {t('signup.next')}
          </button>
        </Form>
      ) : (
        <Form method="post" {...getFormProps(form)} onChange={(e) => saveDraft(e.currentTarget)} noValidate>
          <h1 className="h3">{t('signup.personal.title')}</h1>
          <FormAlert errors={actionData?.error ? [actionData.error] : form.errors} />
          <input type="hidden" name="signup_message" value={message} />
          <input type="hidden" name="invite" value={loaderData.invite ?? ''} />
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor="signup-website">Website</label>
            <input id="signup-website" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('fields.gender')}</legend>
            {(['male', 'female'] as const).map((g) => (
              <div className="form-check form-check-inline" key={g}>
                <input
                  {...getInputProps(fields.gender, { type: 'radio', value: g })}
                  key={undefined}
                  id={`gender-${g}`}
                  className="form-check-input"
                />
                <label className="form-check-label" htmlFor={`gender-${g}`}>
                  {t(`options.gender.${g}`)}
                </label>
              </div>
            ))}
            <ErrorList errors={fields.gender.errors} />
          </fieldset>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('fields.lookingFor')}</legend>
            {(['male', 'female'] as const).map((g) => (
              <div className="form-check form-check-inline" key={g}>
                <input
                  {...getInputProps(fields.looking_for, { type: 'radio', value: g })}
                  key={undefined}
                  id={`looking-${g}`}
                  className="form-check-input"
                />
                <label className="form-check-label" htmlFor={`looking-${g}`}>
                  {t(`options.lookingFor.${g}`)}
                </label>
              </div>
            ))}
            <ErrorList errors={fields.looking_for.errors} />
          </fieldset>
          <Field meta={fields.name} label={t('fields.name')} autoComplete="nickname" help={t('signup.personal.nameHelp')} />
          <Field
            meta={fields.date_of_birth}
            label={t('fields.dateOfBirth')}
            type="date"
            autoComplete="bday"
            help={t('signup.personal.dateOfBirthHint', { min_age: loaderData.minAge })}
            errorValues={{ min_age: loaderData.minAge }}
          />
          <Field
            meta={fields.email}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputProps={{ onInput: (e) => setEmailValue(e.currentTarget.value) }}
            help={
              suggestion ? (
                <button
                  type="button"
                  className="btn btn-link p-0 align-baseline"
                  onClick={() => {
                    const input = document.querySelector<HTMLInputElement>(`#${fields.email.id}`)
                    if (input) input.value = suggestion
                    setEmailValue(suggestion)
                  }}
                >
                  {t('signup.personal.didYouMean', { email: suggestion })}
                </button>
              ) : undefined
            }
          />
          {actionData?.error === 'errors.emailExists' ? (
            <p className="small">
              <Link to="/login">{t('signup.logIn')}</Link> · <Link to="/reset-password">{t('login.forgot')}</Link>
            </p>
          ) : null}
          <Field
            meta={fields.password}
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            help={t('signup.personal.passwordHelp')}
          />
          <div className="form-check mb-3">
            <input
              {...getInputProps(fields.terms, { type: 'checkbox' })}
              key={undefined}
              className="form-check-input"
              id="signup-terms"
            />
            <label className="form-check-label" htmlFor="signup-terms">
              {t('signup.personal.terms')} (<a href="/pages/terms">{t('signup.personal.termsLink')}</a>,{' '}
              <a href="/pages/privacy">{t('signup.personal.privacyLink')}</a>)
            </label>
            <ErrorList errors={fields.terms.errors} />
          </div>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                saveDraft(document.getElementById('signup') as HTMLFormElement, 'message')
                setClientStep('message')
              }}
            >
              {t('signup.back')}
            </button>
            <button type="submit" className="btn btn-primary flex-grow-1" disabled={navigation.state === 'submitting'}>
              {t('signup.personal.submit')}
            </button>
          </div>
        </Form>
      )}
      <p className="mt-3">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.logIn')}</Link>
      </p>
    </main>
  )
}
