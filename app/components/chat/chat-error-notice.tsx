// A chat refusal shown above the composer (docs/chat.md): the chat's own message or, for a photo,
// the photos' one, with the way to credits or premium where that is the answer.
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { PHOTO_ERRORS, type ChatPageError } from '../../../shared/chat/chat-refusals.ts'
import { FREE_CONVERSATIONS } from '../../../shared/chat/chat-limits.ts'
import { MAX_UPLOAD_BYTES } from '../../../shared/photos/photo-limits.ts'

/** The upload limit of a photo in MB, for the photo refusals' message. */
const PHOTO_MAX_MB = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)
const PHOTO_ERROR_CODES: readonly string[] = PHOTO_ERRORS

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
