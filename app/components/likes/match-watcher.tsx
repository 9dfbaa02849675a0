// Announces a new match to the member who liked first (SPEC §4 Match modal): when the likes
// (reloaded on a like event of the stream, by the poll or by a page) show a new like from someone
// the member likes too, the match modal opens once for it in this browser (the announced ids are
// kept in localStorage per member). The member who completes the match sees the modal from their
// own like's answer.
import { useCallback, useEffect, useState } from 'react'
import { onLikes, type LikesJson } from '../../shell/likes-store.ts'
import { MatchModal, type MatchModalMember } from './match-modal.tsx'

const storageKey = (userId: number) => `amora.matches.announced.${userId}`
const MAX_REMEMBERED = 200

/** The matches already announced to this member in this browser. */
export function announced(userId: number): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? '[]')
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : []
  } catch {
    return []
  }
}

/** Notes that the match with `id` was announced (by this watcher or the like timer). */
export function remember(userId: number, id: number) {
  try {
    const ids = [...announced(userId).filter((n) => n !== id), id].slice(-MAX_REMEMBERED)
    window.localStorage.setItem(storageKey(userId), JSON.stringify(ids))
  } catch {
    // private mode: the modal may show again next time
  }
}

/** The first new, not yet announced match in `likes`, with what the modal shows. */
export function nextMatchToAnnounce(likes: LikesJson, seen: number[]): MatchModalMember | null {
  const entry = likes.liked_by.find((e) => e.match && e.like_new && !seen.includes(e.id))
  const card = entry && likes.profiles.find((p) => p.id === entry.id)
  return card ? { id: card.id, name: card.name, photo: card.main_image?.match ?? null } : null
}

export function MatchWatcher({ userId }: { userId: number | null }) {
  const [shown, setShown] = useState<{ other: MatchModalMember; ownPhoto: string | null } | null>(null)
  useEffect(() => {
    if (userId === null) return
    return onLikes((likes) => {
      const other = nextMatchToAnnounce(likes, announced(userId))
      if (!other) return
      remember(userId, other.id)
      setShown((current) => current ?? { other, ownPhoto: likes.me.main_image?.match ?? null })
    })
  }, [userId])
  const close = useCallback(() => setShown(null), [])
  if (!shown) return null
  return <MatchModal variant="match" other={shown.other} ownPhoto={shown.ownPhoto} onClose={close} />
}
