// ?lb enables page-bounce logging (SPEC §2, §7): when the page becomes hidden, a beacon
// POSTs an empty JSON body to /api/page-hidden.php, once per page view.
import { useEffect } from 'react'
import { useLocation } from 'react-router'

export function usePageBounceLogging() {
  const { search } = useLocation()
  const enabled = new URLSearchParams(search).has('lb')
  useEffect(() => {
    if (!enabled) return
    let sent = false
    const onVisibility = () => {
      if (sent || document.visibilityState !== 'hidden') return
      sent = true
      const body = new Blob(['{}'], { type: 'application/json' })
      if (!navigator.sendBeacon?.('/api/page-hidden.php', body)) {
        void fetch('/api/page-hidden.php', {
          method: 'POST',
          body: '{}',
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
        })
      }
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [enabled])
}
