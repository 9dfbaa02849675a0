// Sending with JavaScript (issue 12): a message shows at once in the conversation while it is on
// its way (POST /api/chat.php). When the network or the server fails it stays as "Not sent" with
// a Retry that sends it again under the same idempotency key (charged once, stored once); a
// refusal (too few credits, blocked, too long, ...) takes it out and says why, and the composer
// gets a text back. Without JavaScript the composer's forms post to the page's action instead.
import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_SEND_REFUSALS, type ChatSendRefusal } from '../../../shared/chat/chat-refusals.ts'
import type { SendMessageBody } from '../../../shared/chat/send-message-input.ts'

export type Outgoing = { type: 'text'; text: string } | { type: 'gif'; gifUrl: string } | { type: 'gift'; giftId: number }

export interface OutboxItem {
  key: string
  content: Outgoing
  status: 'sending' | 'failed'
}

/** What a send came to: delivered, kept for a retry, or refused with the reason. */
export type SendOutcome = { sent: true } | { sent: false; retry: boolean; error?: ChatSendRefusal }

/** The refusals /api/chat.php answers a send with (the one list in shared/); anything else reads as invalid. */
const KNOWN_ERRORS: ReadonlySet<string> = new Set(CHAT_SEND_REFUSALS)

/** A fresh idempotency key (8-64 of [A-Za-z0-9_-]); randomUUID needs a secure context. */
export function newClientKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  return random.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64)
}

function body(conversationId: number, key: string, content: Outgoing): SendMessageBody {
  const base = { conversation_id: conversationId, client_key: key }
  if (content.type === 'text') return { ...base, type: 'text', text: content.text }
  if (content.type === 'gif') return { ...base, type: 'gif', gif_url: content.gifUrl }
  return { ...base, type: 'gift', gift_id: content.giftId }
}

async function errorCode(response: Response): Promise<ChatSendRefusal> {
  const json = (await response.json().catch(() => null)) as { error?: { code?: string } } | null
  const code = json?.error?.code ?? ''
  return (KNOWN_ERRORS.has(code) ? code : 'invalid') as ChatSendRefusal
}

export function useOutbox(conversationId: number, refresh: () => Promise<unknown>) {
  const [items, setItems] = useState<OutboxItem[]>([])
  const [error, setError] = useState<ChatSendRefusal | null>(null)
  const refreshRef = useRef(refresh)
  useEffect(() => {
    refreshRef.current = refresh
  })

  const put = (item: OutboxItem) => setItems((list) => [...list.filter((i) => i.key !== item.key), item])
  const drop = (key: string) => setItems((list) => list.filter((i) => i.key !== key))

  const deliver = useCallback(
    async (key: string, content: Outgoing): Promise<SendOutcome> => {
      setError(null)
      put({ key, content, status: 'sending' })
      let response: Response
      try {
        response = await fetch('/api/chat.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify(body(conversationId, key, content)),
        })
      } catch {
        put({ key, content, status: 'failed' })
        return { sent: false, retry: true }
      }
      if (response.ok) {
        // The message comes back with the page's data; the bubble stays until it is there.
        await refreshRef.current().catch(() => undefined)
        drop(key)
        return { sent: true }
      }
      if (
        response.status === 403 &&
        (
          await response
            .clone()
            .json()
            .catch(() => null)
        )?.error?.code === 'authentication_required'
      ) {
        window.location.assign('/login')
        return { sent: false, retry: false }
      }
      if (response.status >= 500 || response.status === 429) {
        put({ key, content, status: 'failed' })
        if (response.status === 429) setError('rate_limited')
        return { sent: false, retry: true }
      }
      const code = await errorCode(response)
      drop(key)
      setError(code)
      return { sent: false, retry: false, error: code }
    },
    [conversationId],
  )

  const send = useCallback((content: Outgoing) => deliver(newClientKey(), content), [deliver])
  const retry = useCallback((item: OutboxItem) => deliver(item.key, item.content), [deliver])
  return { items, error, send, retry }
}
