// /chats/{id} (SPEC §2 chats-id): one conversation. Opening it sets its unread count to 0
// (SPEC §4). Members only; a conversation that is not the member's answers 404, one with a
// member blocked either way answers 403. Sending is a form post to this route's action.
import { useRef } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, redirect, useActionData, useNavigation, useRevalidator } from 'react-router'
import type { Route } from './+types/chats.$id'
import { localeContext, siteContext } from '../context.ts'
import { readForm } from '../../server/http/read-body.ts'
import { parseConversationId } from '../../server/chat/chat-rules.ts'
import { ChatError as ConversationError } from '../../server/chat/chat-error.ts'
import { openConversation } from '../../server/chat/read-messages.ts'
import { composerData, handleChatForm } from './+shared/chat.server.ts'
import { refusalStatus } from '../../server/http/refusal-status.ts'
import { useOutbox } from '../components/chat/outbox.ts'
import { ChatError } from '../components/chat/chat-error-notice.tsx'
import { Composer } from '../components/chat/composer.tsx'
import { MessageList } from '../components/chat/message-list.tsx'
import { PartnerHeader } from '../components/chat/partner-header.tsx'
import { useLiveConversation } from '../components/chat/use-live-conversation.ts'
import { requireMember } from '../session.server.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseConversationId(params.id)
  if (id === null) throw notFound()
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const url = new URL(request.url)
  const before = parseConversationId(url.searchParams.get('before'))
  try {
    // The one read rule (server/chat/read-rule.ts), as /api/chat.php and the event stream.
    const view = await openConversation(user, id, { before })
    return {
      view,
      ...(await composerData(user, site, context.get(localeContext), url)),
      showGifts: url.searchParams.get('gift') === '1',
      locale: context.get(localeContext),
      paged: before !== null,
    }
  } catch (error) {
    if (error instanceof ConversationError && error.code === 'blocked')
      return data({ blocked: error.details.name ?? '' }, { status: 403 })
    if (error instanceof ConversationError) throw notFound()
    throw error
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseConversationId(params.id)
  if (id === null) throw notFound()
  const user = await requireMember({ request })
  const form = await readForm(request)
  const result = await handleChatForm(user, form, { conversationId: id })
  if (result.ok) return redirect(result.intent === 'remove' ? '/chats' : `/chats/${id}`)
  if (result.error === 'not_found') throw notFound()
  return data(result, { status: refusalStatus(result.error) })
}

export default function ConversationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('chat')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const lastTyping = useRef(0)
  const view = 'view' in loaderData ? loaderData.view : null
  const typing = useLiveConversation(view?.conversationId ?? null, view?.partner.id ?? 0)
  const revalidator = useRevalidator()
  const outbox = useOutbox(view?.conversationId ?? 0, () => revalidator.revalidate())
  if (!('view' in loaderData)) {
    return (
      <div className="container py-4">
        <div className="alert alert-warning">{t('errors.blocked', { name: loaderData.blocked })}</div>
        <Link to="/chats">{t('title')}</Link>
      </div>
    )
  }
  const { compose, gifts, icebreakers, clientKey, showGifts, gifSearch, locale, paged, pageError, path } = loaderData
  const v = loaderData.view
  const pendingText =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send'
      ? String(navigation.formData.get('text') ?? '')
      : null
  const onTyping = () => {
    const now = Date.now()
    if (now - lastTyping.current < 3000) return
    lastTyping.current = now
    void fetch('/api/chat.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'typing', conversation_id: v.conversationId }),
    }).catch(() => undefined)
  }
  return (
    <div className="container-md d-flex flex-column flex-grow-1 px-0" data-testid="conversation">
      <title>{v.partner.name}</title>
      <PartnerHeader partner={v.partner} />
      <div className="flex-grow-1 overflow-auto p-2" style={{ minHeight: '50vh' }}>
        {v.hiddenOlder > 0 && !v.hasOlder ? (
          <div className="alert alert-info small" data-testid="history-hidden">
            {t('historyHidden')}{' '}
            <Link className="alert-link" to="/premium">
              {t('getPremium')}
            </Link>
          </div>
        ) : null}
        {v.hasOlder ? (
          <div className="text-center mb-2">
            <Link
              className="btn btn-sm btn-outline-secondary"
              to={`/chats/${v.conversationId}?before=${v.messages[0]?.id ?? ''}`}
            >
              {t('older')}
            </Link>
          </div>
        ) : null}
        {paged ? (
          <div className="text-center mb-2">
            <Link className="small" to={`/chats/${v.conversationId}`}>
              {t('newest')}
            </Link>
          </div>
        ) : null}
        {v.messages.length === 0 && !pendingText && outbox.items.length === 0 ? (
          <p className="text-muted text-center">{t('sayHello', { name: v.partner.name })}</p>
        ) : null}
        <MessageList
          messages={v.messages}
          locale={locale}
          pending={pendingText}
          outbox={outbox.items}
          gifts={gifts}
          onRetry={(item) => void outbox.retry(item)}
        />
        {typing ? (
          <p className="text-muted small fst-italic mb-0" data-testid="typing">
            {t('typing', { name: v.partner.name })}
          </p>
        ) : null}
      </div>
      {outbox.error ? (
        <ChatError error={outbox.error} name={v.partner.name} />
      ) : actionData && !actionData.ok ? (
        <ChatError error={actionData.error} name={actionData.name} />
      ) : pageError ? (
        <ChatError error={pageError} name={v.partner.name} />
      ) : null}
      {/* Not keyed by clientKey: a revalidation (every message) must not wipe what is being typed. */}
      <Composer
        compose={compose}
        clientKey={clientKey}
        gifts={gifts}
        icebreakers={icebreakers}
        showGifts={showGifts}
        gifSearch={gifSearch}
        partnerName={v.partner.name}
        onTyping={onTyping}
        onSend={outbox.send}
        photoTo={{ conversationId: v.conversationId }}
        messagePriceFrom={loaderData.messagePriceFrom}
        path={path}
      />
    </div>
  )
}
