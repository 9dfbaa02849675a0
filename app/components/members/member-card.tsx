import { useTranslation } from 'react-i18next'
import type { MemberCard as MemberCardData } from '../../../server/members/list-featured-members.ts'

export function MemberCard({ member, regionName }: { member: MemberCardData; regionName?: string }) {
  const { t } = useTranslation()
  const place = member.city ?? regionName
  return (
    <article className="member-card card h-100 border-0 shadow-sm" data-testid="member-card">
      {member.photo ? (
        <img
          className="card-img-top member-card__photo"
          src={member.photo.match}
          alt={t('members.photoOf', { name: member.name })}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="card-body p-2">
        <h3 className="h6 card-title mb-0 text-truncate">
          {member.name}, {member.age}
        </h3>
        {place ? <p className="card-text small text-muted text-truncate mb-0">{place}</p> : null}
        {member.fictional ? <span className="badge text-bg-secondary mt-1">{t('members.fictionalBadge')}</span> : null}
      </div>
    </article>
  )
}
