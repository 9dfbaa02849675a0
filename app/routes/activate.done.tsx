// /activate/done (SPEC §2): Get premium, Search members and signup profile cards.
import { useTranslation } from '../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { Route } from './+types/activate.done'
import { siteContext } from '../context.ts'
import { MemberCard } from '../components/members/member-card.tsx'
import { searchMembers } from '../../server/members/search-members.ts'
import { wantedGenders } from '../../server/likes/auto-like.ts'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  // Members near you of the gender the new member is looking for (both when bi).
  const wanted = user.profile ? wantedGenders(user.profile.gender, user.profile.sexuality) : []
  const result = await searchMembers(
    { id: user.id, siteId: context.get(siteContext).id },
    { country: user.profile?.country, gender: wanted.length === 1 ? wanted[0] : undefined, pageNumber: 1 },
  )
  return { members: result.members.slice(0, 6), paid: user.paidUser }
}

export default function ActivateDone({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  return (
    <main id="main" className="container py-4">
      <title>{t('activateDone.title')}</title>
      <h1 className="h3">{t('activateDone.title')}</h1>
      <p className="lead">{t('activateDone.lead')}</p>
      <div className="d-flex flex-wrap gap-2 mb-4">
        <Link className="btn btn-primary" to="/members">
          {t('activateDone.search')}
        </Link>
        {loaderData.paid ? null : (
          <Link className="btn btn-secondary" to="/premium">
            {t('activateDone.premium')}
          </Link>
        )}
      </div>
      <h2 className="h5">{t('activateDone.suggestions')}</h2>
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-6 g-3 list-unstyled">
        {loaderData.members.map((m) => (
          <li className="col" key={m.id}>
            <Link to={`/members/${m.id}`} className="d-block h-100 text-reset text-decoration-none">
              <MemberCard member={m} />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
