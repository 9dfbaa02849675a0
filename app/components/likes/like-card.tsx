// One member on the likes tabs (SPEC §2 likes, docs/likes.md): photo, name, age, city and when
// the like was given, marked when new; a locked card (free member, beyond the free received
// likes) leads to premium instead. Sent likes can be taken back, received ones liked back (POST
// forms, no JavaScript needed); a match offers a message.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link, useNavigation } from 'react-router'
import type { LikeEntry } from '../../../server/likes/likes-lists.ts'
import type { LikesType } from '../../../shared/likes/like-limits.ts'

/** A like as the page shows it: when it was given, in words ("2 hours ago"). */
export type LikeCardEntry = Omit<LikeEntry, 'likedAt'> & { when: string }

export function LikeCard({ entry, type }: { entry: LikeCardEntry; type: LikesType }) {
  const { t } = useTranslation('likes')
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(entry.id)
  if (entry.locked || !entry.card) {
    return (
      <article className="card h-100 border-0 shadow-sm" data-testid="likes-locked">
        <div className="likes-locked-photo card-img-top" role="img" aria-label={t('locked.photoAlt')} />
        <div className="card-body p-2">
          <h3 className="h6 mb-1">
            {entry.likeNew ? <span className="badge text-bg-danger me-1">{t('new')}</span> : null}
            {t('locked.name')}
          </h3>
          <p className="small text-body-secondary mb-2">{t('likedYou', { when: entry.when })}</p>
          <Link to="/premium" className="btn btn-sm btn-primary w-100">
            {t('locked.button')}
          </Link>
        </div>
      </article>
    )
  }
  const { card } = entry
  return (
    <article
      className="card h-100 border-0 shadow-sm"
      data-testid="likes-card"
      data-member-id={entry.id}
      data-like-new={entry.likeNew}
    >
      <Link to={`/likes/m/${entry.id}`} className="text-reset text-decoration-none">
        {card.photo ? (
          <img
            className="card-img-top likes-card-photo"
            src={card.photo.match}
            alt={t('photoAlt', { name: card.name })}
            width={300}
            height={400}
            loading="lazy"
          />
        ) : (
          <div
            className="likes-locked-photo card-img-top"
            style={{ filter: 'none' }}
            role="img"
            aria-label={t('noPhoto', { name: card.name })}
          />
        )}
        <div className="card-body p-2 pb-1">
          <h3 className="h6 mb-0 text-truncate">
            {entry.likeNew ? (
              <span className="badge text-bg-danger me-1" data-testid="likes-new">
                {t('new')}
              </span>
            ) : null}
            {card.name}, {card.age}
          </h3>
          {card.city ? <p className="small text-body-secondary text-truncate mb-0">{card.city}</p> : null}
          <p className="small text-body-secondary mb-0">
            {type === 'sent' ? t('youLiked', { when: entry.when }) : t('likedYou', { when: entry.when })}
          </p>
        </div>
      </Link>
      <div className="card-body p-2 pt-1">
        {type === 'matches' ? (
          <Link to={`/members/${entry.id}/chat`} className="btn btn-sm btn-primary w-100">
            {t('message')}
          </Link>
        ) : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={entry.id} />
            <input type="hidden" name="intent" value={type === 'sent' ? 'unlike' : 'like'} />
            <button
              type="submit"
              className={`btn btn-sm w-100 ${type === 'sent' ? 'btn-outline-secondary' : 'btn-primary'}`}
              disabled={busy}
              data-testid={type === 'sent' ? 'likes-unlike' : 'likes-like-back'}
            >
              {type === 'sent' ? t('unlike') : t('likeBack')}
            </button>
          </Form>
        )}
      </div>
    </article>
  )
}
