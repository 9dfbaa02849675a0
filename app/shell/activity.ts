// The top-bar counts, the title prefix and the app badge while logged in: live from the member's
// event stream (member-stream.ts), with the SPEC's polling as the fallback (SPEC §4, §9): first
// after 5 s, then every 60 s, or every 300 s when push is subscribed.
import { useEffect, useRef, useState } from 'react'
import { attentionCount, prefixTitle } from './badges.ts'
import { fetchJson, HttpError } from './http.ts'
import { onLikes, reloadLikes } from './likes-store.ts'
import { reloadChats } from './chats-store.ts'
import { onMemberEvent } from './member-stream.ts'

export const FIRST_POLL_MS = 5_000
export const POLL_MS = 60_000
export const POLL_WITH_PUSH_MS = 300_000
/** Set by the push opt-in when a subscription is active. */
export const PUSH_SUBSCRIBED_KEY = 'amora.push.subscribed'

export interface Activity {
  unreadMessages: number
  newLikes: number
  credits: number
  paidUser: boolean
}

interface UserResponse {
  user: { credits: number; paid_user: boolean; totals: { unread_messages: number; new_likes: number } }
}

export function pollInterval(pushSubscribed: boolean) {
  return pushSubscribed ? POLL_WITH_PUSH_MS : POLL_MS
}

function pushSubscribed() {
  try {
    return window.localStorage.getItem(PUSH_SUBSCRIBED_KEY) === '1'
  } catch {
    return false
  }
}

/** A 403 flagged authentication_required ends the session in this browser too (SPEC §4). */
async function forceLogout() {
  await fetch('/api/logout.php', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
  window.location.assign('/')
}

type Polled = { base: Activity | null; value: Activity } | null

/** The counts with a live change applied to the newest of the poll and the loader's. */
function patched(previous: Polled, base: Activity | null, patch: Partial<Activity>): Polled {
  const current = previous && previous.base === base ? previous.value : base
  return current ? { base, value: { ...current, ...patch } } : previous
}

export function useActivity(initial: Activity | null): Activity | null {
  // A poll result counts only for the loader data it followed: a navigation brings fresh
  // counts from the root loader, and they win over an older poll.
  const [polled, setPolled] = useState<Polled>(null)
  const base = useRef(initial)
  useEffect(() => {
    base.current = initial
  }, [initial])
  const loggedIn = initial !== null
  useEffect(() => {
    if (!loggedIn) return
    let timer: ReturnType<typeof setTimeout>
    let stopped = false
    const poll = async () => {
      try {
        // SPEC §4: the poll refetches the user, the chats and the likes (the badge follows the likes).
        const [{ user }, likes] = await Promise.all([fetchJson<UserResponse>('/api/user.php'), reloadLikes(), reloadChats()])
        if (stopped) return
        setPolled({
          base: base.current,
          value: {
            unreadMessages: user.totals.unread_messages,
            newLikes: likes?.totals.new_likes ?? user.totals.new_likes,
            credits: user.credits,
            paidUser: user.paid_user,
          },
        })
      } catch (error) {
        if (error instanceof HttpError && error.status === 403 && error.code === 'authentication_required') {
          stopped = true
          await forceLogout()
          return
        }
      }
      if (!stopped) timer = setTimeout(poll, pollInterval(pushSubscribed()))
    }
    timer = setTimeout(poll, FIRST_POLL_MS)
    // A push arrived (public/sw-push.js tells every open page): fetch the counts now.
    const onPush = (event: MessageEvent) => {
      if ((event.data as { source?: string } | null)?.source !== 'amora-push' || stopped) return
      clearTimeout(timer)
      void poll()
    }
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null
    worker?.addEventListener('message', onPush)
    // Live: counts move as they change; a like reloads the likes (their badge follows); after a
    // reconnect the stream may have missed something, so poll now.
    const stopStream = onMemberEvent((event) => {
      if (stopped) return
      if (event.type === 'counts') {
        const { unreadMessages, newLikes, credits } = event
        setPolled((previous) =>
          patched(
            previous,
            base.current,
            credits === undefined ? { unreadMessages, newLikes } : { unreadMessages, newLikes, credits },
          ),
        )
      } else if (event.type === 'like') {
        void reloadLikes()
      } else if (event.type === 'resync') {
        clearTimeout(timer)
        void poll()
      }
    })
    return () => {
      stopped = true
      clearTimeout(timer)
      worker?.removeEventListener('message', onPush)
      stopStream()
    }
  }, [loggedIn])
  // Any likes reload (poll, auto-like, likes pages) moves the new-likes badge at once.
  useEffect(() => {
    if (!loggedIn) return
    return onLikes((likes) => setPolled((previous) => patched(previous, base.current, { newLikes: likes.totals.new_likes })))
  }, [loggedIn])
  return polled && polled.base === initial ? polled.value : initial
}

/** Keeps "(N) " in front of whatever title the page sets, and the installed app's badge. */
export function useAttentionTitle(activity: Activity | null) {
  const count = activity ? attentionCount(activity) : 0
  useEffect(() => {
    const apply = () => {
      const next = prefixTitle(document.title, count)
      if (next !== document.title) document.title = next
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    const nav = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> }
    if (count > 0) void nav.setAppBadge?.(count).catch(() => undefined)
    else void nav.clearAppBadge?.().catch(() => undefined)
    return () => observer.disconnect()
  }, [count])
}
