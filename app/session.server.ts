// The member of a request, the one way a page's loader or action asks for it: shared by the root
// loader and the page's loader on a page read (sessionUserContext), looked up afresh everywhere
// else (actions, which may log in or out). The JSON API asks through requireApiMember
// (server/http/api-member.ts), the staff console through requireStaff.
import type { RouterContextProvider } from 'react-router'
import { getSessionUser, loginRedirect, type SessionUser } from '../server/accounts/sessions.ts'
import { sessionUserContext } from './context.ts'

interface LoaderArgsLike {
  request: Request
  context?: Readonly<RouterContextProvider>
}

export function sessionUser({ request, context }: LoaderArgsLike): Promise<SessionUser | null> {
  const lookup = context?.get(sessionUserContext)
  return lookup ? lookup() : getSessionUser(request)
}

/** The member, or a redirect to the login page that comes back here. */
export async function requireMember(args: LoaderArgsLike): Promise<SessionUser> {
  const user = await sessionUser(args)
  if (!user) throw loginRedirect(args.request)
  return user
}
