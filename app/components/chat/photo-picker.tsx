import { useState, type RefObject } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../shell/display-mode.ts'

/**
 * "Send a photo": a plain multipart form to /api/chat-photo.php (works without JavaScript: it
 * comes back to this page); choosing a file sends it at once where JavaScript runs, and a picture
 * dropped on the footer goes through the same form.
 */
export function PhotoPicker({
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
