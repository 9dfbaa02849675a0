// The operator inbox's live updates (docs/operators.md): the page listens to the console's stream
// /staff/inbox/events and reloads its data when a conversation starts waiting, is answered,
// claimed or released (only those `filter` accepts). Without JavaScript the page still works; it
// just does not move by itself.
import { useEffect, useRef } from 'react'
import { useNavigation, useRevalidator } from 'react-router'
import type { InboxChange } from '../../../shared/realtime/inbox-events.ts'

export function useInboxLive(filter: (event: InboxChange) => boolean = () => true) {
  const revalidator = useRevalidator()
  const navigation = useNavigation()
  const latest = useRef({ revalidator, filter, busy: false })
  useEffect(() => {
    latest.current = { revalidator, filter, busy: navigation.state !== 'idle' }
  })
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/staff/inbox/events')
    let timer: ReturnType<typeof setTimeout> | undefined
    const reload = () => {
      // Events come in bursts (a claim and an answer): one reload for them.
      clearTimeout(timer)
      timer = setTimeout(() => {
        // While a form is sent or a page loads, its own reload brings the news: no second one to race it.
        const { revalidator: r, busy } = latest.current
        if (r.state === 'idle' && !busy) r.revalidate().catch(() => undefined)
      }, 150)
    }
    source.addEventListener('inbox', (message) => {
      try {
        if (latest.current.filter(JSON.parse((message as MessageEvent<string>).data) as InboxChange)) reload()
      } catch {
        // not an event of ours
      }
    })
    // After a reconnect, whatever happened meanwhile is unknown: reload.
    let opened = false
    source.addEventListener('open', () => {
      if (opened) reload()
      opened = true
      document.documentElement.dataset.inboxLive = 'on'
    })
    return () => {
      clearTimeout(timer)
      source.close()
    }
  }, [])
}

/** "3 h 12 min", "5 min", "40 s" in the page's language. */
export function formatWait(seconds: number, language: string): string {
  const unit = (value: number, u: 'hour' | 'minute' | 'second' | 'day') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(value)
  if (seconds < 60) return unit(seconds, 'second')
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return unit(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}`
  return unit(Math.floor(hours / 24), 'day')
}

/** A language's name in the page's language. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
