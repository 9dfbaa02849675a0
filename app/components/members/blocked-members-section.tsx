// The settings page's list of blocked members (SPEC §6 blocking), each with an Unblock
// button: a plain POST form (intent "unblock", member_id) that the page's action hands to
// handleBlockedIntent (app/routes/notifications.intents.server.ts).
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link } from 'react-router'
import type { MemberCard } from '../../../server/members/member-card.ts'
import type { BlockedIntentResult } from '../../../server/members/blocking.ts'

export function BlockedMembersSection({ members, result }: { members: MemberCard[]; result?: BlockedIntentResult | null }) {
  const { t } = useTranslation('members')
  return (
    <section className="card mb-4" aria-labelledby="blocked-heading" data-testid="blocked-members">
      <div className="card-body">
        <h2 id="blocked-heading" className="h5">
          {t('blocked.title')}
        </h2>
        <p className="text-body-secondary">{t('blocked.help')}</p>
        {result ? (
          <div className={`alert ${result.ok ? 'alert-success' : 'alert-warning'}`} role="status">
            {result.ok
              ? result.name
                ? t('blocked.unblocked', { name: result.name })
                : t('blocked.unblockedHidden')
              : t('blocked.failed')}
          </div>
        ) : null}
        {members.length === 0 ? (
          <p className="mb-0">{t('blocked.empty')}</p>
        ) : (
          <ul className="list-group" aria-label={t('blocked.list')}>
            {members.map((member) => (
              <li key={member.id} className="list-group-item d-flex flex-wrap align-items-center gap-2 gap-sm-3">
                {member.photo ? (
                  <img
                    src={member.photo.thumb}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="rounded-circle object-fit-cover flex-shrink-0"
                  />
                ) : (
                  <span className="rounded-circle bg-light flex-shrink-0" style={{ width: 48, height: 48 }} aria-hidden="true" />
                )}
                {/* The name never gives way to the button: on a narrow screen the button wraps below. */}
                <Link to={`/members/${member.id}`} className="flex-grow-1 text-break">
                  {member.name}, {member.age}
                </Link>
                <Form method="post" className="flex-shrink-0 ms-auto">
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="member_id" value={member.id} />
                  <button
                    type="submit"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={t('blocked.unblockName', { name: member.name })}
                  >
                    {t('blocked.unblock')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
