// Polling while logged in (SPEC §4, §9): first after 5 s, then every 60 s, or every 300 s
// when push is subscribed. Updates the top-bar counts, the title prefix and the app badge.
import { useEffect, useRef, useState } from 'react'
import { attentionCount, prefixTitle } from './badges.ts'
import { fetchJson, HttpError } from './http.ts'

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

export function useActivity(initial: Activity | null): Activity | null {
  // A poll result counts only for the loader data it followed: a navigation brings fresh
  // counts from the root loader, and they win over an older poll.
  const [polled, setPolled] = useState<{ base: Activity | null; value: Activity } | null>(null)
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
        const { user } = await fetchJson<UserResponse>('/api/user.php')
        if (stopped) return
        setPolled({
          base: base.current,
          value: {
            unreadMessages: user.totals.unread_messages,
            newLikes: user.totals.new_likes,
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
    return () => {
      stopped = true
      clearTimeout(timer)
    }
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
