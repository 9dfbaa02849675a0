// The last search, remembered in a cookie so that /members without parameters (the top-bar
// link) brings it back, with or without JavaScript. It belongs to one member (or to the
// visitor): someone else logging in on the same browser starts fresh. The cookie holds only
// a query string, checked again like any other when it is used.
import { z } from 'zod'
import { savedSearchCookie } from '../../http/cookies.ts'
import { SEARCH_PARAMS } from '../../../shared/members/search-params.ts'

const MAX_LENGTH = 400
const savedSchema = z.object({ member: z.number().int().nonnegative(), query: z.string().max(MAX_LENGTH) })

/** Only search parameters survive, in their usual order. */
function cleanQuery(query: string): string {
  const params = new URLSearchParams(query)
  const out = new URLSearchParams()
  for (const name of SEARCH_PARAMS) {
    const value = params.get(name)
    if (value) out.set(name, value.slice(0, 20))
  }
  return out.toString()
}

/** Set-Cookie for the search just shown (an empty query forgets it). */
export async function saveSearchCookie(query: string, userId: number | null): Promise<string> {
  const clean = cleanQuery(query)
  if (!clean) return forgetSearchCookie()
  return savedSearchCookie().serialize({ member: userId ?? 0, query: clean })
}

export function forgetSearchCookie(): Promise<string> {
  return savedSearchCookie().serialize('', { maxAge: 0 })
}

/** The query string of this member's last search, or null. */
export async function readSavedSearch(cookieHeader: string | null, userId: number | null): Promise<string | null> {
  const saved = savedSchema.safeParse(await savedSearchCookie().parse(cookieHeader))
  if (!saved.success || saved.data.member !== (userId ?? 0)) return null
  return cleanQuery(saved.data.query) || null
}
