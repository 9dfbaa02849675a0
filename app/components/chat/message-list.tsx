// The messages of a conversation (SPEC §2): day separators, bubbles for text, gifts, GIFs and
// photos, and the outbox's messages on their way or not sent (outbox.ts) with a Retry.
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ChatMessage } from '../../../server/chat/chat-view.ts'
import { stickerOf } from '../../../shared/chat/stickers.ts'
import { intlLocale } from '../../../shared/i18n/intl-locale.ts'
import type { GiftOption } from './composer.tsx'
import type { OutboxItem } from './outbox.ts'

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
