// /api/unsubscribe.php?token=… — the List-Unsubscribe address of every notification e-mail.
// POST with the body List-Unsubscribe=One-Click (RFC 8058, sent by the mail client without the
// member logging in) records `listunsubscribe` in notifications_disabled: no notification e-mail
// is sent any more. GET (the footer's "Unsubscribe" link, and link scanners) changes nothing: it
// opens the e-mail-source preferences page at its one-button unsubscribe.
import type { Route } from './+types/unsubscribe.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { readApiForm } from '../../../server/http/read-body.ts'
import { checkEmailToken } from '../../../server/notifications/email-link.ts'
import { disableNotifications } from '../../../server/notifications/preferences.ts'

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const form = await readApiForm(request)
    if (form.get('List-Unsubscribe') !== 'One-Click')
      throw new ApiError(400, 'invalid_parameter', 'The body must be List-Unsubscribe=One-Click.')
    const check = await checkEmailToken(new URL(request.url).searchParams.get('token'))
    if (!check.ok) {
      if (check.reason === 'expired') throw new ApiError(410, 'token_expired', 'This unsubscribe link has expired.')
      throw new ApiError(403, 'invalid_token', 'This unsubscribe link is not valid.')
    }
    await disableNotifications(check.userId, 'listunsubscribe')
    return new Response(JSON.stringify({ unsubscribed: true }), {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  })
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return new Response(null, {
    status: 303,
    headers: { Location: `/notifications/email?token=${encodeURIComponent(token)}#unsubscribe`, 'Cache-Control': 'no-store' },
  })
}
