// The in-chat view (SPEC §2): messages with day separators, older history behind "Older
// messages" (or the Get premium prompt for a free member), the typing indicator and the footer
// that sends with Enter or the button. Sending is a real form post (works without JavaScript);
// with JavaScript the message shows at once while it is on its way, and a failure is shown.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation, useRevalidator } from 'react-router'
import type { ChatMember, ChatMessage, ComposeState } from '../../../server/chat/conversations.ts'
import type { ChatFormError } from '../../../server/chat/chat-form.ts'

export interface GiftOption {
  id: number
  slug: string
  icon: string
  credits: number
}

export function ChatError({ error, name }: { error: ChatFormError; name?: string }) {
  const { t } = useTranslation('chat')
  const premium = error === 'insufficient_credits' || error === 'conversation_limit'
  return (
    <div className="alert alert-danger mb-2" role="alert" data-testid="chat-error">
      {t(`errors.${error}`, { name })}
      {premium ? (
        <>
          {' '}
          <Link className="alert-link" to="/premium">
            {error === 'insufficient_credits' ? t('buyCredits') : t('getPremium')}
          </Link>
        </>
      ) : null}
    </div>
  )
}

function dayKey(iso: string) {
  return iso.slice(0, 10)
}

function MessageBubble({ message, locale }: { message: ChatMessage; locale: string }) {
  const { t } = useTranslation('chat')
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(message.createdAt))
  return (
    <li className={`d-flex mb-2 ${message.own ? 'justify-content-end' : 'justify-content-start'}`} data-testid="chat-message">
      <div
        className={`chat-bubble rounded-3 px-3 py-2 ${message.own ? 'bg-primary text-white' : 'bg-light border'}`}
        style={{ maxWidth: '80%', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {message.type === 'gift' && message.gift ? (
          <div className="text-center" data-testid="chat-gift">
            <div style={{ fontSize: '2.5rem' }} aria-hidden="true">
              {message.gift.icon}
            </div>
            <div className="small">{t(`gifts.${message.gift.slug}`)}</div>
          </div>
        ) : message.type === 'gif' && message.gifUrl ? (
          <img src={message.gifUrl} alt={t('gif')} className="img-fluid rounded" loading="lazy" />
        ) : message.type === 'photo' && message.photoUrl ? (
          <img src={message.photoUrl} alt={t('photo')} className="img-fluid rounded" loading="lazy" />
        ) : (
          message.body
        )}
        <div className={`small mt-1 ${message.own ? 'text-white-50' : 'text-muted'}`}>{time}</div>
      </div>
    </li>
  )
}

export function MessageList({ messages, locale, pending }: { messages: ChatMessage[]; locale: string; pending?: string | null }) {
  const { t } = useTranslation('chat')
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' })
  const endRef = useRef<HTMLLIElement>(null)
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length, pending])
  return (
    <ol className="list-unstyled mb-0 px-1" aria-live="polite" data-testid="chat-messages">
      {messages.map((m, i) => {
        const day = dayKey(m.createdAt)
        const separator = i === 0 || day !== dayKey(messages[i - 1]!.createdAt)
        return [
          separator ? (
            <li key={`day-${day}`} className="text-center text-muted small my-2" role="separator">
              {dayFormat.format(new Date(m.createdAt))}
            </li>
          ) : null,
          <MessageBubble key={m.id} message={m} locale={locale} />,
        ]
      })}
      {pending ? (
        <li className="d-flex mb-2 justify-content-end" data-testid="chat-pending">
          <div
            className="chat-bubble rounded-3 px-3 py-2 bg-primary text-white opacity-75"
            style={{ maxWidth: '80%', whiteSpace: 'pre-wrap' }}
          >
            {pending}
            <div className="small text-white-50">{t('sending')}</div>
          </div>
        </li>
      ) : null}
      <li ref={endRef} aria-hidden="true" />
    </ol>
  )
}

export function Composer({
  compose,
  clientKey,
  gifts,
  icebreakers,
  showGifts,
  partnerName,
  onTyping,
}: {
  compose: ComposeState
  clientKey: string
  gifts: GiftOption[]
  icebreakers: string[]
  showGifts: boolean
  partnerName: string
  onTyping?: () => void
}) {
  const { t } = useTranslation('chat')
  const formRef = useRef<HTMLFormElement>(null)
  const [text, setText] = useState('')
  const [giftsOpen, setGiftsOpen] = useState(showGifts)
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (text.trim()) formRef.current?.requestSubmit()
    }
  }
  const cost =
    compose.freeMessagesLeft > 0
      ? t('freeLeft', { count: compose.freeMessagesLeft })
      : t('messageCost', { count: compose.messageCredits })
  return (
    <div className="chat-footer border-top bg-white p-2">
      <Form method="post" ref={formRef} className="d-flex gap-2 align-items-end" data-testid="chat-form">
        <input type="hidden" name="client_key" value={clientKey} />
        <input type="hidden" name="intent" value="send" />
        <label className="visually-hidden" htmlFor="chat-text">
          {t('placeholder', { name: partnerName })}
        </label>
        <textarea
          id="chat-text"
          name="text"
          className="form-control"
          rows={2}
          required
          maxLength={compose.messageLength}
          placeholder={t('placeholder', { name: partnerName })}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            onTyping?.()
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('send')}
        </button>
      </Form>
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2 small">
        <span className="text-muted" data-testid="chat-cost">
          {cost} · {t('credits', { count: compose.credits })}
        </span>
        <details className="ms-auto" open={giftsOpen} onToggle={(e) => setGiftsOpen(e.currentTarget.open)}>
          <summary className="btn btn-sm btn-outline-primary">{t('sendGift')}</summary>
          <div className="d-flex flex-wrap gap-2 mt-2" data-testid="gift-picker">
            {gifts.map((g) => (
              <Form method="post" key={g.id}>
                <input type="hidden" name="intent" value="gift" />
                <input type="hidden" name="gift_id" value={g.id} />
                <input type="hidden" name="client_key" value={`${clientKey}-g${g.id}`} />
                <button type="submit" className="btn btn-light border" title={t(`gifts.${g.slug}`)} disabled={busy}>
                  <span aria-hidden="true" style={{ fontSize: '1.5rem' }}>
                    {g.icon}
                  </span>
                  <span className="d-block small">
                    <span className="visually-hidden">{t(`gifts.${g.slug}`)} </span>
                    {t('credits', { count: g.credits })}
                  </span>
                </button>
              </Form>
            ))}
          </div>
        </details>
        {icebreakers.length ? (
          <details>
            <summary className="btn btn-sm btn-outline-secondary">{t('icebreakers')}</summary>
            <ul className="list-unstyled mt-2 mb-0" data-testid="icebreakers">
              {icebreakers.map((line) => (
                <li key={line}>
                  <button type="button" className="btn btn-link btn-sm text-start p-0" onClick={() => setText(line)}>
                    {line}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </div>
  )
}

/** While JavaScript runs: the member's live events reload this conversation and show typing. */
export function useLiveConversation(conversationId: number | null, partnerId: number) {
  const revalidator = useRevalidator()
  const [typing, setTyping] = useState(false)
  const revalidate = useRef(revalidator.revalidate)
  useEffect(() => {
    revalidate.current = revalidator.revalidate
  })
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/events')
    let typingTimer: ReturnType<typeof setTimeout> | undefined
    const onMessage = (e: MessageEvent<string>) => {
      const event = JSON.parse(e.data) as { type: string; conversationId?: number; senderId?: number }
      if (event.type === 'typing' && event.senderId === partnerId && event.conversationId === conversationId) {
        setTyping(true)
        clearTimeout(typingTimer)
        typingTimer = setTimeout(() => setTyping(false), 4000)
      }
      if (
        event.type === 'resync' ||
        (event.type === 'message' &&
          (event.conversationId === conversationId || (conversationId === null && event.senderId === partnerId)))
      ) {
        setTyping(false)
        void revalidate.current()
      }
    }
    source.addEventListener('member', onMessage as EventListener)
    return () => {
      clearTimeout(typingTimer)
      source.close()
    }
  }, [conversationId, partnerId])
  return typing
}

export function PartnerHeader({ partner }: { partner: ChatMember }) {
  return (
    <div className="d-flex align-items-center gap-2 border-bottom p-2 bg-white">
      {partner.photo ? (
        <img src={partner.photo} alt="" width={40} height={40} className="rounded-circle object-fit-cover" />
      ) : (
        <span className="rounded-circle bg-secondary d-inline-block" style={{ width: 40, height: 40 }} aria-hidden="true" />
      )}
      <Link to={`/members/${partner.id}`} className="fw-bold text-reset text-truncate">
        <h1 className="h5 mb-0">{partner.name}</h1>
      </Link>
    </div>
  )
}
