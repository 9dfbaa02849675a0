// POST /staff/site: the site switcher; the console then shows the chosen site (if allowed).
import { redirectDocument } from 'react-router'
import type { Route } from './+types/site'
import { readForm } from '../../../server/http/read-body.ts'
import { parseId } from '../../../server/http/parse-id.ts'
import { safeRedirect } from '../../../server/accounts/sessions.ts'
import { setStaffSessionSite } from '../../../server/staff/sessions.ts'
import { staffMaySee } from '../../../server/staff/permissions.ts'
import { requireStaff, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args)
  throw redirectDocument('/staff')
}

export async function action(args: Route.ActionArgs) {
  const { session, staff, sites } = await staffAction(args)
  const form = await readForm(args.request)
  const siteId = parseId(form.get('siteId'))
  if (siteId !== null && staffMaySee(staff, siteId) && sites.some((s) => s.id === siteId))
    await setStaffSessionSite(session.id, siteId)
  const back = safeRedirect(form.get('redirectTo'), '/staff')
  // A document load: the whole console shows the other site (and /staff.data would miss the cookie's path).
  throw redirectDocument(back.startsWith('/staff') ? back : '/staff')
}
