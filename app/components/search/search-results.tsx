// Search results: member cards that open the profile, online members marked, and the pages.
import { useTranslation } from '../../i18n/use-translation.ts'
import { AppLink } from '../../shell/app-links.tsx'
import { MemberCard } from '../members/member-card.tsx'
import type { SearchCardView } from '../../../server/members/search/search-query.ts'

export function SearchResultGrid({ members, testId }: { members: SearchCardView[]; testId: string }) {
  const { t } = useTranslation('search')
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled" data-testid={testId}>
      {members.map((m, index) => (
        <li className="col" key={m.id}>
          <AppLink to={`/members/${m.id}`} className="d-block h-100 position-relative text-reset text-decoration-none">
            <MemberCard member={m} priority={index < 2} />
            {m.online ? (
              // On the photo (or its placeholder), clear of the name below it.
              <span
                className="badge text-bg-success position-absolute top-0 start-0 m-2 text-truncate"
                style={{ maxWidth: 'calc(100% - 1rem)' }}
                data-testid="online-badge"
              >
                {t('online')}
              </span>
            ) : null}
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

/** Previous / page x of y / next. Disabled ends are not links, so they cannot be followed. */
export function SearchPagination({
  pageNumber,
  pages,
  hrefFor,
}: {
  pageNumber: number
  pages: number
  hrefFor: (page: number) => string
}) {
  const { t } = useTranslation('accounts')
  if (pages <= 1) return null
  const end = (page: number, disabled: boolean, label: string, rel: 'prev' | 'next') => (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      {disabled ? (
        <span className="page-link">{label}</span>
      ) : (
        <AppLink className="page-link" to={hrefFor(page)} rel={rel}>
          {label}
        </AppLink>
      )}
    </li>
  )
  return (
    <nav aria-label={t('members.pages')}>
      <ul className="pagination justify-content-center flex-wrap">
        {end(pageNumber - 1, pageNumber <= 1, t('members.previous'), 'prev')}
        <li className="page-item active" aria-current="page">
          <span className="page-link">{t('members.pageOf', { page: pageNumber, pages })}</span>
        </li>
        {end(pageNumber + 1, pageNumber >= pages, t('members.next'), 'next')}
      </ul>
    </nav>
  )
}
