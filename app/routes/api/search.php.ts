// GET /api/search.php — member search, the same service as the /members page (SPEC §3
// Search state): exact results with pageNumber and total, and similar results with their own
// total. Visitors may search when the site allows it (logged_out_search, or
// logged_out_search_trafficsource with tracking data). Messages are in the member's language,
// or the language the request asks for. See docs/api.md.
import type { Route } from './+types/search.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { memberSearch, type SearchProfile } from '../../../server/members/search-members.ts'
import { SEARCH_ERROR_VALUES } from '../../../shared/members/search-params.ts'
import { loggedOutSearchAllowed } from '../../../server/members/search/logged-out-search.ts'
import { isLocale } from '../../../shared/i18n/config.ts'
import { detectLocale } from '../../../server/i18n/detect-locale.ts'
import { toMemberCardJson } from '../../../server/members/member-card-json.ts'
import { sessionUser } from '../../session.server.ts'

function toApiProfile(p: SearchProfile) {
  return { ...toMemberCardJson(p), online: p.online }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const url = new URL(request.url)
    const site = await getSiteByHost(url.host)
    const user = await sessionUser({ request, context })
    const language = user && isLocale(user.language) ? user.language : detectLocale(request, site.domainLanguage)
    const t = getI18n(language).getFixedT(language, 'search')
    if (!user && !(await loggedOutSearchAllowed(site, request))) {
      throw new ApiError(403, 'authentication_required', t('errors.loginRequired'))
    }
    const profile = user?.profile
    const outcome = await memberSearch({
      site,
      viewer: user ? { id: user.id, siteId: site.id, latitude: profile?.latitude, longitude: profile?.longitude } : null,
      params: url.searchParams,
    })
    if (!outcome.ok) {
      const fields = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, key]) => [field, t(key, SEARCH_ERROR_VALUES)]),
      )
      throw new ApiError(400, 'invalid_parameter', t('errors.summary'), fields)
    }
    return Response.json(
      {
        results: {
          profiles: outcome.results.members.map(toApiProfile),
          pageNumber: outcome.results.pageNumber,
          total: outcome.results.total,
        },
        similar: { profiles: outcome.similar.members.map(toApiProfile), total: outcome.similar.total },
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
