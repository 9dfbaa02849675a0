// The console's HTTP adapter (docs/staff.md): every staff route's loader and action starts with
// requireStaff (or staffAction). A visitor, a member, a half-finished login, an ended or idle
// session all get 404, as for a page that does not exist; a staff member without the
// permission gets the console's 403 page.
import { createContext, data, type RouterContextProvider } from 'react-router'
import { clientIp, siteContext } from '../../../context.ts'
import { consumeLimit } from '../../../../server/http/rate-limits.ts'
import { readStaffSession, type StaffSessionInfo } from '../../../../server/staff/sessions.ts'
import {
  consoleActor,
  staffMay,
  StaffForbiddenError,
  type Permission,
  type StaffActor,
  type StaffPrincipal,
} from '../../../../server/staff/permissions.ts'
import { currentConsoleSite, staffSites, type ConsoleSite } from '../../../../server/staff/console.ts'

interface Args {
  request: Request
  context: Readonly<RouterContextProvider>
}

export interface StaffRequest {
  session: StaffSessionInfo
  staff: StaffPrincipal
  /** For services: the staff member with this request's address (audit rows). */
  actor: StaffActor
  /** The site the console shows (the site switcher). */
  site: ConsoleSite
  sites: ConsoleSite[]
}

/** Thrown: the console does not exist for this request. */
export const staffNotFound = () => data({ staffError: 'not_found' as const }, { status: 404 })
/** Thrown: the console's 403 page, naming the permission that is missing. */
export const staffForbidden = (permission: Permission) => data({ staffError: 'forbidden' as const, permission }, { status: 403 })

/** One session read per page request (the frame's loader and the page's share it). */
const staffRequestContext = createContext<Promise<StaffRequest | null> | null>(null)

async function loadStaffRequest({ request, context }: Args): Promise<StaffRequest | null> {
  const session = await readStaffSession(request)
  if (!session?.verified) return null
  const sites = await staffSites(session.staff)
  const site = currentConsoleSite(session.staff, sites, session.siteId, context.get(siteContext).id)
  if (!site) return null
  return { session, staff: session.staff, actor: consoleActor(session.staff, clientIp(context)), site, sites }
}

/** The signed-in staff member, or a thrown 404; with `permission`, a thrown 403 without it (on the current site). */
export async function requireStaff(args: Args, permission?: Permission): Promise<StaffRequest> {
  const read = args.request.method === 'GET' || args.request.method === 'HEAD'
  let lookup = read ? args.context.get(staffRequestContext) : null
  if (!lookup) {
    lookup = loadStaffRequest(args)
    if (read) (args.context as RouterContextProvider).set(staffRequestContext, lookup)
  }
  const found = await lookup
  if (!found) throw staffNotFound()
  if (permission && !staffMay(found.staff, permission, found.site.id)) throw staffForbidden(permission)
  return found
}

/** requireStaff for an action: also counts it against the staff member's action limit (429 when used up). */
export async function staffAction(args: Args, permission?: Permission): Promise<StaffRequest> {
  const found = await requireStaff(args, permission)
  const limit = await consumeLimit('staff-action-staff', found.staff.id)
  if (!limit.allowed) throw data({ staffError: 'too_many' as const, seconds: limit.retryAfterSeconds }, { status: 429 })
  return found
}

/** A service's refusal as the console's 403 page; anything else goes on. */
export function rethrowForbidden(error: unknown): never {
  if (error instanceof StaffForbiddenError) throw staffForbidden(error.details.permission)
  throw error
}
