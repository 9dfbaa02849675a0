// The footer of a conversation (SPEC §2): the text that sends with Enter or the button, the gift,
// photo and GIF pickers and the icebreakers. Sending is a real form post (works without
// JavaScript); with JavaScript an open conversation sends through its outbox (outbox.ts): the
// message shows at once, a failed one can be sent again.
import { useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react'
import { Form, useNavigation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ComposeState } from '../../../server/chat/conversations.ts'
import { useEarlyInput } from '../forms/early-input.ts'
import { GifPicker } from './gif-picker.tsx'
import { IcebreakerPicker } from './icebreaker-picker.tsx'
import type { Outgoing, SendOutcome } from './outbox.ts'
import { PhotoPicker } from './photo-picker.tsx'

export interface GiftOption {
  id: number
  slug: string
  icon: string
  credits: number
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
