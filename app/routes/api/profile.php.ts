// GET /api/profile.php?id= — a member's profile with the same rules and data as the page
// /members/{id}: visitors may look (fewer photos); opening it records the visit and clears the
// owner's new-like flag, as the page does. Labels and messages are in the member's language
// (or the request's). See docs/api.md.
import type { TFunction } from 'i18next'
import type { Route } from './+types/profile.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { openProfile, type ProfileView } from '../../../server/members/profile-view.ts'
import { parseProfileId } from '../../../server/members/profile-access.ts'
import { toMemberCardJson } from '../../../server/members/member-card-json.ts'
import { detailFieldLabel, detailValueLabel, interestLabel } from '../../components/members/profile-labels.ts'
import { countryName } from '../../../shared/country-name.ts'
import { isLocale } from '../../../shared/i18n/config.ts'
import { detectLocale } from '../../../server/i18n/detect-locale.ts'
import { siteText } from '../../../server/sites/site-texts.ts'
import { sessionUser } from '../../session.server.ts'

function toProfileJson(p: ProfileView, t: TFunction, language: string, fictionalWarning: string) {
  return {
    id: p.id,
    name: p.name,
    gender: p.gender,
    age: p.age,
    city: p.city,
    region: p.region,
    country: p.country,
    country_name: p.country ? countryName(p.country, language) : null,
    online: p.online,
    last_active_at: p.lastActiveAt,
    details: p.details.map(({ field, value }) => ({
      field,
      value,
      label: detailFieldLabel(t, field),
      value_label: detailValueLabel(t, field, value),
    })),
    interests: p.interests?.map((i) => ({ slug: i.slug, icon: i.icon, label: interestLabel(t, i.slug) })) ?? null,
    about_me: p.aboutMe,
    photos: p.photos.map((photo) => ({
      id: photo.id,
      is_main: photo.isMain,
      visibility: photo.visibility,
      width: photo.width,
      height: photo.height,
      url: photo.url,
      match_url: photo.matchUrl,
      thumb_url: photo.thumbUrl,
    })),
    main_image: mainImageOf(p.photos),
    photo_count: p.photoCount,
    hidden_photos: p.hiddenPhotos,
    like: p.like,
    fictional: p.fictional,
    fictional_icon: p.fictional ? p.fictionalIcon : null,
    fictional_warning: p.fictional ? fictionalWarning : null,
    card_type: p.cardType,
    own: p.own,
    blocked_by_me: p.blockedByViewer,
    related: p.related.map(toMemberCardJson),
  }
}

/** SPEC §3 main_image from the photos this viewer may see (a private main photo stays hidden). */
function mainImageOf(photos: ProfileView['photos']) {
  const main = photos.find((photo) => photo.isMain && photo.visibility === 'public')
  return main ? { filename: main.url, thumb_filename: main.thumbUrl, match: main.matchUrl } : null
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const url = new URL(request.url)
    const site = await getSiteByHost(url.host)
    const user = await sessionUser({ request, context })
    const language = user && isLocale(user.language) ? user.language : detectLocale(request, site.domainLanguage)
    const t = getI18n(language).getFixedT(language)
    const id = parseProfileId(url.searchParams.get('id'))
    if (id === null) throw new ApiError(400, 'invalid_parameter', t('members:api.invalidId'), { id: t('members:api.invalidId') })
    const viewer = user ? { id: user.id, paidUser: user.paidUser, profile: user.profile, account: user } : null
    const result = await openProfile(viewer, site, id)
    if (result.kind === 'not_found') throw new ApiError(404, 'not_found', t('members:block.notFound'))
    if (result.kind === 'blocked') throw new ApiError(403, 'blocked', t('members:block.blockedBy', { name: result.name }))
    const warning = siteText(site, language, 'fictional_warning')
    return Response.json(
      { profile: toProfileJson(result.profile, t, language, warning) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
