// /match-finder (SPEC §2): a short questionnaire (who, ages, distance, interests) as a GET form,
// ending in a ranked list of the best matches with why each fits, each with like and message
// actions; "Use as my search" opens /members with the answers, which keeps them as the saved
// search. Works without JavaScript (GET form, POST like forms).
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/match-finder'
import { siteContext } from '../context.ts'
import { requireUser } from '../../server/accounts/sessions.ts'
import { answersAsSearch, finderInterests, findBestMatches, parseFinderAnswers } from '../../server/likes/match-finder.ts'
import { FINDER_MAX_INTERESTS } from '../../shared/likes/like-limits.ts'
import { DISTANCES_KM, MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '../../server/members/search/search-params.ts'
import { wantedGenders } from '../../server/likes/auto-like.ts'
import { runLikeAction, type LikeActionResult } from '../../server/likes/like-action.ts'
import { ownMainImage } from '../../server/photos/photos.ts'
import { readForm } from '../../server/http/read-body.ts'
import { interestLabel } from '../components/members/profile-labels.ts'
import { LikeActionNotice } from '../components/likes/like-action-notice.tsx'
import { MatchModal } from '../components/likes/match-modal.tsx'
import { useState } from 'react'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const url = new URL(request.url)
  const interests = await finderInterests()
  const { answers, errors } = parseFinderAnswers(url.searchParams, new Set(interests.map((i) => i.slug)))
  const profile = user.profile
  const latitude = profile?.latitude ?? null
  const longitude = profile?.longitude ?? null
  const [matches, ownPhoto] = await Promise.all([
    answers ? findBestMatches({ id: user.id, siteId: site.id, latitude, longitude }, answers) : Promise.resolve(null),
    ownMainImage(user.id),
  ])
  const defaultGender = profile ? wantedGenders(profile.gender, profile.sexuality)[0]! : 'female'
  const values = {
    gender: url.searchParams.get('gender') ?? defaultGender,
    min_age: url.searchParams.get('min_age') ?? '25',
    max_age: url.searchParams.get('max_age') ?? '45',
    distance: url.searchParams.get('distance') ?? '',
    interests: url.searchParams.getAll('interests'),
  }
  return data(
    {
      siteName: site.name,
      interests,
      values,
      errors,
      hasPosition: latitude !== null && longitude !== null,
      search: answers ? answersAsSearch(answers) : null,
      ownPhoto: ownPhoto?.match ?? null,
      matches: matches?.map((m) => ({ ...m.card, sharedInterests: m.sharedInterests, distanceKm: m.distanceKm })) ?? null,
    },
    { status: Object.keys(errors).length ? 400 : 200, headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const { result, status } = await runLikeAction({ id: user.id, siteId: site.id }, await readForm(request), 'match_finder')
  return data(result, { status })
}

export default function MatchFinder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('likes')
  const actionData = useActionData<LikeActionResult>()
  const navigation = useNavigation()
  const [closedFor, setClosedFor] = useState<LikeActionResult | null>(null)
  const { values, errors, matches } = loaderData
  const matchOpen = actionData && actionData !== closedFor && actionData.ok && actionData.intent === 'like' && actionData.match
  const fieldError = (key: keyof typeof errors, text: string) =>
    errors[key] ? (
      <div className="invalid-feedback d-block" role="alert">
        {text}
      </div>
    ) : null
  return (
    <main id="main" className="container py-4">
      <title>{`${t('finder.title')} | ${loaderData.siteName}`}</title>
      <h1 className="h3 mb-1">{t('finder.title')}</h1>
      <p className="text-body-secondary">{t('finder.intro')}</p>
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
                    min={MIN_SEARCH_AGE}
                    max={MAX_SEARCH_AGE}
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
                    min={MIN_SEARCH_AGE}
                    max={MAX_SEARCH_AGE}
                    defaultValue={values.max_age}
                  />
                </div>
                {fieldError('age', t('finder.errors.age', { min: MIN_SEARCH_AGE, max: MAX_SEARCH_AGE }))}
              </fieldset>
            </li>
            <li>
              <fieldset>
                <legend className="h6">3. {t('finder.distance')}</legend>
                {loaderData.hasPosition ? (
                  <select
                    className="form-select"
                    name="distance"
                    defaultValue={values.distance}
                    style={{ maxWidth: 320 }}
                    aria-label={t('finder.distance')}
                  >
                    <option value="">{t('finder.anyDistance')}</option>
                    {DISTANCES_KM.map((km) => (
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
                  {loaderData.interests.map((interest) => (
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

      {actionData && !matchOpen ? <LikeActionNotice result={actionData} /> : null}
      {matches ? (
        <section aria-labelledby="finder-results">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <h2 id="finder-results" className="h4 mb-0">
              {t('finder.results')}
            </h2>
            {loaderData.search ? (
              <Link
                to={`/members?${loaderData.search}`}
                className="btn btn-outline-primary btn-sm"
                data-testid="finder-save-search"
              >
                {t('finder.saveSearch')}
              </Link>
            ) : null}
          </div>
          {matches.length === 0 ? (
            <p className="lead" data-testid="finder-empty">
              {t('finder.noResults')}
            </p>
          ) : (
            <ol className="list-unstyled d-grid gap-3" data-testid="finder-results">
              {matches.map((m, index) => (
                <li key={m.id} className="card shadow-sm" data-testid="finder-match" data-member-id={m.id}>
                  <div className="card-body d-flex gap-3 align-items-start">
                    <span className="badge text-bg-primary fs-6" aria-hidden="true">
                      {index + 1}
                    </span>
                    <Link to={`/members/${m.id}`} className="flex-shrink-0">
                      {m.photo ? (
                        <img
                          src={m.photo.thumb}
                          alt={t('photoAlt', { name: m.name })}
                          width={72}
                          height={96}
                          className="rounded object-fit-cover"
                        />
                      ) : null}
                    </Link>
                    <div className="flex-grow-1 min-w-0">
                      <h3 className="h6 mb-1">
                        <Link to={`/members/${m.id}`} className="text-reset">
                          {m.name}, {m.age}
                        </Link>
                        {m.city ? <span className="fw-normal text-body-secondary"> · {m.city}</span> : null}
                      </h3>
                      <p className="small mb-2" data-testid="finder-why">
                        <span className="fw-semibold">{t('finder.why')}</span>{' '}
                        {[
                          m.sharedInterests.length
                            ? t('finder.shared', { list: m.sharedInterests.map((slug) => interestLabel(t, slug)).join(', ') })
                            : null,
                          m.distanceKm !== null ? t('finder.km', { count: m.distanceKm }) : null,
                          t('finder.age', { age: m.age }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      <div className="d-flex flex-wrap gap-2">
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="id" value={m.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="like"
                            className="btn btn-sm btn-primary"
                            data-testid="finder-like"
                          >
                            ♥ {t('swipe.like')}
                          </button>
                        </Form>
                        <Link to={`/members/${m.id}/chat`} className="btn btn-sm btn-outline-primary">
                          {t('message')}
                        </Link>
                      </div>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
      {matchOpen && actionData.ok && actionData.intent === 'like' ? (
        <MatchModal
          variant="match"
          other={{ id: actionData.id, name: actionData.name, photo: actionData.photo }}
          ownPhoto={loaderData.ownPhoto}
          onClose={() => setClosedFor(actionData)}
        />
      ) : null}
    </main>
  )
}
