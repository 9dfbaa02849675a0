// The head of the profile screen (SPEC §2 profile view, §4 like state): name and age, the
// fictional and card-type badges, where the member lives, online or last active, and how the
// viewer and the member like each other.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ProfileView } from '../../../server/members/profile-view.ts'
import { useRootData } from '../../shell/root-data.ts'
import { capitalize } from '../../utils/capitalize.ts'

export function ProfileHeader({
  profile: p,
  countryName,
  lastActive,
}: {
  profile: Omit<ProfileView, 'related'>
  countryName: string | null
  /** When the member was last active, in words ("2 hours ago"). */
  lastActive: string
}) {
  const { t } = useTranslation('members')
  const root = useRootData()
  const place = [p.city, p.region, countryName].filter(Boolean).join(', ')
  return (
    <header className="mb-3">
      <h1 className="h2 mb-1">
        {p.name}
        {p.age !== null ? `, ${p.age}` : ''}
      </h1>
      {p.fictional || p.cardType !== 'standard' ? (
        <p className="d-flex flex-wrap gap-2 mb-2">
          {p.fictional ? (
            <span className="badge text-bg-warning" data-testid="profile-fictional">
              {p.fictionalIcon ? <span aria-hidden="true">{p.fictionalIcon} </span> : null}
              {root ? capitalize(root.site.fictionalSingular) : t('common:members.fictionalBadge')}
            </span>
          ) : null}
          {p.cardType !== 'standard' ? (
            <span
              className={`badge ${p.cardType === 'cam' ? 'text-bg-dark' : 'bg-info-subtle text-info-emphasis border border-info-subtle'}`}
              data-testid="profile-card-type"
            >
              {t(`cardType.${p.cardType}`)}
            </span>
          ) : null}
        </p>
      ) : null}
      {place ? <p className="text-body-secondary mb-1">{place}</p> : null}
      <p className="small mb-0" data-testid="profile-activity">
        {p.online ? (
          <>
            <span className="d-inline-block rounded-circle bg-success me-1" style={{ width: 8, height: 8 }} aria-hidden="true" />
            {t('profile.online')}
          </>
        ) : (
          t('profile.lastActive', { when: lastActive })
        )}
      </p>
      {p.like === 'match' ? (
        <p className="mt-2 mb-0">
          <span className="badge text-bg-primary">♥ {t('like.match')}</span>
        </p>
      ) : p.like !== 'none' ? (
        <p className="small mt-2 mb-0" data-testid="profile-like-state">
          <span aria-hidden="true">{p.like === 'received' ? '💌 ' : '♥ '}</span>
          {t(`like.${p.like}`, { name: p.name })}
        </p>
      ) : null}
    </header>
  )
}
