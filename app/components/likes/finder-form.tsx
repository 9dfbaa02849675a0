// The match finder's questionnaire (SPEC §2 match-finder): who, ages, distance (only with a known
// position) and up to FINDER_MAX_INTERESTS interests, each with its error. A GET form, so it
// works without JavaScript.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link, useNavigation } from 'react-router'
import type { FinderErrors } from '../../../server/likes/match-finder.ts'
import { FINDER_MAX_INTERESTS } from '../../../shared/likes/like-limits.ts'
import { interestLabel } from '../members/profile-labels.ts'

/** The answers as the form shows them again (the query string, or the defaults). */
export interface FinderValues {
  gender: string
  min_age: string
  max_age: string
  distance: string
  interests: string[]
}

export interface FinderLimits {
  minAge: number
  maxAge: number
  /** The distances to choose from, in km. */
  distances: readonly number[]
}

export function FinderForm({
  values,
  errors,
  limits,
  interests,
  hasPosition,
}: {
  values: FinderValues
  errors: FinderErrors
  limits: FinderLimits
  interests: { slug: string; icon: string }[]
  hasPosition: boolean
}) {
  const { t } = useTranslation('likes')
  const navigation = useNavigation()
  const fieldError = (key: keyof typeof errors, text: string) =>
    errors[key] ? (
      <div className="invalid-feedback d-block" role="alert">
        {text}
      </div>
    ) : null
  return (
    <Form method="get" className="card shadow-sm mb-4" data-testid="finder-form" preventScrollReset>
      <div className="card-body">
        <ol className="list-unstyled mb-0 d-grid gap-3">
          <li>
            <fieldset>
              <legend className="h6">1. {t('finder.who')}</legend>
              {(['female', 'male'] as const).map((g) => (
                <div className="form-check form-check-inline" key={g}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="gender"
                    id={`finder-${g}`}
                    value={g}
                    defaultChecked={values.gender === g}
                  />
                  <label className="form-check-label" htmlFor={`finder-${g}`}>
                    {t(g === 'female' ? 'finder.women' : 'finder.men')}
                  </label>
                </div>
              ))}
              {fieldError('gender', t('finder.errors.gender'))}
            </fieldset>
          </li>
          <li>
            <fieldset>
              <legend className="h6">2. {t('finder.ages')}</legend>
              <div className="d-flex gap-2 align-items-center" style={{ maxWidth: 320 }}>
                <label className="visually-hidden" htmlFor="finder-min">
                  {t('finder.minAge')}
                </label>
                <span aria-hidden="true">{t('finder.minAge')}</span>
                <input
                  className="form-control"
                  type="number"
                  id="finder-min"
                  name="min_age"
                  min={limits.minAge}
                  max={limits.maxAge}
                  defaultValue={values.min_age}
                />
                <label className="visually-hidden" htmlFor="finder-max">
                  {t('finder.maxAge')}
                </label>
                <span aria-hidden="true">{t('finder.maxAge')}</span>
                <input
                  className="form-control"
                  type="number"
                  id="finder-max"
                  name="max_age"
                  min={limits.minAge}
                  max={limits.maxAge}
                  defaultValue={values.max_age}
                />
              </div>
              {fieldError('age', t('finder.errors.age', { min: limits.minAge, max: limits.maxAge }))}
            </fieldset>
          </li>
          <li>
            <fieldset>
              <legend className="h6">3. {t('finder.distance')}</legend>
              {hasPosition ? (
                <select
                  className="form-select"
                  name="distance"
                  defaultValue={values.distance}
                  style={{ maxWidth: 320 }}
                  aria-label={t('finder.distance')}
                >
                  <option value="">{t('finder.anyDistance')}</option>
                  {limits.distances.map((km) => (
                    <option key={km} value={km}>
                      {t('finder.withinKm', { count: km })}
                    </option>
                  ))}
                </select>
              ) : (
                <p className="small text-body-secondary mb-0">
                  <Link to="/profile">{t('finder.noPosition')}</Link>
                </p>
              )}
              {fieldError('distance', t('finder.errors.distance'))}
            </fieldset>
          </li>
          <li>
            <fieldset>
              <legend className="h6">
                4. {t('finder.interests')}{' '}
                <span className="fw-normal small text-body-secondary">
                  {t('finder.interestsHint', { count: FINDER_MAX_INTERESTS })}
                </span>
              </legend>
              <div className="d-flex flex-wrap gap-2">
                {interests.map((interest) => (
                  <span key={interest.slug}>
                    <input
                      type="checkbox"
                      className="btn-check"
                      name="interests"
                      value={interest.slug}
                      id={`finder-i-${interest.slug}`}
                      defaultChecked={values.interests.includes(interest.slug)}
                    />
                    <label className="btn btn-sm btn-outline-primary rounded-pill" htmlFor={`finder-i-${interest.slug}`}>
                      <span aria-hidden="true">{interest.icon} </span>
                      {interestLabel(t, interest.slug)}
                    </label>
                  </span>
                ))}
              </div>
              {fieldError('interests', t('finder.errors.interests', { count: FINDER_MAX_INTERESTS }))}
            </fieldset>
          </li>
        </ol>
        <button
          type="submit"
          className="btn btn-primary mt-3"
          data-testid="finder-submit"
          disabled={navigation.state === 'loading'}
        >
          {t('finder.submit')}
        </button>
      </div>
    </Form>
  )
}
