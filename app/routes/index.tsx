// / : the logged-out home (SPEC §2). Members go to /members (home goes to members). Visitors
// see a signup call to action and, when the site allows them to search (logged_out_search,
// or logged_out_search_trafficsource with tracking data), a search box answered on /members.
import { useTranslation } from '../i18n/use-translation.ts'
import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { localeContext, siteContext } from '../context.ts'
import { siteText } from '../../server/sites/site-texts.ts'
import { MemberCard } from '../components/members/member-card.tsx'
import { SignupButton } from '../components/signup/signup-button.tsx'
import { HomeSearchBox } from '../components/search/home-search-box.tsx'
import { listFeaturedMembers } from '../../server/members/list-featured-members.ts'
import { memberCardView } from '../../server/members/member-card.ts'
import { loggedOutSearchAllowed } from '../../server/members/search/logged-out-search.ts'
import { sessionUser } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  // Query parameters (t, lb, tracking data) come along.
  if (await sessionUser({ request, context })) throw redirect(`/members${new URL(request.url).search}`)
  return {
    members: (await listFeaturedMembers(site.id, 24)).map(memberCardView),
    indexTitle: siteText(site, context.get(localeContext), 'index_title'),
    description: siteText(site, context.get(localeContext), 'description'),
    search: (await loggedOutSearchAllowed(site, request)) ? { fields: site.searchFields, countries: site.countries } : null,
  }
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.indexTitle }, { name: 'description', content: data?.description }]
}

export default function Index({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['common', 'search'])
  return (
    <main id="main">
      <section className="home-hero text-center py-5">
        <div className="container">
          <h1 className="display-5 fw-bold">{loaderData.indexTitle}</h1>
          <p className="lead">{t('home.lead')}</p>
          <SignupButton className="btn btn-light btn-lg fw-semibold" data-testid="home-signup">
            {t('search:home.signup')}
          </SignupButton>
          {loaderData.search ? <HomeSearchBox fields={loaderData.search.fields} countries={loaderData.search.countries} /> : null}
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
