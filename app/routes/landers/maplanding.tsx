// /landers/maplanding/{slug?}: a stylised map of one of the site's countries (SVG, no map
// tiles) with members' avatars pinned near their regions, and the busiest regions listed.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/maplanding'
import { localeContext, siteContext } from '../../context.ts'
import { getMapLanderPage } from '../../../server/landers/lander-page.ts'
import { countryFromRequest } from '../../../server/http/geo.ts'
import { countryName } from '../../../shared/country-name.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

/** Radius of a member's avatar on the map (canvas units). */
const PIN = 18

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await getMapLanderPage(context.get(siteContext), params.slug, countryFromRequest(request))
  // Named on the server, so server and browser render the same words.
  return { ...page, countryName: countryName(page.map.country, context.get(localeContext)) }
}

export default function MapLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const { map, countryName: country } = loaderData
  const topRegions = map.regions.filter((r) => r.members > 0).slice(0, 6)
  return (
    <main id="main" className="lander lander--map container py-4">
      <LanderHead
        title={t('maplanding.title', { label })}
        description={t('maplanding.description')}
        siteName={loaderData.siteName}
      />
      <div className="map-layout">
        <header className="map-header">
          <p className="lander-kicker">{label}</p>
          <h1 className="lander-title">{t('maplanding.heading')}</h1>
          <p className="lead mb-0">{map.total > 0 ? t('maplanding.lead', { count: map.total, country }) : tagline}</p>
        </header>
        <div className="map-details">
          {topRegions.length > 0 ? (
            <>
              <h2 className="h6 text-uppercase text-muted mb-2">{t('maplanding.regionsTitle')}</h2>
              <ol className="map-regions list-unstyled">
                {topRegions.map((region) => (
                  <li key={region.id}>
                    <span>{region.name}</span>
                    <span className="map-regions__count">{t('memberCount', { count: region.members })}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
          <SignupButton className="btn btn-primary btn-lg w-100 d-none d-md-block" data-testid="lander-cta">
            {t('maplanding.cta')}
          </SignupButton>
        </div>
        <div className="map-figure">
          <svg
            className="country-map"
            viewBox={`0 0 ${map.width} ${map.height}`}
            width={map.width}
            height={map.height}
            role="img"
            aria-labelledby="country-map-title"
          >
            <title id="country-map-title">{t('maplanding.mapLabel', { country })}</title>
            <defs>
              <pattern id="map-dots" width="9" height="9" patternUnits="userSpaceOnUse">
                <circle cx="2" cy="2" r="1.1" />
              </pattern>
              <clipPath id="map-pin-clip">
                <circle cx="0" cy="0" r={PIN} />
              </clipPath>
            </defs>
            <path className="country-map__land" d={map.outline} />
            <path d={map.outline} fill="url(#map-dots)" />
            {map.regions.map((region) =>
              region.x !== null && region.y !== null ? (
                <circle key={region.id} className="country-map__region" cx={region.x} cy={region.y} r={3} />
              ) : null,
            )}
            {map.pins.map((pin, i) => (
              <g key={pin.member.id} className="country-map__pin" transform={`translate(${pin.x} ${pin.y})`}>
                <circle className="country-map__pulse" r={PIN + 4} style={{ animationDelay: `${i * 0.35}s` }} />
                <circle className="country-map__ring" r={PIN + 2.5} />
                {pin.member.photo ? (
                  <image
                    href={pin.member.photo.thumb}
                    x={-PIN}
                    y={-PIN}
                    width={PIN * 2}
                    height={PIN * 2}
                    clipPath="url(#map-pin-clip)"
                    preserveAspectRatio="xMidYMid slice"
                  />
                ) : null}
                <text className="country-map__label" y={PIN + 16} textAnchor="middle">
                  {map.regions.find((r) => r.id === pin.regionId)?.name}
                </text>
              </g>
            ))}
          </svg>
        </div>
      </div>
      {map.pins.length > 0 ? (
        <section className="mt-4" aria-labelledby="map-members-title">
          <h2 id="map-members-title" className="h4 mb-3">
            {t('maplanding.membersTitle')}
          </h2>
          <ul className="map-members list-unstyled">
            {map.pins.map((pin) => {
              const region = map.regions.find((r) => r.id === pin.regionId)
              return (
                <li key={pin.member.id} className="map-member">
                  <MemberPhoto
                    photo={pin.member.photo}
                    name={pin.member.name}
                    alt={t('photoOf', { name: pin.member.name })}
                    width={64}
                    height={64}
                    sizes="64px"
                    className="map-member__photo"
                  />
                  <span>
                    <span className="fw-semibold d-block">
                      {pin.member.name}, {pin.member.age}
                    </span>
                    <span className="small text-muted">{pin.member.city ?? region?.name}</span>
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <div className="text-center mt-4 d-md-none">
        <SignupButton className="btn btn-primary btn-lg w-100">{t('maplanding.cta')}</SignupButton>
      </div>
      <p className="lander-note text-center">{t('cta.note')}</p>
    </main>
  )
}
