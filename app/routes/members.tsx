// /members: member search, the logged-in home (SPEC §2). Filters are a GET form, so the
// search state lives in the URL and survives navigation and reloads.
import { useTranslation } from 'react-i18next'
import { Form, Link, useSearchParams } from 'react-router'
import { countryName } from '../utils/country-name.ts'
import type { Route } from './+types/members'
import { siteContext } from '../context.ts'
import { MemberCard } from '../components/members/member-card.tsx'
import { requireUser } from '../../server/accounts/sessions.ts'
import { searchMembers, searchSchema } from '../../server/members/search-members.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const input = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const result = await searchMembers({ id: user.id, siteId: site.id }, input)
  return {
    ...result,
    countries: site.countries,
    input,
    name: user.profile?.name ?? '',
    notConfirmed: user.status === 'not_confirmed',
  }
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['accounts', 'common'])
  const [params] = useSearchParams()
  const { input } = loaderData
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params)
    next.set('pageNumber', String(page))
    return `?${next.toString()}`
  }
  return (
    <main id="main" className="container py-4">
      <title>{t('members.title')}</title>
      {loaderData.notConfirmed ? (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="status">
          <span>{t('members.confirmEmail')}</span>
          <Link to="/complete-signup" className="alert-link">
            {t('members.confirmEmailAction')}
          </Link>
        </div>
      ) : null}
      <h1 className="h3">{t('members.welcome', { name: loaderData.name })}</h1>
      <Form method="get" className="row g-2 align-items-end mb-4" aria-label={t('members.filters')}>
        <div className="col-6 col-md-3">
          <label className="form-label small" htmlFor="gender">
            {t('fields.lookingFor')}
          </label>
          <select id="gender" name="gender" className="form-select" defaultValue={input.gender ?? ''}>
            <option value="">{t('members.anyone')}</option>
            <option value="female">{t('options.lookingFor.female')}</option>
            <option value="male">{t('options.lookingFor.male')}</option>
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small" htmlFor="country">
            {t('fields.country')}
          </label>
          <select id="country" name="country" className="form-select" defaultValue={input.country ?? ''}>
            <option value="">{t('members.allCountries')}</option>
            {loaderData.countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-3 col-md-2">
          <label className="form-label small" htmlFor="min_age">
            {t('members.minAge')}
          </label>
          <input
            id="min_age"
            name="min_age"
            type="number"
            min={18}
            max={99}
            className="form-control"
            defaultValue={input.min_age ?? ''}
          />
        </div>
        <div className="col-3 col-md-2">
          <label className="form-label small" htmlFor="max_age">
            {t('members.maxAge')}
          </label>
          <input
            id="max_age"
            name="max_age"
            type="number"
            min={18}
            max={99}
            className="form-control"
            defaultValue={input.max_age ?? ''}
          />
        </div>
        <div className="col-6 col-md-2">
          <button type="submit" className="btn btn-primary w-100">
            {t('members.search')}
          </button>
        </div>
      </Form>
      <p className="text-muted" aria-live="polite">
        {t('members.results', { count: loaderData.total })}
      </p>
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled">
        {loaderData.members.map((m) => (
          <li className="col" key={m.id}>
            <MemberCard member={m} />
          </li>
        ))}
      </ul>
      {loaderData.pages > 1 ? (
        <nav aria-label={t('members.pages')}>
          <ul className="pagination justify-content-center">
            <li className={`page-item${loaderData.pageNumber <= 1 ? ' disabled' : ''}`}>
              <Link className="page-link" to={pageLink(loaderData.pageNumber - 1)}>
                {t('members.previous')}
              </Link>
            </li>
            <li className="page-item active" aria-current="page">
              <span className="page-link">{t('members.pageOf', { page: loaderData.pageNumber, pages: loaderData.pages })}</span>
            </li>
            <li className={`page-item${loaderData.pageNumber >= loaderData.pages ? ' disabled' : ''}`}>
              <Link className="page-link" to={pageLink(loaderData.pageNumber + 1)}>
                {t('members.next')}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </main>
  )
}
