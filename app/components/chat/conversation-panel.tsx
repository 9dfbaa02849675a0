// The in-chat view (SPEC §2): messages with day separators, older history behind "Older
// messages" (or the Get premium prompt for a free member), the typing indicator and the footer
// that sends with Enter or the button, with the gift and GIF pickers. Sending is a real form post
// (works without JavaScript); with JavaScript an open conversation sends through its outbox
// (outbox.ts): the message shows at once, a failed one can be sent again.
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link, useNavigation, useRevalidator } from 'react-router'
import type { ChatMember, ChatMessage } from '../../../server/chat/chat-view.ts'
import type { ComposeState } from '../../../server/chat/conversations.ts'
import type { ChatPageError } from '../../../server/chat/chat-form.ts'
import { STICKERS, stickerOf, stickerUrl } from '../../../shared/chat/stickers.ts'
import { intlLocale } from '../../../shared/i18n/intl-locale.ts'
import { FREE_CONVERSATIONS } from '../../../shared/chat/chat-limits.ts'
import { onMemberEvent } from '../../shell/member-stream.ts'
import { useHydrated } from '../../shell/display-mode.ts'
import { useEarlyInput } from '../forms/early-input.ts'
import type { OutboxItem, Outgoing, SendOutcome } from './outbox.ts'
import { IcebreakerPicker } from './icebreaker-picker.tsx'

export interface GiftOption {
  id: number
  slug: string
  icon: string
  credits: number
}

/** The upload limit of a photo in MB, for the photo refusals' message. */
const PHOTO_MAX_MB = 15
const PHOTO_ERROR_CODES: readonly string[] = [
  'unsupported_type',
  'too_large',
  'too_many_pixels',
  'corrupt_image',
  'missing_photo',
]

export function ChatError({ error, name }: { error: ChatPageError; name?: string }) {
  const { t } = useTranslation(['chat', 'photos'])
  const premium = error === 'insufficient_credits' || error === 'conversation_limit'
  return (
    <div className="alert alert-danger mb-2" role="alert" data-testid="chat-error">
      {PHOTO_ERROR_CODES.includes(error)
        ? t(`photos:errors.${error}`, { size: PHOTO_MAX_MB })
        : t(`errors.${error}`, { name, count: FREE_CONVERSATIONS })}
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

function GifImage({ url }: { url: string }) {
  const { t } = useTranslation('chat')
  const sticker = stickerOf(url)
  return sticker ? (
    <img src={url} alt={t(`stickers.${sticker}`)} width={128} height={128} data-testid="chat-gif" />
  ) : (
    <img src={url} alt={t('gif')} className="img-fluid rounded" loading="lazy" data-testid="chat-gif" />
  )
}

function GiftCard({ gift }: { gift: { slug: string; icon: string } }) {
  const { t } = useTranslation('chat')
  return (
    <div className="text-center" data-testid="chat-gift">
      <div style={{ fontSize: '2.5rem' }} aria-hidden="true">
        {gift.icon}
      </div>
      <div className="small">{t(`gifts.${gift.slug}`)}</div>
    </div>
  )
}

/** The clock-time format per language: building one costs more than formatting with it, and a conversation shows many. */
const timeFormats = new Map<string, Intl.DateTimeFormat>()
function timeFormat(locale: string): Intl.DateTimeFormat {
  let format = timeFormats.get(locale)
  if (!format)
    timeFormats.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' })))
  return format
}

function MessageBubble({ message, locale }: { message: ChatMessage; locale: string }) {
  const { t } = useTranslation('chat')
  const time = timeFormat(locale).format(new Date(message.createdAt))
  // A sticker stands on its own, without the bubble's colour behind it.
  const bare = message.type === 'gif' && stickerOf(message.gifUrl) !== null
  return (
    <li className={`d-flex mb-2 ${message.own ? 'justify-content-end' : 'justify-content-start'}`} data-testid="chat-message">
      <div
        className={`chat-bubble rounded-3 px-3 py-2 ${bare ? (message.own ? 'text-end' : '') : message.own ? 'bg-primary text-white' : 'bg-light border'}`}
        style={{ maxWidth: '80%', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {message.type === 'gift' && message.gift ? (
          <GiftCard gift={message.gift} />
        ) : message.type === 'gif' && message.gifUrl ? (
          <GifImage url={message.gifUrl} />
        ) : message.type === 'photo' && message.photoUrl ? (
          <a href={message.photoUrl} target="_blank" rel="noreferrer" className="d-block">
            <img
              src={message.photoUrl}
              alt={t('photo')}
              width={message.photoSize?.width}
              height={message.photoSize?.height}
              className="img-fluid rounded chat-photo"
              loading="lazy"
              data-testid="chat-photo"
            />
          </a>
        ) : (
          message.body
        )}
        {/* Plain white on the own bubble: half-transparent white is too faint to read (WCAG contrast). */}
        <div className={`small mt-1 ${message.own && !bare ? 'text-white' : 'text-muted'}`}>{time}</div>
      </div>
    </li>
  )
}

/** A message of the outbox: on its way, or not sent with a Retry. */
function OutgoingBubble({
  item,
  gifts,
  onRetry,
}: {
  item: OutboxItem
  gifts: GiftOption[]
  onRetry?: (item: OutboxItem) => void
}) {
  const { t } = useTranslation('chat')
  const failed = item.status === 'failed'
  const gift = item.content.type === 'gift' ? gifts.find((g) => g.id === (item.content as { giftId: number }).giftId) : null
  return (
    <li className="d-flex mb-2 justify-content-end" data-testid={failed ? 'chat-failed' : 'chat-pending'}>
      <div
        className={`chat-bubble rounded-3 px-3 py-2 text-white ${failed ? 'bg-danger' : 'bg-primary opacity-75'}`}
        style={{ maxWidth: '80%', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {item.content.type === 'text' ? item.content.text : null}
        {item.content.type === 'gif' ? <GifImage url={item.content.gifUrl} /> : null}
        {gift ? <GiftCard gift={gift} /> : null}
        <div className="small text-white-50 d-flex align-items-center gap-2">
          {failed ? (
            <>
              <span className="text-white">{t('notSent')}</span>
              <button type="button" className="btn btn-sm btn-light py-0" onClick={() => onRetry?.(item)}>
                {t('retry')}
              </button>
            </>
          ) : (
            t('sending')
          )}
        </div>
      </div>
    </li>
  )
}

export function MessageList({
  messages,
  locale,
  pending,
  outbox = [],
  gifts = [],
  onRetry,
}: {
  messages: ChatMessage[]
  locale: string
  /** A text posted by a form while the page waits for the answer. */
  pending?: string | null
  outbox?: OutboxItem[]
  gifts?: GiftOption[]
  onRetry?: (item: OutboxItem) => void
}) {
  const { t } = useTranslation('chat')
  const dayFormat = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long' })
  const endRef = useRef<HTMLLIElement>(null)
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length, pending, outbox.length])
  return (
    <ol className="list-unstyled mb-0 px-1" aria-live="polite" data-testid="chat-messages">
      {messages.map((m, i) => {
        const day = dayKey(m.createdAt)
        const separator = i === 0 || day !== dayKey(messages[i - 1]!.createdAt)
        return [
          separator ? (
            <li key={`day-${day}`} className="text-center text-muted small my-2">
              <time dateTime={day}>{dayFormat.format(new Date(m.createdAt))}</time>
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
      {outbox.map((item) => (
        <OutgoingBubble key={item.key} item={item} gifts={gifts} onRetry={onRetry} />
      ))}
      <li ref={endRef} aria-hidden="true" />
    </ol>
  )
}

interface GifChoice {
  url: string
  preview_url: string
  title: string
}

const builtIn = (label: (id: string) => string): GifChoice[] =>
  STICKERS.map((id) => ({ url: stickerUrl(id), preview_url: stickerUrl(id), title: label(id) }))

/**
 * The GIF picker: the built-in stickers (each a form post without JavaScript) and, with
 * JavaScript and a configured provider, a search through /api/gifs.php.
 */
function GifPicker({
  clientKey,
  busy,
  search,
  onPick,
}: {
  clientKey: string
  busy: boolean
  search: boolean
  onPick?: (url: string, event: FormEvent<HTMLFormElement>) => void
}) {
  const { t } = useTranslation('chat')
  const ready = useHydrated()
  const [query, setQuery] = useState('')
  const [answer, setAnswer] = useState<{ q: string; gifs: GifChoice[] } | null>(null)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const q = query.trim()
  useEffect(() => {
    if (!search || !q) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/gifs.php?q=${encodeURIComponent(q)}`, { signal: controller.signal, credentials: 'same-origin' })
        .then((r) => (r.ok ? (r.json() as Promise<{ gifs: GifChoice[] }>) : null))
        .then((json) => json && setAnswer({ q, gifs: json.gifs }))
        .catch(() => undefined)
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, search])
  // The answer to what is in the box now; an empty box shows the stickers.
  const found = search && q && answer?.q === q ? answer.gifs : null
  const list = found ?? builtIn((id) => t(`stickers.${id}`))
  return (
    <details ref={detailsRef}>
      <summary className="btn btn-sm btn-outline-primary">{t('sendGif')}</summary>
      <div className="mt-2" data-testid="gif-picker">
        {search && ready ? (
          <input
            type="search"
            className="form-control form-control-sm mb-2"
            maxLength={50}
            placeholder={t('gifSearch')}
            aria-label={t('gifSearch')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        ) : null}
        {found && found.length === 0 ? <p className="text-muted small mb-0">{t('gifNone')}</p> : null}
        <div className="gif-grid d-flex flex-wrap gap-1" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
          {list.map((gif, i) => (
            <Form
              method="post"
              key={gif.url}
              onSubmit={(event) => {
                onPick?.(gif.url, event)
                if (event.defaultPrevented && detailsRef.current) detailsRef.current.open = false
              }}
            >
              <input type="hidden" name="intent" value="gif" />
              <input type="hidden" name="gif_url" value={gif.url} />
              <input type="hidden" name="client_key" value={`${clientKey}-s${i}`} />
              <button type="submit" className="btn btn-light border p-1" title={gif.title} disabled={busy}>
                <img src={gif.preview_url} alt={gif.title} width={56} height={56} loading="lazy" className="object-fit-contain" />
              </button>
            </Form>
          ))}
        </div>
      </div>
    </details>
  )
}

export function Composer({
  compose,
  clientKey,
  gifts,
  icebreakers,
  showGifts,
  gifSearch = false,
  partnerName,
  onTyping,
  onSend,
  photoTo,
  path,
  messagePriceFrom = null,
}: {
  compose: ComposeState
  clientKey: string
  gifts: GiftOption[]
  icebreakers: string[]
  showGifts: boolean
  /** The GIF picker can search a provider. */
  gifSearch?: boolean
  partnerName: string
  onTyping?: () => void
  /** With JavaScript in an open conversation: sends instead of the form post. */
  onSend?: (content: Outgoing) => Promise<SendOutcome>
  /** Where a photo goes: this conversation, or the member a new one starts with. */
  photoTo: { conversationId: number } | { memberId: number }
  /** This page, where the photo form comes back to. */
  path: string
  /** The least a message costs in the member's country, in money. */
  messagePriceFrom?: string | null
}) {
  const { t } = useTranslation('chat')
  const formRef = useRef<HTMLFormElement>(null)
  const [text, setText] = useState('')
  const textRef = useEarlyInput<HTMLTextAreaElement>(text, setText)
  const [giftsOpen, setGiftsOpen] = useState(showGifts)
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (text.trim()) formRef.current?.requestSubmit()
    }
  }
  /** With onSend the forms do not post: the outbox sends, and a refused text comes back. */
  const sendInstead = (content: Outgoing, event: FormEvent<HTMLFormElement>) => {
    if (!onSend) return
    event.preventDefault()
    void onSend(content).then((outcome) => {
      if (!outcome.sent && !outcome.retry && content.type === 'text') setText((current) => current || content.text)
    })
  }
  const cost =
    compose.freeMessagesLeft > 0
      ? t('freeLeft', { count: compose.freeMessagesLeft })
      : `${t('messageCost', { count: compose.messageCredits })}${messagePriceFrom ? ` ${t('priceFrom', { price: messagePriceFrom })}` : ''}`
  const photoForm = useRef<HTMLFormElement>(null)
  const [dropping, setDropping] = useState(false)
  const hasImage = (event: DragEvent<HTMLDivElement>) => [...event.dataTransfer.items].some((i) => i.type.startsWith('image/'))
  return (
    <div
      className={`chat-footer border-top bg-white p-2${dropping ? ' chat-footer-drop' : ''}`}
      onDragOver={(event) => {
        if (!hasImage(event)) return
        event.preventDefault()
        setDropping(true)
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        setDropping(false)
        const input = photoForm.current?.elements.namedItem('photo')
        if (!(input instanceof HTMLInputElement) || !event.dataTransfer.files.length) return
        event.preventDefault()
        input.files = event.dataTransfer.files
        photoForm.current?.requestSubmit()
      }}
    >
      {dropping ? (
        <p className="small text-primary mb-1" role="status">
          {t('dropPhoto')}
        </p>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        className="d-flex gap-2 align-items-end"
        data-testid="chat-form"
        onSubmit={(event) => {
          if (!onSend) return
          if (!text.trim()) return event.preventDefault()
          sendInstead({ type: 'text', text }, event)
          setText('')
        }}
      >
        <input type="hidden" name="client_key" value={clientKey} />
        <input type="hidden" name="intent" value="send" />
        <label className="visually-hidden" htmlFor="chat-text">
          {t('placeholder', { name: partnerName })}
        </label>
        <textarea
          ref={textRef}
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
              <Form
                method="post"
                key={g.id}
                onSubmit={(event) => {
                  sendInstead({ type: 'gift', giftId: g.id }, event)
                  if (event.defaultPrevented) setGiftsOpen(false)
                }}
              >
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
        <PhotoPicker formRef={photoForm} to={photoTo} path={path} clientKey={clientKey} credits={compose.photoCredits} />
        <GifPicker
          clientKey={clientKey}
          busy={busy}
          search={gifSearch}
          onPick={(url, event) => sendInstead({ type: 'gif', gifUrl: url }, event)}
        />
        {icebreakers.length ? <IcebreakerPicker lines={icebreakers} onPick={setText} pickedFocus={textRef} /> : null}
      </div>
    </div>
  )
}

/**
 * "Send a photo": a plain multipart form to /api/chat-photo.php (works without JavaScript: it
 * comes back to this page); choosing a file sends it at once where JavaScript runs, and a picture
 * dropped on the footer goes through the same form.
 */
function PhotoPicker({
  formRef,
  to,
  path,
  clientKey,
  credits,
}: {
  formRef: RefObject<HTMLFormElement | null>
  to: { conversationId: number } | { memberId: number }
  path: string
  clientKey: string
  credits: number
}) {
  const { t } = useTranslation('chat')
  const hydrated = useHydrated()
  const [sending, setSending] = useState(false)
  return (
    <details>
      <summary className="btn btn-sm btn-outline-secondary">{t('sendPhoto')}</summary>
      <form
        ref={formRef}
        method="post"
        action="/api/chat-photo.php"
        encType="multipart/form-data"
        className="mt-2 d-flex flex-wrap gap-2 align-items-center"
        data-testid="chat-photo-form"
        onSubmit={() => setSending(true)}
      >
        {'conversationId' in to ? (
          <input type="hidden" name="conversation_id" value={to.conversationId} />
        ) : (
          <input type="hidden" name="member_id" value={to.memberId} />
        )}
        <input type="hidden" name="client_key" value={`${clientKey}-p`} />
        <input type="hidden" name="redirect" value={path} />
        <label className="visually-hidden" htmlFor="chat-photo-file">
          {t('choosePhoto')}
        </label>
        <input
          id="chat-photo-file"
          name="photo"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
          className="form-control form-control-sm"
          style={{ maxWidth: '16rem' }}
          onChange={(event) => {
            if (hydrated && event.currentTarget.files?.length) event.currentTarget.form?.requestSubmit()
          }}
        />
        <button type="submit" className="btn btn-sm btn-primary" disabled={sending}>
          {sending ? t('sending') : t('photoCost', { count: credits })}
        </button>
      </form>
    </details>
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
    let typingTimer: ReturnType<typeof setTimeout> | undefined
    const stop = onMemberEvent((event) => {
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
    })
    return () => {
      clearTimeout(typingTimer)
      stop()
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
