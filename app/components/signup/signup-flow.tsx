// The signup steps before the account exists (message, personal info), shared by the
// /signup page and the desktop signup modal. See app/routes/signup.tsx for the action.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { z } from 'zod'
import { Link, type Form } from 'react-router'
import { ErrorList, Field, FormAlert } from '../forms/field.tsx'
import { useEarlyInput } from '../forms/early-input.ts'
import { suggestEmail } from '../../utils/email-suggestion.ts'
import { signupSchema } from '../../../shared/accounts/schemas.ts'
import { SignupProgress } from './signup-progress.tsx'

export interface SignupLoaderData {
  allowed: boolean
  mode: 'open' | 'trafficsource' | 'invite'
  invite: string | null
  minAge: number
}
export interface SignupActionData {
  step: 'message' | 'personal'
  message: string
  result: SubmissionResult<string[]> | undefined
  error: string | null
}

const DRAFT_KEY = 'amora-signup-draft'
const DRAFT_FIELDS = ['email', 'name', 'date_of_birth', 'signup_message', 'gender', 'looking_for'] as const

export function SignupFlow({
  loaderData,
  actionData,
  FormComponent,
  submitting,
}: {
  loaderData: SignupLoaderData
  actionData: SignupActionData | undefined
  /** The page's <Form>, or a fetcher's Form inside the signup modal. */
  FormComponent: typeof Form
  submitting: boolean
}) {
  const { t } = useTranslation('accounts')
  const schema = useMemo(() => signupSchema(loaderData.minAge), [loaderData.minAge])
  const [clientStep, setClientStep] = useState<'message' | 'personal' | null>(null)
  const step = clientStep ?? actionData?.step ?? 'message'
  const [message, setMessage] = useState(actionData?.message ?? '')
  const messageRef = useEarlyInput<HTMLTextAreaElement>(message, setMessage)
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
      <div className="signup-flow">
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
      </div>
    )
  }

  const stepNumber = step === 'message' ? 1 : 2
  return (
    <div className="signup-flow">
      <SignupProgress step={stepNumber} live />
      {step === 'message' ? (
        <FormComponent
          method="post"
          action="/signup"
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
            ref={messageRef}
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
        </FormComponent>
      ) : (
        <FormComponent
          method="post"
          action="/signup"
          {...getFormProps(form)}
          onChange={(e) => saveDraft(e.currentTarget)}
          noValidate
        >
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
            <button type="submit" className="btn btn-primary flex-grow-1" disabled={submitting}>
              {t('signup.personal.submit')}
            </button>
          </div>
        </FormComponent>
      )}
      <p className="mt-3">
        {t('signup.haveAccount')} <Link to="/login">{t('signup.logIn')}</Link>
      </p>
    </div>
  )
}
