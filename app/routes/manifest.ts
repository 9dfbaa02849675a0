// /manifest.webmanifest: makes each branded site installable under its own name, described in
// the visitor's language.
import type { Route } from './+types/manifest'
import { localeContext, siteContext } from '../context.ts'
import { siteText } from '../../server/sites/site-texts.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const locale = context.get(localeContext)
  const manifest = {
    name: site.name,
    short_name: site.name.slice(0, 12),
    description: siteText(site, locale, 'description'),
    lang: locale,
    start_url: '/members?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#d62127',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'Host, Cookie, Accept-Language',
    },
  })
}
