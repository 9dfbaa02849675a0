// Every URL pattern of the app (app/routes.ts) with whether its module answers state-changing
// requests (an `action`), so the fuzz test covers new routes without being told about them.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../app/routes.ts'

export interface RouteTarget {
  /** e.g. "/members/:id", "/landers/gallery/:slug?", "/api/block.php" */
  pattern: string
  hasAction: boolean
  api: boolean
}

function walk(entries: RouteConfigEntry[], prefix: string, out: RouteTarget[]) {
  for (const entry of entries) {
    const full = entry.path ? `${prefix.replace(/\/$/, '')}/${entry.path}` : prefix || '/'
    const source = readFileSync(path.join('app', entry.file), 'utf8')
    if (entry.path !== undefined || entry.index) {
      out.push({
        pattern: full,
        hasAction: /export (async )?function action\b/.test(source),
        api: full.startsWith('/api/'),
      })
    }
    if (entry.children) walk(entry.children, full, out)
  }
}

export function routeTargets(): RouteTarget[] {
  const out: RouteTarget[] = []
  walk(routes as RouteConfigEntry[], '', out)
  // One entry per pattern (the same module can serve several ids).
  return [...new Map(out.map((t) => [t.pattern, t])).values()]
}
