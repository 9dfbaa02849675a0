// POST /staff/logout ends this staff session (the layout's button); a GET goes to the console.
import { redirect, redirectDocument } from 'react-router'
import type { Route } from './+types/logout'
import { readForm } from '../../../server/http/read-body.ts'
import { destroyStaffSession } from '../../../server/staff/sessions.ts'
import { requireStaff } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args)
  throw redirectDocument('/staff')
}

export async function action(args: Route.ActionArgs) {
  await requireStaff(args)
  await readForm(args.request)
  throw redirect('/staff/login', { headers: { 'Set-Cookie': await destroyStaffSession(args.request) } })
}
