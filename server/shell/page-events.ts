// Page-bounce logging (SPEC §2 `lb`): which landing pages visitors leave, and when.
import { prisma } from '../db.ts'
import { getSiteByHost } from '../sites/get-site-by-host.ts'
import { getSessionUser } from '../accounts/sessions.ts'

const MAX_PATH = 500

/** The path of the page that sent the beacon, only when the Referer is this same host. */
export function pathFromReferer(referer: string | null, host: string): string | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    if (url.host !== host) return null
    return `${url.pathname}${url.search}`.slice(0, MAX_PATH)
  } catch {
    return null
  }
}

export async function recordPageHidden(request: Request): Promise<boolean> {
  const url = new URL(request.url)
  const path = pathFromReferer(request.headers.get('referer'), url.host)
  if (!path) return false
  const [site, user] = await Promise.all([getSiteByHost(url.host), getSessionUser(request)])
  await prisma.pageEvent.create({ data: { siteId: site.id, userId: user?.id ?? null, path, kind: 'page_hidden' } })
  return true
}
