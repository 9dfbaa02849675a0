// Country → region → city for the profile and settings forms. The loader supplies the data
// (getLocationFieldsData in server/geo/location-fields.ts) and the action checks it
// (validateLocation). Without JavaScript: plain selects, every country's regions grouped by
// country. With it: the region list follows the chosen country, and "Use my location"
// fills all three fields.
import { useId, useState } from 'react'
import { useHydrated } from '../../shell/display-mode.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { LocationFieldErrors, LocationFieldsData } from '../../../server/geo/location-fields.ts'
import { ErrorList } from '../forms/field.tsx'
import { useEarlyInput } from '../forms/early-input.ts'
import { countryName } from '../../../shared/country-name.ts'
import { CITY_MAX_LENGTH } from '../../../shared/geo/location-limits.ts'
import { GeolocationButton, type Geocode } from './geolocation-button.tsx'

export interface LocationValue {
  country?: string | null
  region?: number | string | null
  city?: string | null
}

export function LocationFields({
  data,
  defaultValue,
  errors,
  geolocation = true,
}: {
  data: LocationFieldsData
  /** The member's current location, or what they submitted. */
  defaultValue?: LocationValue
  /** Error keys per field, e.g. conform's fields.country.errors or validateLocation's fieldErrors. */
  errors?: { [K in keyof LocationFieldErrors]?: string[] | null }
  /** Offers the "Use my location" button (default true). */
  geolocation?: boolean
}) {
  const { t, i18n } = useTranslation('location')
  const id = useId()
  // False in the server HTML and while hydrating, true once the page runs in the browser.
  const hydrated = useHydrated()

  const initialCountry =
    defaultValue?.country && data.countries.some((c) => c.code === defaultValue.country)
      ? defaultValue.country
      : (data.countries[0]?.code ?? '')
  const [country, setCountry] = useState(initialCountry)
  const [region, setRegion] = useState(defaultValue?.region ? String(defaultValue.region) : '')
  const [city, setCity] = useState(defaultValue?.city ?? '')
  const [notice, setNotice] = useState<string | null>(null)
  const countryRef = useEarlyInput<HTMLSelectElement>(country, chooseCountry)
  const regionRef = useEarlyInput<HTMLSelectElement>(region, setRegion)
  const cityRef = useEarlyInput<HTMLInputElement>(city, setCity)

  const regionsOf = (code: string) => data.regions.filter((r) => r.country === code)
  const selected = data.countries.find((c) => c.code === country)

  function chooseCountry(code: string) {
    setCountry(code)
    setNotice(null)
    if (!data.regions.some((r) => r.country === code && String(r.id) === region)) setRegion('')
  }

  function onLocated(geocode: Geocode) {
    if (!data.countries.some((c) => c.code === geocode.country)) {
      setNotice(t('geolocation.notServed', { country: countryName(geocode.country, i18n.language) }))
      return
    }
    setNotice(null)
    setCountry(geocode.country)
    setRegion(geocode.region ? String(geocode.region.id) : '')
    setCity(geocode.city.slice(0, CITY_MAX_LENGTH))
  }

  const fieldId = (name: string) => `${id}-${name}`
  const errorId = (name: string) => `${id}-${name}-error`
  const invalid = (name: keyof LocationFieldErrors) => Boolean(errors?.[name]?.length)
  const describedBy = (name: keyof LocationFieldErrors, extra?: string) =>
    [invalid(name) ? errorId(name) : null, extra].filter(Boolean).join(' ') || undefined

  return (
    <div className="location-fields">
      {geolocation ? <GeolocationButton className="mb-3" onLocated={onLocated} /> : null}
      {notice ? (
        <div className="alert alert-warning py-2 small" role="alert">
          {notice}
        </div>
      ) : null}
      <div className="mb-3">
        <label className="form-label" htmlFor={fieldId('country')}>
          {t('fields.country')}
        </label>
        <select
          ref={countryRef}
          id={fieldId('country')}
          name="country"
          className={`form-select${invalid('country') ? ' is-invalid' : ''}`}
          value={country}
          onChange={(e) => chooseCountry(e.target.value)}
          aria-invalid={invalid('country') || undefined}
          aria-describedby={describedBy('country')}
          autoComplete="country"
        >
          {data.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <ErrorList id={errorId('country')} errors={errors?.country} />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={fieldId('region')}>
          {t(`accounts:subregion.${selected?.subregion ?? 'region'}`)}
        </label>
        <select
          ref={regionRef}
          id={fieldId('region')}
          name="region"
          className={`form-select${invalid('region') ? ' is-invalid' : ''}`}
          value={region}
          onChange={(e) => setRegion(e.target.value)}
          aria-invalid={invalid('region') || undefined}
          aria-describedby={describedBy('region')}
        >
          <option value="">{t('fields.choose')}</option>
          {hydrated
            ? regionsOf(country).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))
            : // Without JavaScript the country can change without this list knowing: offer them all.
              data.countries.map((c) => (
                <optgroup key={c.code} label={c.name}>
                  {regionsOf(c.code).map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
        <ErrorList id={errorId('region')} errors={errors?.region} />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={fieldId('city')}>
          {t('fields.city')}
        </label>
        <input
          ref={cityRef}
          id={fieldId('city')}
          name="city"
          className={`form-control${invalid('city') ? ' is-invalid' : ''}`}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          maxLength={CITY_MAX_LENGTH}
          autoComplete="address-level2"
          aria-invalid={invalid('city') || undefined}
          aria-describedby={describedBy('city', `${id}-city-help`)}
        />
        <div id={`${id}-city-help`} className="form-text">
          {t('fields.cityHelp')}
        </div>
        <ErrorList id={errorId('city')} errors={errors?.city} />
      </div>
    </div>
  )
}
