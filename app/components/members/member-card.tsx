import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../shell/root-data.ts'
import { capitalize } from '../../utils/capitalize.ts'
import type { MemberCardView } from '../../../server/members/member-card.ts'

/**
 * `priority`: the card is in the first screenful (the first row of a grid), so its photo is the
 * page's largest paint: fetched at once instead of lazily (Lighthouse's lcp-lazy-loaded).
 */
export function MemberCard({
  member,
  regionName,
  priority = false,
}: {
  member: MemberCardView
  regionName?: string
  priority?: boolean
}) {
  const { t } = useTranslation()
  const site = useRootData()?.site
  const place = member.city ?? regionName
  // The site's own word for it, in the page's language (fictional_singular).
  const fictionalLabel = site ? capitalize(site.fictionalSingular) : t('members.fictionalBadge')
  return (
    <article className="member-card card h-100 border-0 shadow-sm" data-testid="member-card">
      {member.photo ? (
        <img
          className="card-img-top member-card__photo"
          src={member.photo.match}
          alt={t('members.photoOf', { name: member.name })}
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className="member-card__placeholder" role="img" aria-label={t('members.noPhoto', { name: member.name })}>
          <svg viewBox="0 0 64 56" aria-hidden="true" focusable="false">
            <circle cx="32" cy="20" r="12" fill="currentColor" />
            <path d="M6 56c2-15 13-22 26-22s24 7 26 22z" fill="currentColor" />
          </svg>
        </div>
      )}
      <div className="card-body p-2">
        <h3 className="h6 card-title mb-0 text-truncate">
          {member.name}, {member.age}
        </h3>
        {place ? <p className="card-text small text-muted text-truncate mb-0">{place}</p> : null}
        {member.fictional ? <span className="badge text-bg-secondary mt-1">{fictionalLabel}</span> : null}
      </div>
    </article>
  )
}
