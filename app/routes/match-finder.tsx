// /match-finder (SPEC §2): a short questionnaire (who, ages, distance, interests) as a GET form,
// ending in a ranked list of the best matches with why each fits, each with like and message
// actions; "Use as my search" opens /members with the answers, which keeps them as the saved
// search. Works without JavaScript (GET form, POST like forms).
import { useTranslation } from '../i18n/use-translation.ts'
import { data, useActionData } from 'react-router'
import type { Route } from './+types/match-finder'
import { siteContext } from '../context.ts'
import { answersAsSearch, finderInterests, findBestMatches, parseFinderAnswers } from '../../server/likes/match-finder.ts'
import { DISTANCES_KM, MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '../../shared/members/search-params.ts'
import { wantedGenders } from '../../server/likes/auto-like.ts'
import { runLikeAction, type LikeActionResult } from './+shared/likes.server.ts'
import { ownMainImage } from '../../server/photos/photos.ts'
import { readForm } from '../../server/http/read-body.ts'
import { FinderForm } from '../components/likes/finder-form.tsx'
import { FinderResults } from '../components/likes/finder-results.tsx'
import { LikeActionNotice } from '../components/likes/like-action-notice.tsx'
import { MatchModal } from '../components/likes/match-modal.tsx'
import { useState } from 'react'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
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
      limits: { minAge: MIN_SEARCH_AGE, maxAge: MAX_SEARCH_AGE, distances: DISTANCES_KM },
      search: answers ? answersAsSearch(answers) : null,
      ownPhoto: ownPhoto?.match ?? null,
      matches: matches?.map((m) => ({ ...m.card, sharedInterests: m.sharedInterests, distanceKm: m.distanceKm })) ?? null,
    },
    { status: Object.keys(errors).length ? 400 : 200, headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const site = context.get(siteContext)
  const { result, status } = await runLikeAction({ id: user.id, siteId: site.id }, await readForm(request), 'match_finder')
  return data(result, { status })
}

export default function MatchFinder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('likes')
  const actionData = useActionData<LikeActionResult>()
  const [closedFor, setClosedFor] = useState<LikeActionResult | null>(null)
  const { values, errors, matches } = loaderData
  const matchOpen = actionData && actionData !== closedFor && actionData.ok && actionData.intent === 'like' && actionData.match
  return (
    <main id="main" className="container py-4">
      <title>{`${t('finder.title')} | ${loaderData.siteName}`}</title>
      <h1 className="h3 mb-1">{t('finder.title')}</h1>
      <p className="text-body-secondary">{t('finder.intro')}</p>
      <FinderForm
        values={values}
        errors={errors}
        limits={loaderData.limits}
        interests={loaderData.interests}
        hasPosition={loaderData.hasPosition}
      />

      {actionData && !matchOpen ? <LikeActionNotice result={actionData} /> : null}
      {matches ? <FinderResults matches={matches} search={loaderData.search} /> : null}
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
