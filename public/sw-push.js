// Push service worker, registered by the app as /sw-push.js?v=2 (SPEC §7). Shows the pushed
// notification (payload: {type, title, body, url, tag}, see server/notifications/push.ts), tells
// open pages so they reload chats and likes, and opens the right page on a click.
/* global self */
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/'
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(data.title || self.location.hostname, {
        body: data.body || '',
        tag: data.tag || undefined,
        renotify: Boolean(data.tag),
        icon: '/icons/icon-192.png',
        data: { url },
      }),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
        for (const page of pages) page.postMessage({ source: 'amora-push', type: data.type || 'push' })
      }),
    ]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      for (const page of pages) {
        if (page.url === url && 'focus' in page) return page.focus()
      }
      return self.clients.openWindow(url)
    }),
  )
})
