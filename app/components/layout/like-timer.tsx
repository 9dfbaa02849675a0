// ?t=<seconds> (SPEC §2): after that delay a logged-in member receives a like, shown in
// the match modal's new-like variant, and `t` is removed from the address; the likes reload
// 500 ms later (SPEC §9). The modal closes on a click anywhere (SPEC §4 Match modal). A like from
// someone the member already likes is a match: one modal, the match one, noted as announced so
// the match watcher does not open a second one when the likes reload.
import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fetchJson } from '../../shell/http.ts'
import { LIKES_RELOAD_MS, reloadLikes, useLikes } from '../../shell/likes-store.ts'
import { MatchModal } from '../likes/match-modal.tsx'
import { announced, remember } from '../likes/match-watcher.tsx'

interface LikedBy {
  id: number
  name: string
  main_image: { match: string }
  match?: boolean
}

/** The delay of ?t in milliseconds, or null when absent or not a sensible number of seconds. */
export function likeDelayMs(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null
  const seconds = Number(value)
  return seconds <= 86_400 ? seconds * 1000 : null
}

export function LikeTimer({ userId }: { userId: number | null }) {
  const loggedIn = userId !== null
  const [params, setParams] = useSearchParams()
  const [liked, setLiked] = useState<LikedBy | null>(null)
  const ownPhoto = useLikes()?.me.main_image?.match ?? null
  const delay = likeDelayMs(params.get('t'))

  useEffect(() => {
    if (!loggedIn || delay === null) return
    let reload: ReturnType<typeof setTimeout> | undefined
    const timer = setTimeout(async () => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('t')
          return next
        },
        { replace: true, preventScrollReset: true },
      )
      try {
        const like = await fetchJson<LikedBy>('/api/auto-like.php', {}, 0)
        // A match the match watcher announced already (a reload got there first) shows nothing more.
        const shownAlready = like.match && userId !== null && announced(userId).includes(like.id)
        if (like.match && userId !== null) remember(userId, like.id)
        if (!shownAlready) setLiked(like)
        // SPEC §7, §9: the likes reload 500 ms after the new like is shown.
        reload = setTimeout(() => void reloadLikes(), LIKES_RELOAD_MS)
      } catch {
        // No fitting profile right now: nothing to show.
      }
    }, delay)
    return () => {
      clearTimeout(timer)
      clearTimeout(reload)
    }
  }, [loggedIn, userId, delay, setParams])

  const close = useCallback(() => setLiked(null), [])
  if (!liked) return null
  return (
    <MatchModal
      variant={liked.match ? 'match' : 'like'}
      other={{ id: liked.id, name: liked.name, photo: liked.main_image.match }}
      ownPhoto={liked.match ? ownPhoto : null}
      onClose={close}
    />
  )
}
