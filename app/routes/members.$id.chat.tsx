// /members/{id}/chat (SPEC §2 members-id-chat): the conversation with that member. An existing one
// opens at /chats/{id}; otherwise the first message starts it here (a free member starts up to
// 2 conversations, SPEC §6: the third is refused with the Get premium prompt).
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, redirect, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/members.$id.chat'
import { localeContext, siteContext } from '../context.ts'
import { readForm } from '../../server/http/read-body.ts'
import { parseProfileId } from '../../server/members/profile-access.ts'
import { openWithMember } from '../../server/chat/conversations.ts'
import { composerData, handleChatForm } from './+shared/chat.server.ts'
import { refusalStatus } from '../../server/http/refusal-status.ts'
import { ChatError } from '../components/chat/chat-error-notice.tsx'
import { Composer } from '../components/chat/composer.tsx'
import { MessageList } from '../components/chat/message-list.tsx'
import { PartnerHeader } from '../components/chat/partner-header.tsx'
import { useLiveConversation } from '../components/chat/use-live-conversation.ts'
import { requireMember } from '../session.server.ts'
import { FREE_CONVERSATIONS } from '../../shared/chat/chat-limits.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseProfileId(params.id)
  if (id === null) throw notFound()
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const opened = await openWithMember(user.id, site.id, id)
  if (opened.kind === 'not_found' || opened.kind === 'self') throw notFound()
  if (opened.kind === 'blocked') return data({ blocked: opened.name }, { status: 403 })
  const gift = new URL(request.url).searchParams.get('gift') === '1'
  if (opened.kind === 'existing') throw redirect(`/chats/${opened.conversationId}${gift ? '?gift=1' : ''}`)
  return {
    partner: opened.partner,
    ...(await composerData(user, site, context.get(localeContext), new URL(request.url))),
    showGifts: gift,
    locale: context.get(localeContext),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseProfileId(params.id)
  if (id === null) throw notFound()
  const user = await requireMember({ request })
  const form = await readForm(request)
  const result = await handleChatForm(user, form, { memberId: id })
  if (result.ok) return redirect(`/chats/${result.conversationId}`)
  if (result.error === 'not_found' || result.error === 'cannot_message_self') throw notFound()
  return data(result, { status: refusalStatus(result.error) })
}

export default function StartChatPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('chat')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const partnerId = 'partner' in loaderData ? loaderData.partner.id : 0
  useLiveConversation(null, partnerId)
  if (!('partner' in loaderData)) {
    return (
      <div className="container py-4">
        <div className="alert alert-warning">{t('errors.blocked', { name: loaderData.blocked })}</div>
        <Link to="/chats">{t('title')}</Link>
      </div>
    )
  }
  const { partner, compose, gifts, icebreakers, clientKey, showGifts, locale } = loaderData
  const pendingText =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send'
      ? String(navigation.formData.get('text') ?? '')
      : null
  return (
    <div className="container-md d-flex flex-column flex-grow-1 px-0" data-testid="conversation">
      <title>{partner.name}</title>
      <PartnerHeader partner={partner} />
      <div className="flex-grow-1 overflow-auto p-2" style={{ minHeight: '50vh' }}>
        {!compose.mayStart ? (
          <div className="alert alert-warning" data-testid="conversation-limit">
            {t('errors.conversation_limit', { count: FREE_CONVERSATIONS })}{' '}
            <Link className="alert-link" to="/premium">
              {t('getPremium')}
            </Link>
          </div>
        ) : !pendingText ? (
          <p className="text-muted text-center">{t('sayHello', { name: partner.name })}</p>
        ) : null}
        <MessageList messages={[]} locale={locale} pending={pendingText} />
      </div>
      {actionData && !actionData.ok ? (
        <ChatError error={actionData.error} name={actionData.name} />
      ) : loaderData.pageError ? (
        <ChatError error={loaderData.pageError} name={partner.name} />
      ) : null}
      <Composer
        key={clientKey}
        compose={compose}
        clientKey={clientKey}
        gifts={gifts}
        icebreakers={icebreakers}
        showGifts={showGifts}
        gifSearch={loaderData.gifSearch}
        partnerName={partner.name}
        photoTo={{ memberId: partner.id }}
        messagePriceFrom={loaderData.messagePriceFrom}
        path={loaderData.path}
      />
    </div>
  )
}
