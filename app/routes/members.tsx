// /members: member search, the logged-in home (SPEC §2). The filters are a GET form, so the
// search state lives in the URL; the last search is also kept in a cookie, so /members without
// parameters (the top-bar link) brings it back, with or without JavaScript. Visitors may search
// when the site allows it (logged_out_search, or logged_out_search_trafficsource with tracking data).
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/members'
import { siteContext } from '../context.ts'
import { SignupButton } from '../components/signup/signup-button.tsx'
import { MemberSearchForm, type SearchFormValues } from '../components/search/member-search-form.tsx'
import { SearchPagination, SearchResultGrid } from '../components/search/search-results.tsx'
import { memberSearch } from '../../server/members/search-members.ts'
import {
  DISTANCES_KM,
  SEARCH_ERROR_VALUES,
  hasSearchParams,
  searchCountry,
  searchQueryString,
  type SearchFilters,
} from '../../shared/members/search-params.ts'
import { searchCardView } from '../../server/members/search/search-query.ts'
import { getSearchRegions } from '../../server/members/search/search-regions.ts'
import { loggedOutSearchAllowed } from '../../server/members/search/logged-out-search.ts'
import { forgetSearchCookie, readSavedSearch, saveSearchCookie } from '../../server/members/search/saved-search.ts'
import { sessionUser } from '../session.server.ts'

function formValues(filters: SearchFilters): SearchFormValues {
  return Object.fromEntries(new URLSearchParams(searchQueryString(filters, 1)))
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const user = await sessionUser({ request, context })
  const url = new URL(request.url)
  if (!user && !(await loggedOutSearchAllowed(site, request))) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  const userId = user?.id ?? null
  if (url.searchParams.has('reset')) throw redirect('/members', { headers: { 'Set-Cookie': await forgetSearchCookie() } })
  if (!hasSearchParams(url.searchParams)) {
    const saved = await readSavedSearch(request.headers.get('cookie'), userId)
    if (saved) {
      // Other parameters (t, lb, tracking data) come along.
      const next = new URLSearchParams(saved)
      for (const [name, value] of url.searchParams) next.append(name, value)
      throw redirect(`/members?${next.toString()}`)
    }
  }

  const profile = user?.profile ?? null
  const viewer = user ? { id: user.id, siteId: site.id, latitude: profile?.latitude, longitude: profile?.longitude } : null
  const hasPosition = typeof profile?.latitude === 'number' && typeof profile?.longitude === 'number'
  const outcome = await memberSearch({ site, viewer, params: url.searchParams })
  const regions = await getSearchRegions(
    site.countries,
    outcome.ok ? outcome.filters.country : outcome.values.country && searchCountry(outcome.values.country),
  )
  const page = {
    options: { fields: site.searchFields, ...regions, distances: hasPosition ? [...DISTANCES_KM] : null },
    errorValues: SEARCH_ERROR_VALUES,
    member: user ? { name: profile?.name ?? '', notConfirmed: user.status === 'not_confirmed', hasPosition } : null,
    siteName: site.name,
  }
  if (!outcome.ok) {
    return data({ ...page, ok: false as const, values: outcome.values, errors: outcome.errors }, { status: 400 })
  }
  const { filters, results, similar } = outcome
  // A page past the end (fewer members since the link was made) shows the last one. The page
  // number stays in the URL even for page 1: a bare /members would restore the saved search.
  if (results.members.length === 0 && filters.pageNumber > results.pages) {
    const last = new URLSearchParams(searchQueryString(filters, 1))
    last.set('pageNumber', String(results.pages))
    throw redirect(`/members?${last.toString()}`)
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (hasSearchParams(url.searchParams)) headers.append('Set-Cookie', await saveSearchCookie(searchQueryString(filters), userId))
  return data(
    {
      ...page,
      ok: true as const,
      values: formValues(filters),
      query: searchQueryString(filters, 1),
      // The cards as the page shows them (no other photo sizes, no unused fields).
      results: { ...results, members: results.members.map(searchCardView) },
      similar: { ...similar, members: similar.members.map(searchCardView) },
    },
    { headers },
  )
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['search', 'accounts'])
  const { member } = loaderData
  const pageHref = (page: number) => {
    const query = loaderData.ok ? new URLSearchParams(loaderData.query) : new URLSearchParams()
    if (page > 1) query.set('pageNumber', String(page))
    // Without any parameter /members would bring back the saved search instead of page 1.
    const search = query.toString()
    return search ? `/members?${search}` : '/members?pageNumber=1'
  }
  return (
    <main id="main" className="container py-4">
      <title>{t('accounts:members.title')}</title>
      {member?.notConfirmed ? (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="status">
          <span>{t('accounts:members.confirmEmail')}</span>
          <Link to="/complete-signup" className="alert-link">
            {t('accounts:members.confirmEmailAction')}
          </Link>
        </div>
      ) : null}
      {member ? (
        <h1 className="h3">{t('accounts:members.welcome', { name: member.name })}</h1>
      ) : (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <div>
            <h1 className="h3 mb-1">{t('visitorTitle', { site: loaderData.siteName })}</h1>
            <p className="text-muted mb-0">{t('visitorSignup')}</p>
          </div>
          <SignupButton className="btn btn-primary">{t('home.signup')}</SignupButton>
        </div>
      )}
      {!loaderData.ok ? (
        <div className="alert alert-danger" role="alert">
          {t('errors.summary')}
        </div>
      ) : null}
      <MemberSearchForm
        // A new search (or a restored one) starts from its own values.
        key={JSON.stringify(loaderData.values)}
        options={loaderData.options}
        values={loaderData.values}
        errors={loaderData.ok ? {} : loaderData.errors}
        errorValues={loaderData.errorValues}
      />
      {member && !member.hasPosition ? (
        <p className="small text-muted">
          <Link to="/profile">{t('distance.addLocation')}</Link>
        </p>
      ) : null}
      {loaderData.ok ? (
        <>
          <section aria-labelledby="search-results-title">
            <h2 id="search-results-title" className="h5 text-muted" aria-live="polite" data-testid="search-total">
              {t('accounts:members.results', { count: loaderData.results.total })}
            </h2>
            {loaderData.results.members.length ? (
              <SearchResultGrid members={loaderData.results.members} testId="search-results" />
            ) : (
              <p className="text-muted">{t('noResults')}</p>
            )}
            <SearchPagination pageNumber={loaderData.results.pageNumber} pages={loaderData.results.pages} hrefFor={pageHref} />
          </section>
          {loaderData.similar.members.length ? (
            <section aria-labelledby="similar-results-title" className="mt-4">
              <h2 id="similar-results-title" className="h5">
                {t('similar.title')}
              </h2>
              <p className="text-muted mb-2">
                {t('similar.intro')}{' '}
                <span data-testid="similar-total">{t('similar.count', { count: loaderData.similar.total })}</span>
              </p>
              <SearchResultGrid members={loaderData.similar.members} testId="similar-results" />
            </section>
          ) : null}
        </>
      ) : null}
    </main>
  )
}
