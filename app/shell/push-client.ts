// Web push in the browser (SPEC §4 push states, §7 /sw-push.js?v=2 and POST /api/user.php?push=1):
// the state of this device, turning push on and off, and the open page's reaction to a push.
import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { fetchJson, HttpError } from './http.ts'
import { PUSH_SUBSCRIBED_KEY } from './activity.ts'

export const PUSH_WORKER_URL = '/sw-push.js?v=2'

/** SPEC §4: unknown/not capable, not subscribed, subscribed, denied. */
export type PushState = 'unknown' | 'unsupported' | 'not_subscribed' | 'subscribed' | 'denied'

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

function remember(subscribed: boolean) {
  try {
    if (subscribed) window.localStorage.setItem(PUSH_SUBSCRIBED_KEY, '1')
    else window.localStorage.removeItem(PUSH_SUBSCRIBED_KEY)
  } catch {
    // private mode: the poll simply stays at its short interval
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscribed = Notification.permission === 'granted' && (await currentSubscription()) !== null
  remember(subscribed)
  return subscribed ? 'subscribed' : 'not_subscribed'
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** Asks for permission, registers the worker, subscribes and stores the subscription. */
export async function subscribePush(publicKey: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'not_subscribed'
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' })
  await navigator.serviceWorker.ready
  const subscribe = () =>
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) })
  const subscription = (await registration.pushManager.getSubscription()) ?? (await subscribe())
  try {
    await storeSubscription(subscription)
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'push_endpoint_taken') throw error
    // Another account registered this browser's endpoint (a shared device): this browser lets
    // go of it and subscribes afresh, so the new endpoint is this member's.
    await subscription.unsubscribe()
    await storeSubscription(await subscribe())
  }
  remember(true)
  return 'subscribed'
}

function storeSubscription(subscription: PushSubscription) {
  return fetchJson('/api/user.php?push=1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subscription: subscription.toJSON() }),
  })
}

/** Removes this device's subscription here and at the server. */
export async function unsubscribePush(): Promise<PushState> {
  const subscription = await currentSubscription()
  if (subscription) {
    await fetchJson('/api/user.php?push=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscription: null, endpoint: subscription.endpoint }),
    })
    await subscription.unsubscribe()
  }
  remember(false)
  return 'not_subscribed'
}

/**
 * For logged-in pages: keeps the push worker registered where the member allowed notifications,
 * and reloads the page's data (chats, likes) when a push arrives.
 */
export function usePushReload(loggedIn: boolean) {
  const revalidator = useRevalidator()
  const latest = useRef(revalidator)
  useEffect(() => {
    latest.current = revalidator
  })
  useEffect(() => {
    if (!loggedIn || !pushSupported()) return
    if (Notification.permission === 'granted') {
      navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' }).catch(() => undefined)
    }
    const onPush = (event: MessageEvent) => {
      if ((event.data as { source?: string } | null)?.source === 'amora-push') void latest.current.revalidate()
    }
    navigator.serviceWorker.addEventListener('message', onPush)
    return () => navigator.serviceWorker.removeEventListener('message', onPush)
  }, [loggedIn])
}

/**
 * This device's push state for a switch (settings page, signup step): read once on mount, then
 * turned on or off; `failed` when the browser or the server refused.
 */
export function usePushSwitch(publicKey: string) {
  const [state, setState] = useState<PushState>('unknown')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    readPushState().then(
      (next) => live && setState(next),
      () => live && setState('unsupported'),
    )
    return () => {
      live = false
    }
  }, [])
  const change = async (on: boolean) => {
    setBusy(true)
    setFailed(false)
    try {
      setState(on ? await subscribePush(publicKey) : await unsubscribePush())
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return { state, busy, failed, change }
}
