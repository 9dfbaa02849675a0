// The logged-out home's search box (SPEC §4): a plain GET form answered on /members, in a module
// of its own so the home page does not load the members area's filters (member-search-form.tsx).
import { useId } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { countryName } from '../../../shared/country-name.ts'

/** The logged-out home's search box (SPEC §4): looking for, ages and country, answered on /members. */
export function HomeSearchBox({ fields, countries }: { fields: string[]; countries: string[] }) {
  const { t, i18n } = useTranslation(['search', 'accounts'])
  const id = useId()
  const offers = (field: string) => fields.includes(field)
  return (
    <Form
      method="get"
      action="/members"
      className="home-search card card-body text-body text-start shadow-sm col-lg-10 mx-auto mt-4"
      aria-labelledby={`${id}-title`}
      data-testid="home-search"
    >
      <h2 id={`${id}-title`} className="h5 mb-3">
        {t('home.title')}
      </h2>
      <div className="row g-2 align-items-end">
        {offers('gender') ? (
          <div className="col-12 col-sm-6 col-md-3">
            <label className="form-label small" htmlFor={`${id}-gender`}>
              {t('accounts:fields.lookingFor')}
            </label>
            <select id={`${id}-gender`} name="gender" className="form-select" defaultValue="">
              <option value="">{t('accounts:members.anyone')}</option>
              <option value="female">{t('accounts:options.lookingFor.female')}</option>
              <option value="male">{t('accounts:options.lookingFor.male')}</option>
            </select>
          </div>
        ) : null}
        {(
          [
            ['min_age', 'accounts:members.minAge'],
            ['max_age', 'accounts:members.maxAge'],
          ] as const
        ).map(([name, label]) =>
          offers(name) ? (
            <div key={name} className="col-6 col-sm-3 col-md-2">
              <label className="form-label small" htmlFor={`${id}-${name}`}>
                {t(label)}
              </label>
              <input
                id={`${id}-${name}`}
                name={name}
                type="number"
                inputMode="numeric"
                min={18}
                max={99}
                className="form-control"
              />
            </div>
          ) : null,
        )}
        {offers('country') ? (
          <div className="col-12 col-sm-6 col-md-3">
            <label className="form-label small" htmlFor={`${id}-country`}>
              {t('accounts:fields.country')}
            </label>
            <select id={`${id}-country`} name="country" className="form-select" defaultValue="">
              <option value="">{t('accounts:members.allCountries')}</option>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, i18n.language)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="col-12 col-sm-6 col-md-2">
          <button type="submit" className="btn btn-primary w-100">
            {t('accounts:members.search')}
          </button>
        </div>
      </div>
    </Form>
  )
}
