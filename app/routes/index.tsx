import { useTranslation } from 'react-i18next'
import type { Route } from './+types/index'
import { siteContext } from '../context.ts'
import { MemberCard } from '../components/members/member-card.tsx'
import { listFeaturedMembers } from '../../server/members/list-featured-members.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  return { members: await listFeaturedMembers(site.id, 24), indexTitle: site.indexTitle, description: site.description }
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.indexTitle }, { name: 'description', content: data?.description }]
}

export default function Index({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main id="main">
      <section className="home-hero text-center py-5">
        <div className="container">
          <h1 className="display-5 fw-bold">{loaderData.indexTitle}</h1>
          <p className="lead mb-0">{t('home.lead')}</p>
        </div>
      </section>
      <section className="container py-4" aria-labelledby="new-members">
        <h2 id="new-members" className="h4 mb-3">
          {t('home.newMembers')}
        </h2>
        {loaderData.members.length ? (
          <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled">
            {loaderData.members.map((member) => (
              <li className="col" key={member.id}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('home.noMembers')}</p>
        )}
      </section>
    </main>
  )
}
