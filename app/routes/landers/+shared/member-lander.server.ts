// The loader of every member landing page (/members/{id}/landing, landing2, landing3, signup):
// 404 for a member who cannot be shown (server/landers/lander-page.ts getMemberLanderPage says
// null). Members already have an account, so they go straight to the profile, where blocks and
// invisibility apply. Route config (app/routes.ts) names no file here.
import { redirect } from 'react-router'
import { getSessionUser } from '../../../../server/accounts/sessions.ts'
import { notFound } from '../../../../server/http/not-found.ts'
import { getMemberLanderPage, type LanderSite, type MemberLanderPage } from '../../../../server/landers/lander-page.ts'

export async function loadMemberLanderPage(
  site: LanderSite,
  request: Request,
  id: string | undefined,
  slug?: string,
): Promise<MemberLanderPage> {
  const page = await getMemberLanderPage(site, id, slug)
  if (!page) throw notFound()
  if (await getSessionUser(request)) throw redirect(`/members/${page.member.id}`)
  return page
}
