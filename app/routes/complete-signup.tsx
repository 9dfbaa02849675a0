// /complete-signup: the signup steps after the account exists — photo, location, about me, push
// opt-in and the e-mail confirmation (SPEC §2). A half-done profile comes back here.
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useActionData } from 'react-router'
import { countryName } from '../../shared/country-name.ts'
import type { Route } from './+types/complete-signup'
import { siteContext } from '../context.ts'
import { ErrorList, FormAlert } from '../components/forms/field.tsx'
import { requireUser } from '../../server/accounts/sessions.ts'
import {
  aboutSchema,
  finishOptionalStep,
  locationSchema,
  nextSignupStep,
  regionsFor,
  saveAboutMe,
  saveLocation,
} from '../../server/accounts/complete-signup.ts'
import { SIGNUP_STEP_NUMBERS, SIGNUP_STEPS_TOTAL } from '../../shared/accounts/signup-steps.ts'
import { MAX_UPLOAD_BYTES } from '../../server/photos/process-image.ts'
import { PhotoStep, PushStep } from '../components/signup/optional-steps.tsx'
import { resendActivation } from '../../server/accounts/activation.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const step = await nextSignupStep(user.id, { push: Boolean(site.pushPublicKey) })
  if (!step) throw redirect('/signup-matches')
  return {
    step,
    email: user.email,
    country: user.profile?.country ?? site.countries[0]!,
    countries: step === 'location' ? await regionsFor(site.countries) : [],
    photoError: step === 'photo' ? new URL(request.url).searchParams.get('photo_error') : null,
    maxUploadBytes: MAX_UPLOAD_BYTES,
    push: step === 'push' ? { publicKey: site.pushPublicKey, siteName: site.name } : null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const formData = await readForm(request)
  const intent = formData.get('intent')
  if (intent === 'location') {
    const submission = parseWithZod(formData, { schema: locationSchema })
    if (submission.status !== 'success') return data({ result: submission.reply(), notice: null }, { status: 400 })
    const saved = await saveLocation(user.id, context.get(siteContext).countries, submission.value)
    if (!saved.ok)
      return data({ result: submission.reply({ fieldErrors: { [saved.field]: [saved.error] } }), notice: null }, { status: 422 })
    throw redirect('/complete-signup')
  }
  if (intent === 'about' || intent === 'skip-about') {
    const submission = parseWithZod(formData, { schema: aboutSchema })
    if (submission.status !== 'success') return data({ result: submission.reply(), notice: null }, { status: 400 })
    await saveAboutMe(user.id, intent === 'skip-about' ? '' : submission.value.about_me)
    throw redirect('/complete-signup')
  }
  if (intent === 'skip-photo' || intent === 'skip-push' || intent === 'push-done') {
    await finishOptionalStep(user.id, intent === 'skip-photo' ? 'photo' : 'push')
    throw redirect('/complete-signup')
  }
  if (intent === 'resend') {
    const sent = await resendActivation(user.id, siteOrigin(context.get(siteContext)))
    return data(
      { result: undefined, notice: sent.ok ? 'signup.confirm.resent' : 'errors.tooManyResends' },
      { status: sent.ok ? 200 : 429 },
    )
  }
  return data({ result: undefined, notice: null }, { status: 400 })
}

export default function CompleteSignup({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const [country, setCountry] = useState(loaderData.country)
  const [form, fields] = useForm<{ country: string; region: string; city: string; about_me: string }>({
    id: `complete-${loaderData.step}`,
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
  })
  const n = SIGNUP_STEP_NUMBERS[loaderData.step]
  const regions = loaderData.countries.find((c) => c.code === country)
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 560 }}>
      <title>{t('signup.title')}</title>
      <p className="text-muted small mb-1">{t('signup.stepOf', { step: n, total: SIGNUP_STEPS_TOTAL })}</p>
      <div className="progress mb-4" role="presentation" style={{ height: 6 }}>
        <div className="progress-bar" style={{ width: `${(n / SIGNUP_STEPS_TOTAL) * 100}%` }} />
      </div>
      <FormAlert errors={form.errors} />
      {loaderData.step === 'photo' ? (
        <PhotoStep errorCode={loaderData.photoError} maxUploadBytes={loaderData.maxUploadBytes} />
      ) : null}
      {loaderData.step === 'push' && loaderData.push ? (
        <PushStep publicKey={loaderData.push.publicKey} siteName={loaderData.push.siteName} />
      ) : null}
      {loaderData.step === 'location' ? (
        <Form method="post" {...getFormProps(form)}>
          <h1 className="h3">{t('signup.location.title')}</h1>
          <p>{t('signup.location.lead')}</p>
          <input type="hidden" name="intent" value="location" />
          <div className="mb-3">
            <label className="form-label" htmlFor="country">
              {t('fields.country')}
            </label>
            <select
              id="country"
              name="country"
              className="form-select"
              value={country}
              onChange={(e) => setCountry(e.target.value)}
            >
              {loaderData.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {countryName(c.code, i18n.language)}
                </option>
              ))}
            </select>
            <ErrorList errors={fields.country.errors} />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="region">
              {t(`subregion.${regions?.subregionKind ?? 'region'}`)}
            </label>
            <select
              id="region"
              name="region"
              className={`form-select${fields.region.errors ? ' is-invalid' : ''}`}
              defaultValue=""
            >
              <option value="" disabled>
                {t('signup.location.choose')}
              </option>
              {/* Without JavaScript every country's regions are listed, grouped. */}
              {(regions ? [regions] : loaderData.countries).map((c) => (
                <optgroup key={c.code} label={countryName(c.code, i18n.language)}>
                  {c.regions.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <ErrorList errors={fields.region.errors} />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="city">
              {t('fields.city')}
            </label>
            <input id="city" name="city" className="form-control" maxLength={80} autoComplete="address-level2" />
            <ErrorList errors={fields.city.errors} />
          </div>
          <button className="btn btn-primary w-100" type="submit">
            {t('signup.next')}
          </button>
        </Form>
      ) : null}
      {loaderData.step === 'about' ? (
        <Form method="post" {...getFormProps(form)}>
          <h1 className="h3">{t('signup.about.title')}</h1>
          <label className="form-label" htmlFor="about_me">
            {t('signup.about.label')}
          </label>
          <textarea
            id="about_me"
            name="about_me"
            className="form-control mb-3"
            rows={5}
            maxLength={2000}
            placeholder={t('signup.about.placeholder')}
          />
          <ErrorList errors={fields.about_me.errors} />
          <div className="d-flex gap-2">
            <button className="btn btn-outline-secondary" type="submit" name="intent" value="skip-about">
              {t('signup.skip')}
            </button>
            <button className="btn btn-primary flex-grow-1" type="submit" name="intent" value="about">
              {t('signup.next')}
            </button>
          </div>
        </Form>
      ) : null}
      {loaderData.step === 'confirm' ? (
        <section>
          <h1 className="h3">{t('signup.confirm.title')}</h1>
          <p>{t('signup.confirm.lead', { email: loaderData.email })}</p>
          {actionData?.notice ? (
            <div className={`alert ${actionData.notice.startsWith('errors.') ? 'alert-warning' : 'alert-success'}`} role="status">
              {t(actionData.notice)}
            </div>
          ) : null}
          <Form method="post" className="d-flex gap-2 flex-wrap">
            <button className="btn btn-outline-primary" type="submit" name="intent" value="resend">
              {t('signup.confirm.resend')}
            </button>
            <Link className="btn btn-primary" to="/signup-matches">
              {t('signup.confirm.continue')}
            </Link>
          </Form>
        </section>
      ) : null}
    </main>
  )
}
