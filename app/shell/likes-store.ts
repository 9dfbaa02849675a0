// The member's likes as last fetched from GET /api/likes.php (SPEC §4 Polling): the poller,
// the auto-like (reload after LIKES_RELOAD_MS) and the likes pages publish here; the top-bar
// badge, the title prefix and the match announcements follow it without a page reload.
import { useEffect, useState } from 'react'
import { fetchJson } from './http.ts'
import type { LikesJson } from '../../server/likes/likes-json.ts'

export type { LikesJson }

/** SPEC §9: likes reload 500 ms after an auto-like was shown. */
export const LIKES_RELOAD_MS = 500

type Listener = (likes: LikesJson) => void
const listeners = new Set<Listener>()
let latest: LikesJson | null = null

export function publishLikes(likes: LikesJson) {
  latest = likes
  for (const listener of listeners) listener(likes)
}

export function onLikes(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Fetches the likes and tells every listener; a failure keeps the last answer. */
export async function reloadLikes(): Promise<LikesJson | null> {
  try {
    const likes = await fetchJson<LikesJson>('/api/likes.php', {}, 1)
    publishLikes(likes)
    return likes
  } catch {
    return null
  }
}

export function useLikes(): LikesJson | null {
  const [likes, setLikes] = useState(latest)
  useEffect(() => onLikes(setLikes), [])
  return likes
}
