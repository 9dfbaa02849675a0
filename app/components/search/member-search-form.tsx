// The member search filters (SPEC §3 Search state): a GET form, so the search lives in the URL
// and works without JavaScript. The site's search_fields decide which filters show; distance
// shows only when the member's own profile has a position. The region list is the chosen
// country's: the page brings the regions of the country searched in, and choosing another
// country loads its list from /api/regions.php (without JavaScript, with the next search).
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { TFunction } from 'i18next'
import { Form, Link } from 'react-router'
import { countryName } from '../../../shared/country-name.ts'
import { useEarlyInput } from '../forms/early-input.ts'
import type { SearchFieldErrors, SearchParam } from '../../../shared/members/search-params.ts'
import type { SearchCountry, SearchRegion } from '../../../server/members/search/search-regions.ts'

export interface SearchFormOptions {
  /** Site.searchFields. */
  fields: string[]
  countries: SearchCountry[]
  regions: SearchRegion[]
  /** Radius choices in km, or null when the searcher has no position. */
  distances: number[] | null
}

export type SearchFormValues = Partial<Record<SearchParam, string>>

/** Region lists already loaded on this page, by country. */
const regionLists = new Map<string, SearchRegion[]>()

async function loadRegions(country: string): Promise<SearchRegion[]> {
  const response = await fetch(`/api/regions.php?country=${encodeURIComponent(country)}`, {
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`regions of ${country}: ${response.status}`)
  const [entry] = (await response.json()) as { country: string; regions: { id: number; name: string }[] }[]
  const list = (entry?.regions ?? []).map((r) => ({ id: r.id, name: r.name, country }))
  regionLists.set(country, list)
  return list
}

/** A field's translated error (the form's own `t`: a hook per field cost more than the fields). */
function FieldError({ id, error, values, t }: { id: string; error?: string; values: Record<string, unknown>; t: TFunction }) {
  if (!error) return null
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {t(error, values)}
    </div>
  )
}

export function MemberSearchForm({
  options,
  values,
  errors = {},
  errorValues,
}: {
  options: SearchFormOptions
  values: SearchFormValues
  errors?: SearchFieldErrors
  errorValues: Record<string, unknown>
}) {
  const { t, i18n } = useTranslation(['search', 'accounts'])
  const id = useId()
  const [country, setCountry] = useState(values.country ?? '')
  const [region, setRegion] = useState(values.countryregion ?? '')
  const initialCountry = options.regions[0]?.country
  const [regions, setRegions] = useState(options.regions)
  const wanted = useRef(country)
  const countryRef = useEarlyInput<HTMLSelectElement>(country, chooseCountry)
  const regionRef = useEarlyInput<HTMLSelectElement>(region, setRegion)
  const offers = (field: string) => options.fields.includes(field)
  const fieldId = (name: SearchParam) => `${id}-${name}`
  const errorId = (name: SearchParam) => `${id}-${name}-error`
  const invalid = (name: SearchParam) => Boolean(errors[name])
  const aria = (name: SearchParam) => ({
    id: fieldId(name),
    name,
    'aria-invalid': invalid(name) || undefined,
    'aria-describedby': invalid(name) ? errorId(name) : undefined,
  })
  const selected = options.countries.find((c) => c.code === country.toUpperCase())

  useEffect(() => {
    if (initialCountry) regionLists.set(initialCountry, options.regions)
  }, [initialCountry, options.regions])

  function chooseCountry(code: string) {
    setCountry(code)
    wanted.current = code
    // A region belongs to one country.
    setRegion('')
    setRegions(regionLists.get(code) ?? [])
    if (code && !regionLists.has(code))
      loadRegions(code).then(
        (list) => {
          if (wanted.current === code) setRegions(list)
        },
        // Without the list the search still works: "all regions" of the country.
        () => undefined,
      )
  }

  return (
    <Form method="get" action="/members" className="row g-2 align-items-start mb-4" aria-label={t('accounts:members.filters')}>
      {offers('gender') ? (
        <div className="col-12 col-sm-6 col-lg-2">
          <label className="form-label small" htmlFor={fieldId('gender')}>
            {t('accounts:fields.lookingFor')}
          </label>
          <select
            {...aria('gender')}
            className={`form-select${invalid('gender') ? ' is-invalid' : ''}`}
            defaultValue={values.gender ?? ''}
          >
            <option value="">{t('accounts:members.anyone')}</option>
            <option value="female">{t('accounts:options.lookingFor.female')}</option>
            <option value="male">{t('accounts:options.lookingFor.male')}</option>
          </select>
          <FieldError id={errorId('gender')} error={errors.gender} values={errorValues} t={t} />
        </div>
      ) : null}
      {offers('country') ? (
        <div className="col-12 col-sm-6 col-lg-2">
          <label className="form-label small" htmlFor={fieldId('country')}>
            {t('accounts:fields.country')}
          </label>
          <select
            ref={countryRef}
            {...aria('country')}
            className={`form-select${invalid('country') ? ' is-invalid' : ''}`}
            value={country}
            onChange={(e) => chooseCountry(e.target.value)}
          >
            <option value="">{t('accounts:members.allCountries')}</option>
            {options.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {countryName(c.code, i18n.language)}
              </option>
            ))}
          </select>
          <FieldError id={errorId('country')} error={errors.country} values={errorValues} t={t} />
        </div>
      ) : null}
      {offers('countryregion') ? (
        <div className="col-12 col-sm-6 col-lg-2">
          <label className="form-label small" htmlFor={fieldId('countryregion')}>
            {t(`accounts:subregion.${selected?.subregion ?? 'region'}`)}
          </label>
          <select
            ref={regionRef}
            {...aria('countryregion')}
            className={`form-select${invalid('countryregion') ? ' is-invalid' : ''}`}
            value={region}
            onChange={(e) => setRegion(e.target.value)}
            // Regions come with a country (without JavaScript: choose one and search first).
            disabled={!country && regions.length === 0}
          >
            <option value="">{t('allRegions')}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          <FieldError id={errorId('countryregion')} error={errors.countryregion} values={errorValues} t={t} />
        </div>
      ) : null}
      {offers('min_age') ? (
        <div className="col-6 col-sm-3 col-lg-1">
          <label className="form-label small" htmlFor={fieldId('min_age')}>
            {t('accounts:members.minAge')}
          </label>
          <input
            {...aria('min_age')}
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            className={`form-control${invalid('min_age') ? ' is-invalid' : ''}`}
            defaultValue={values.min_age ?? ''}
          />
          <FieldError id={errorId('min_age')} error={errors.min_age} values={errorValues} t={t} />
        </div>
      ) : null}
      {offers('max_age') ? (
        <div className="col-6 col-sm-3 col-lg-1">
          <label className="form-label small" htmlFor={fieldId('max_age')}>
            {t('accounts:members.maxAge')}
          </label>
          <input
            {...aria('max_age')}
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            className={`form-control${invalid('max_age') ? ' is-invalid' : ''}`}
            defaultValue={values.max_age ?? ''}
          />
          <FieldError id={errorId('max_age')} error={errors.max_age} values={errorValues} t={t} />
        </div>
      ) : null}
      {options.distances ? (
        <div className="col-12 col-sm-6 col-lg-2">
          <label className="form-label small" htmlFor={fieldId('distance')}>
            {t('distance.label')}
          </label>
          <select
            {...aria('distance')}
            className={`form-select${invalid('distance') ? ' is-invalid' : ''}`}
            defaultValue={values.distance ?? ''}
          >
            <option value="">{t('distance.any')}</option>
            {options.distances.map((km) => (
              <option key={km} value={km}>
                {t('distance.within', { km })}
              </option>
            ))}
          </select>
          <FieldError id={errorId('distance')} error={errors.distance} values={errorValues} t={t} />
        </div>
      ) : null}
      <div className="col-12 col-lg-2 d-flex flex-column gap-1">
        {/* An empty label keeps the button level with the fields on wide screens. */}
        <span className="form-label small d-none d-lg-block" aria-hidden="true">
          &nbsp;
        </span>
        <button type="submit" className="btn btn-primary w-100">
          {t('accounts:members.search')}
        </button>
        <Link to="/members?reset=1" className="small text-center">
          {t('clear')}
        </Link>
      </div>
      {errors.pageNumber ? (
        <div className="col-12">
          <FieldError id={errorId('pageNumber')} error={errors.pageNumber} values={errorValues} t={t} />
        </div>
      ) : null}
    </Form>
  )
}
