// GET /api/chats.php (SPEC §7): the member's chat list with the store totals (unread messages,
// new likes). Logged-in members only. See docs/api.md.
import type { Route } from './+types/chats.php'
import { handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { requireApiMember } from '../../../server/http/api-member.ts'
import { listConversationsAndCounts } from '../../../server/chat/read-messages.ts'
import { toChatEntryJson } from '../../../server/chat/chat-json.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user } = await requireApiMember(request)
    const { chats, counts } = await listConversationsAndCounts(user)
    return Response.json(
      {
        chats: chats.map(toChatEntryJson),
        totals: { unread_messages: counts.unreadMessages, new_likes: counts.newLikes },
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => methodNotAllowed(['GET']))
}
