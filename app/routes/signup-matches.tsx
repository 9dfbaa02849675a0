// /signup-matches: suggested members right after signup (SPEC §2).
import { useTranslation } from '../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { Route } from './+types/signup-matches'
import { siteContext } from '../context.ts'
import { MemberCard } from '../components/members/member-card.tsx'
import { searchMembers } from '../../server/members/search-members.ts'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const profile = user.profile
  // Suggest the gender they are looking for, in their country.
  const lookingFor = profile
    ? profile.sexuality === 'hetero'
      ? profile.gender === 'male'
        ? 'female'
        : 'male'
      : profile.sexuality === 'bi'
        ? undefined
        : profile.gender
    : undefined
  const result = await searchMembers(
    { id: user.id, siteId: site.id },
    { gender: lookingFor, country: profile?.country, pageNumber: 1 },
  )
  return { members: result.members.slice(0, 12) }
}

export default function SignupMatches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  return (
    <main id="main" className="container py-4">
      <title>{t('signupMatches.title')}</title>
      <h1 className="h3">{t('signupMatches.title')}</h1>
      <p>{t('signupMatches.lead')}</p>
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled">
        {loaderData.members.map((m) => (
          <li className="col" key={m.id}>
            <MemberCard member={m} />
          </li>
        ))}
      </ul>
      <Link className="btn btn-primary" to="/members">
        {t('signupMatches.searchMore')}
      </Link>
    </main>
  )
}
