// The match finder's answer (SPEC §2 match-finder): the best matches in rank order, each with why
// it fits (shared interests, distance, age) and like and message actions, and "Use as my search"
// that opens /members with the answers. The like buttons are POST forms: no JavaScript needed.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link } from 'react-router'
import type { MemberCard } from '../../../server/members/member-card.ts'
import { interestLabel } from '../members/profile-labels.ts'
import { formatList } from '../../../shared/i18n/intl-locale.ts'

export type FinderMatchCard = MemberCard & { sharedInterests: string[]; distanceKm: number | null }

/** `search`: the answers as a /members query string, null when they make no search. */
export function FinderResults({ matches, search }: { matches: FinderMatchCard[]; search: string | null }) {
  const { t, i18n } = useTranslation('likes')
  return (
    <section aria-labelledby="finder-results">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="finder-results" className="h4 mb-0">
          {t('finder.results')}
        </h2>
        {search ? (
          <Link to={`/members?${search}`} className="btn btn-outline-primary btn-sm" data-testid="finder-save-search">
            {t('finder.saveSearch')}
          </Link>
        ) : null}
      </div>
      {matches.length === 0 ? (
        <p className="lead" data-testid="finder-empty">
          {t('finder.noResults')}
        </p>
      ) : (
        <ol className="list-unstyled d-grid gap-3" data-testid="finder-results">
          {matches.map((m, index) => (
            <li key={m.id} className="card shadow-sm" data-testid="finder-match" data-member-id={m.id}>
              <div className="card-body d-flex gap-3 align-items-start">
                <span className="badge text-bg-primary fs-6" aria-hidden="true">
                  {index + 1}
                </span>
                <Link to={`/members/${m.id}`} className="flex-shrink-0">
                  {m.photo ? (
                    <img
                      src={m.photo.thumb}
                      alt={t('photoAlt', { name: m.name })}
                      width={72}
                      height={96}
                      className="rounded object-fit-cover"
                    />
                  ) : null}
                </Link>
                <div className="flex-grow-1 min-w-0">
                  <h3 className="h6 mb-1">
                    <Link to={`/members/${m.id}`} className="text-reset">
                      {m.name}, {m.age}
                    </Link>
                    {m.city ? <span className="fw-normal text-body-secondary"> · {m.city}</span> : null}
                  </h3>
                  <p className="small mb-2" data-testid="finder-why">
                    <span className="fw-semibold">{t('finder.why')}</span>{' '}
                    {[
                      m.sharedInterests.length
                        ? t('finder.shared', {
                            list: formatList(
                              m.sharedInterests.map((slug) => interestLabel(t, slug)),
                              i18n.language,
                              'conjunction',
                            ),
                          })
                        : null,
                      m.distanceKm !== null ? t('finder.km', { count: m.distanceKm }) : null,
                      t('finder.age', { age: m.age }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <div className="d-flex flex-wrap gap-2">
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="id" value={m.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="like"
                        className="btn btn-sm btn-primary"
                        data-testid="finder-like"
                      >
                        ♥ {t('swipe.like')}
                      </button>
                    </Form>
                    <Link to={`/members/${m.id}/chat`} className="btn btn-sm btn-outline-primary">
                      {t('message')}
                    </Link>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
