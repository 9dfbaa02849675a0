// /chats (SPEC §2 chats): the member's conversations, newest first, with photo, name, the last
// message, its time and the unread count, kept live while the page is open (a new message moves
// its chat to the top). Removing a chat takes it off the list at once, then
// asks the server; on failure the error shows and the list reloads (SPEC §4, §8).
import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, useFetcher, useRevalidator } from 'react-router'
import type { Route } from './+types/chats'
import { localeContext } from '../context.ts'
import { readForm } from '../../server/http/read-body.ts'
import { listConversations, type ChatListEntry } from '../../server/chat/read-messages.ts'
import { handleChatForm } from './+shared/chat.server.ts'
import { refusalStatus } from '../../server/http/refusal-status.ts'
import { countBadge } from '../shell/badges.ts'
import { intlLocale } from '../../shared/i18n/intl-locale.ts'
import { requireMember } from '../session.server.ts'
import { useLiveChatList } from '../shell/chats-store.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  return { chats: await listConversations(user), locale: context.get(localeContext) }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const form = await readForm(request)
  if (form.get('intent') !== 'remove') return data({ ok: false as const, error: 'invalid' as const }, { status: 400 })
  const result = await handleChatForm(user, form, { conversationId: 0 })
  if (result.ok) return { ok: true as const }
  return data(result, { status: refusalStatus(result.error) })
}

function preview(entry: ChatListEntry, t: (key: string, o?: Record<string, unknown>) => string) {
  const m = entry.lastMessage
  if (!m) return ''
  const text =
    m.type === 'gift'
      ? t('preview.gift')
      : m.type === 'gif'
        ? t('preview.gif')
        : m.type === 'photo'
          ? t('preview.photo')
          : (m.body ?? '')
  return m.own ? `${t('you')}: ${text}` : text
}

function ChatRow({ entry, locale, onRemove }: { entry: ChatListEntry; locale: string; onRemove: (id: number) => void }) {
  const { t } = useTranslation('chat')
  const fetcher = useFetcher<typeof action>()
  const when = new Date(entry.lastMessageAt)
  const sameDay = new Date().toDateString() === when.toDateString()
  const time = new Intl.DateTimeFormat(
    intlLocale(locale),
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(when)
  const badge = countBadge(entry.unread)
  return (
    <li className="list-group-item d-flex align-items-center gap-2" data-testid="chat-row">
      {entry.partner.photo ? (
        <img src={entry.partner.photo} alt="" width={48} height={48} className="rounded-circle object-fit-cover flex-shrink-0" />
      ) : (
        <span
          className="rounded-circle bg-secondary d-inline-block flex-shrink-0"
          style={{ width: 48, height: 48 }}
          aria-hidden="true"
        />
      )}
      <Link to={`/chats/${entry.conversationId}`} className="flex-grow-1 min-w-0 text-reset text-decoration-none">
        <div className="d-flex justify-content-between gap-2">
          <strong className="text-truncate">{entry.partner.name}</strong>
          <small className="text-muted flex-shrink-0">{time}</small>
        </div>
        <div className="d-flex justify-content-between gap-2">
          <span className="text-muted text-truncate small">{preview(entry, t)}</span>
          {badge ? (
            <span className="badge rounded-pill bg-primary flex-shrink-0" data-testid="chat-unread">
              {badge}
              <span className="visually-hidden"> {t('unread', { count: entry.unread })}</span>
            </span>
          ) : null}
        </div>
      </Link>
      <fetcher.Form method="post" onSubmit={() => onRemove(entry.conversationId)} className="flex-shrink-0">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="conversation_id" value={entry.conversationId} />
        <button
          type="submit"
          className="btn btn-sm btn-outline-secondary"
          aria-label={t('removeNamed', { name: entry.partner.name })}
        >
          ×
        </button>
      </fetcher.Form>
      <RemoveOutcome fetcher={fetcher} />
    </li>
  )
}

/** Reports a failed removal to the page (the list reloads and the error is shown). */
function RemoveOutcome({ fetcher }: { fetcher: ReturnType<typeof useFetcher<typeof action>> }) {
  const revalidator = useRevalidator()
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok
  useEffect(() => {
    if (failed) {
      window.dispatchEvent(new CustomEvent('amora:chat-remove-failed'))
      void revalidator.revalidate()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed])
  return null
}

export default function ChatsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('chat')
  const [removed, setRemoved] = useState<number[]>([])
  const [error, setError] = useState(false)
  useEffect(() => {
    const onFail = () => {
      setError(true)
      setRemoved([])
    }
    window.addEventListener('amora:chat-remove-failed', onFail)
    return () => window.removeEventListener('amora:chat-remove-failed', onFail)
  }, [])
  // The list follows the member's event stream and the poll (app/shell/chats-store.ts).
  const chats = useLiveChatList(loaderData.chats).filter((c) => !removed.includes(c.conversationId))
  return (
    <div className="container py-3">
      <title>{t('title')}</title>
      <h1 className="h4">{t('title')}</h1>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {t('errors.removeFailed')}
        </div>
      ) : null}
      {chats.length === 0 ? (
        <p className="text-muted" data-testid="chats-empty">
          {t('empty')} <Link to="/members">{t('searchMembers')}</Link>
        </p>
      ) : (
        <ul className="list-group" data-testid="chat-list">
          {chats.map((c) => (
            <ChatRow
              key={c.conversationId}
              entry={c}
              locale={loaderData.locale}
              onRemove={(id) => setRemoved((r) => [...r, id])}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
