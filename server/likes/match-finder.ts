// The match finder (SPEC §2 match-finder): four answers (who, ages, distance, interests) give a
// ranked list of the best matches, each with why it fits (shared interests, distance, age).
// Candidates go through the visibility rule, have a public main photo and are not liked yet.
// Score: 3 per shared interest, up to 2 for being close, up to 1 for an age near the middle of
// the range, 0.5 for being active this week. docs/likes.md.
import { z } from 'zod'
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from '../members/member-card.ts'
import { shownProfilesWhere, userNotBlockedWith } from '../members/profile-access.ts'
import { latestBirthDateForAge } from '../members/age.ts'
import { boundingBox, distanceKm } from '../members/search/search-query.ts'
import { DISTANCES_KM, MAX_SEARCH_AGE, MIN_SEARCH_AGE } from '../../shared/members/search-params.ts'
import { FINDER_MAX_INTERESTS } from '../../shared/likes/like-limits.ts'

export { FINDER_MAX_INTERESTS }
export const FINDER_RESULTS = 12
const CANDIDATES = 400

export interface FinderAnswers {
  gender: 'male' | 'female'
  minAge: number
  maxAge: number
  distance: number | null
  interests: string[]
}

export type FinderErrors = Partial<Record<'gender' | 'age' | 'distance' | 'interests', true>>

const age = z.coerce.number().int().min(MIN_SEARCH_AGE).max(MAX_SEARCH_AGE)

/** Reads the answers of the query string; null answers when the questionnaire was not sent. */
export function parseFinderAnswers(
  params: URLSearchParams,
  knownInterests: Set<string>,
): { answers: FinderAnswers | null; errors: FinderErrors } {
  if (!params.has('gender')) return { answers: null, errors: {} }
  const errors: FinderErrors = {}
  const gender = params.get('gender')
  if (gender !== 'male' && gender !== 'female') errors.gender = true
  const minAge = age.safeParse(params.get('min_age'))
  const maxAge = age.safeParse(params.get('max_age'))
  if (!minAge.success || !maxAge.success || minAge.data > maxAge.data) errors.age = true
  const rawDistance = params.get('distance') || null
  const distance = rawDistance === null ? null : Number(rawDistance)
  if (distance !== null && !(DISTANCES_KM as readonly number[]).includes(distance)) errors.distance = true
  const interests = [...new Set(params.getAll('interests'))]
  if (interests.length > FINDER_MAX_INTERESTS || interests.some((s) => !knownInterests.has(s))) errors.interests = true
  if (Object.keys(errors).length) return { answers: null, errors }
  return {
    answers: { gender: gender as 'male' | 'female', minAge: minAge.data!, maxAge: maxAge.data!, distance, interests },
    errors,
  }
}

/** The saved-search query string the answers become (SPEC §3 Search state, /members). */
export function answersAsSearch(answers: FinderAnswers): string {
  const params = new URLSearchParams({ gender: answers.gender, min_age: String(answers.minAge), max_age: String(answers.maxAge) })
  if (answers.distance !== null) params.set('distance', String(answers.distance))
  return params.toString()
}

export interface FinderMatch {
  card: MemberCard
  score: number
  sharedInterests: string[]
  distanceKm: number | null
  age: number
}

export interface FinderViewer {
  id: number
  siteId: number
  latitude: number | null
  longitude: number | null
}

export async function findBestMatches(viewer: FinderViewer, answers: FinderAnswers, now = new Date()): Promise<FinderMatch[]> {
  const position =
    viewer.latitude !== null && viewer.longitude !== null ? { latitude: viewer.latitude, longitude: viewer.longitude } : null
  const where: Prisma.ProfileWhereInput = {
    ...shownProfilesWhere(viewer.siteId),
    userId: { not: viewer.id },
    gender: answers.gender,
    birthDate: {
      lte: latestBirthDateForAge(answers.minAge, now),
      gt: latestBirthDateForAge(answers.maxAge + 1, now),
    },
    user: {
      ...userNotBlockedWith(viewer.id),
      likesReceived: { none: { fromUserId: viewer.id } },
      photos: { some: { isMain: true, status: 'active', visibility: 'public' } },
    },
  }
  if (answers.distance !== null && position) {
    const box = boundingBox(position.latitude, position.longitude, answers.distance)
    where.latitude = { gte: box.latMin, lte: box.latMax }
    if (box.lon) where.OR = box.lon.map(([min, max]) => ({ longitude: { gte: min, lte: max } }))
  }
  const rows = await prisma.profile.findMany({
    where,
    orderBy: [{ lastActiveAt: 'desc' }, { userId: 'desc' }],
    take: CANDIDATES,
    select: {
      ...memberCardSelect,
      latitude: true,
      longitude: true,
      lastActiveAt: true,
      interests: { select: { interest: { select: { slug: true } } } },
    },
  })
  const wanted = new Set(answers.interests)
  const middle = (answers.minAge + answers.maxAge) / 2
  const halfRange = Math.max(1, (answers.maxAge - answers.minAge) / 2)
  const matches: FinderMatch[] = []
  for (const row of rows) {
    const distance =
      position && row.latitude !== null && row.longitude !== null
        ? Math.round(distanceKm(position, { latitude: row.latitude, longitude: row.longitude }))
        : null
    if (answers.distance !== null && position && (distance === null || distance > answers.distance)) continue
    const card = toMemberCard(row, now)
    const shared = row.interests.map((i) => i.interest.slug).filter((slug) => wanted.has(slug))
    const closeness = distance === null ? 0 : 2 * Math.max(0, 1 - distance / (answers.distance ?? 250))
    const ageFit = 1 - Math.min(1, Math.abs(card.age - middle) / halfRange)
    const recent = now.getTime() - row.lastActiveAt.getTime() < 7 * 86_400_000 ? 0.5 : 0
    matches.push({
      card,
      score: shared.length * 3 + closeness + ageFit + recent,
      sharedInterests: shared,
      distanceKm: distance,
      age: card.age,
    })
  }
  return matches.sort((a, b) => b.score - a.score || a.card.id - b.card.id).slice(0, FINDER_RESULTS)
}

/** The interests the finder asks about, in their order. */
export function finderInterests() {
  return prisma.interest.findMany({ orderBy: { sortOrder: 'asc' }, select: { slug: true, icon: true } })
}
