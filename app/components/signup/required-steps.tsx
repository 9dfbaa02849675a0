// The signup steps of /complete-signup that every member does (SPEC §2): where they live, about
// me (may be skipped) and the e-mail confirmation with "send the link again". Plain POST forms
// to the page's action: they work without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link } from 'react-router'
import type { regionsFor } from '../../../server/accounts/complete-signup.ts'
import { countryName } from '../../../shared/country-name.ts'
import { ErrorList, FormAlert } from '../forms/field.tsx'
import { useEarlyInput } from '../forms/early-input.ts'

export type SignupCountry = Awaited<ReturnType<typeof regionsFor>>[number]

export function LocationStep({
  country: initialCountry,
  countries,
  result,
}: {
  /** The member's country, else the site's first. */
  country: string
  countries: SignupCountry[]
  result?: SubmissionResult<string[]>
}) {
  const { t, i18n } = useTranslation('accounts')
  const [country, setCountry] = useState(initialCountry)
  const countryRef = useEarlyInput<HTMLSelectElement>(country, setCountry)
  const [form, fields] = useForm<{ country: string; region: string; city: string }>({
    id: 'complete-location',
    lastResult: result,
    shouldValidate: 'onSubmit',
  })
  const regions = countries.find((c) => c.code === country)
  return (
    <>
      <FormAlert errors={form.errors} />
      <Form method="post" {...getFormProps(form)}>
        <h1 className="h3">{t('signup.location.title')}</h1>
        <p>{t('signup.location.lead')}</p>
        <input type="hidden" name="intent" value="location" />
        <div className="mb-3">
          <label className="form-label" htmlFor="country">
            {t('fields.country')}
          </label>
          <select
            ref={countryRef}
            id="country"
            name="country"
            className="form-select"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            {countries.map((c) => (
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
          <select id="region" name="region" className={`form-select${fields.region.errors ? ' is-invalid' : ''}`} defaultValue="">
            <option value="" disabled>
              {t('signup.location.choose')}
            </option>
            {/* Without JavaScript every country's regions are listed, grouped. */}
            {(regions ? [regions] : countries).map((c) => (
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
    </>
  )
}

export function AboutStep({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('accounts')
  const [form, fields] = useForm<{ about_me: string }>({
    id: 'complete-about',
    lastResult: result,
    shouldValidate: 'onSubmit',
  })
  return (
    <>
      <FormAlert errors={form.errors} />
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
    </>
  )
}

/** `notice`: an accounts key, what "send the link again" answered. */
export function ConfirmStep({ email, notice }: { email: string; notice?: string | null }) {
  const { t } = useTranslation('accounts')
  return (
    <section>
      <h1 className="h3">{t('signup.confirm.title')}</h1>
      <p>{t('signup.confirm.lead', { email })}</p>
      {notice ? (
        <div className={`alert ${notice.startsWith('errors.') ? 'alert-warning' : 'alert-success'}`} role="status">
          {t(notice)}
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
  )
}
