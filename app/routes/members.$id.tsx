// /members/{id} and /likes/m/{id} (route id likes-m-id): the profile screen (SPEC §2 profile
// view, §4 like state, §6 roles and blocking). Visitors may look (fewer photos); likes and
// blocks are POSTs to this route's action and need a login. A member blocked by the owner
// gets a 403 page with "You're blocked by {name}"; anything not to be seen is a 404.
import { useTranslation } from 'react-i18next'
import { data, Link, useActionData } from 'react-router'
import type { Route } from './+types/members.$id'
import { localeContext, siteContext } from '../context.ts'
import { MemberCard } from '../components/members/member-card.tsx'
import { ProfileActions } from '../components/members/profile-actions.tsx'
import { ProfileGallery, type GalleryViewer } from '../components/members/profile-gallery.tsx'
import { detailFieldLabel, detailValueLabel, interestLabel } from '../components/members/profile-labels.ts'
import { countryName } from '../../shared/country-name.ts'
import { requireUser } from '../../server/accounts/sessions.ts'
import { openProfile } from '../../server/members/profile-view.ts'
import { parseProfileId } from '../../server/members/profile-access.ts'
import { BlockError, blockMember, unblockMember } from '../../server/members/blocking.ts'
import { LikeError, likeMember, unlikeMember } from '../../server/likes/profile-likes.ts'
import { timeAgo } from '../../server/landers/relative-time.ts'
import { useRootData } from '../shell/root-data.ts'
import { capitalize } from '../utils/capitalize.ts'
import { ActivationRequiredError } from '../../server/accounts/member-policy.ts'
import { ActivationRequiredNotice } from '../components/layout/activation-required.tsx'
import { readForm } from '../../server/http/read-body.ts'
import { ownMainImage } from '../../server/photos/photos.ts'
import { MatchModal } from '../components/likes/match-modal.tsx'
import { useState } from 'react'
import { sessionUser } from '../session.server.ts'

const notFound = () => new Response('Not Found', { status: 404 })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseProfileId(params.id)
  if (id === null) throw notFound()
  const site = context.get(siteContext)
  const locale = context.get(localeContext)
  const user = await sessionUser({ request, context })
  const viewer = user ? { id: user.id, paidUser: user.paidUser, profile: user.profile } : null
  const [result, ownPhoto] = await Promise.all([openProfile(viewer, site.id, id), user ? ownMainImage(user.id) : null])
  if (result.kind === 'not_found') throw notFound()
  if (result.kind === 'blocked') {
    return data({ kind: 'blocked' as const, name: result.name, siteName: site.name }, { status: 403 })
  }
  const { profile } = result
  const viewerKind: GalleryViewer = !user ? 'visitor' : user.paidUser || profile.own ? 'premium' : 'free'
  return {
    kind: 'profile' as const,
    siteName: site.name,
    profile,
    viewer: viewerKind,
    loginHref: `/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`,
    countryName: profile.country ? countryName(profile.country, locale) : null,
    lastActive: timeAgo(profile.lastActiveAt, locale),
    ownPhoto: ownPhoto?.match ?? null,
  }
}

type ActionResult =
  | { ok: true; intent: 'like'; match: boolean }
  | { ok: true; intent: 'unlike' | 'block' | 'unblock' }
  | { ok: false; error: 'cannotLikeSelf' | 'cannotBlockSelf' | 'activationRequired' | 'failed' }

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseProfileId(params.id)
  if (id === null) throw notFound()
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const intent = (await readForm(request)).get('intent')
  const reply = (result: ActionResult, status = 200) => data(result, { status })
  try {
    if (intent === 'like') {
      const { match } = await likeMember(user.id, id, site.id)
      return reply({ ok: true, intent, match })
    }
    if (intent === 'unlike') {
      await unlikeMember(user.id, id)
      return reply({ ok: true, intent })
    }
    if (intent === 'block') {
      await blockMember(user.id, id, site.id)
      return reply({ ok: true, intent })
    }
    if (intent === 'unblock') {
      await unblockMember(user.id, id)
      return reply({ ok: true, intent })
    }
    return reply({ ok: false, error: 'failed' }, 400)
  } catch (error) {
    if (error instanceof ActivationRequiredError) return reply({ ok: false, error: 'activationRequired' }, 403)
    if ((error instanceof LikeError || error instanceof BlockError) && error.code === 'not_found') throw notFound()
    if (error instanceof LikeError && error.code === 'cannot_like_self') return reply({ ok: false, error: 'cannotLikeSelf' }, 400)
    if (error instanceof BlockError && error.code === 'cannot_block_self')
      return reply({ ok: false, error: 'cannotBlockSelf' }, 400)
    // Blocked either way: the page that follows says so.
    if (error instanceof LikeError && error.code === 'blocked') return reply({ ok: false, error: 'failed' }, 403)
    if (error instanceof LikeError) return reply({ ok: false, error: 'failed' }, 429)
    throw error
  }
}

function Blocked({ name, siteName }: { name: string; siteName: string }) {
  const { t } = useTranslation('members')
  return (
    <main id="main" className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <title>{`${t('block.title')} | ${siteName}`}</title>
      <p className="display-6 mb-3" aria-hidden="true">
        🚫
      </p>
      <h1 className="h4 mb-4" data-testid="profile-blocked">
        {t('block.blockedBy', { name })}
      </h1>
      <Link to="/members" className="btn btn-primary">
        {t('block.searchMembers')}
      </Link>
    </main>
  )
}

function ActionNotice({ result, name }: { result: ActionResult; name: string }) {
  const { t } = useTranslation('members')
  if (!result.ok) {
    if (result.error === 'activationRequired') return <ActivationRequiredNotice />
    const key =
      result.error === 'failed'
        ? 'actions.failed'
        : result.error === 'cannotBlockSelf'
          ? 'block.cannotBlockSelf'
          : `actions.${result.error}`
    return (
      <div className="alert alert-warning" role="alert">
        {t(key)}
      </div>
    )
  }
  if (result.intent === 'like' && result.match) {
    return (
      <div className="alert alert-success d-flex flex-wrap align-items-center gap-2" role="status" data-testid="profile-match">
        <strong className="fs-5">{t('like.match')}</strong>
        <span>{t('like.matchText', { name })}</span>
      </div>
    )
  }
  const key = { like: 'actions.liked', unlike: 'actions.unliked', block: 'actions.blocked', unblock: 'actions.unblocked' }[
    result.intent
  ]
  return (
    <div className="alert alert-success" role="status">
      {t(key, { name })}
    </div>
  )
}

const cardStyle = {
  standard: 'border-0',
  member_resell: 'border border-2 border-info',
  cam: 'border border-2 border-dark',
} as const

export default function MemberProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('members')
  const actionData = useActionData<typeof action>()
  const root = useRootData()
  const [closedModalFor, setClosedModalFor] = useState<unknown>(null)
  if (loaderData.kind === 'blocked') return <Blocked name={loaderData.name} siteName={loaderData.siteName} />
  const { profile: p, siteName } = loaderData
  const place = [p.city, p.region, loaderData.countryName].filter(Boolean).join(', ')
  const fictionalWarning = root?.site.fictionalWarning ?? t('fictional.warning')
  return (
    <main id="main" className="container py-4">
      <title>{`${p.name} | ${siteName}`}</title>
      {actionData ? <ActionNotice result={actionData} name={p.name} /> : null}
      {actionData?.ok && actionData.intent === 'like' && actionData.match && closedModalFor !== actionData ? (
        <MatchModal
          variant="match"
          other={{
            id: p.id,
            name: p.name,
            photo: p.photos.find((photo) => photo.isMain)?.matchUrl ?? p.photos[0]?.matchUrl ?? null,
          }}
          ownPhoto={loaderData.ownPhoto}
          onClose={() => setClosedModalFor(actionData)}
        />
      ) : null}
      {p.own ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="note">
          <span>{t('profile.own')}</span>
          <Link to="/profile" className="alert-link">
            {t('profile.edit')}
          </Link>
        </div>
      ) : null}
      {p.blockedByViewer ? (
        <div className="alert alert-warning" role="note" data-testid="profile-you-blocked">
          {t('block.youBlocked', { name: p.name })}
        </div>
      ) : null}

      <article className={`card shadow-sm mb-4 ${cardStyle[p.cardType]}`} data-card-type={p.cardType}>
        <div className="card-body">
          <div className="row g-4">
            <div className="col-md-5 col-lg-4">
              <ProfileGallery
                name={p.name}
                photos={p.photos}
                photoCount={p.photoCount}
                hiddenPhotos={p.hiddenPhotos}
                viewer={loaderData.viewer}
                loginHref={loaderData.loginHref}
              />
            </div>
            <div className="col-md-7 col-lg-8">
              <header className="mb-3">
                <h1 className="h2 mb-1">
                  {p.name}
                  {p.age !== null ? `, ${p.age}` : ''}
                </h1>
                {p.fictional || p.cardType !== 'standard' ? (
                  <p className="d-flex flex-wrap gap-2 mb-2">
                    {p.fictional ? (
                      <span className="badge text-bg-warning" data-testid="profile-fictional">
                        {p.fictionalIcon ? <span aria-hidden="true">{p.fictionalIcon} </span> : null}
                        {root ? capitalize(root.site.fictionalSingular) : t('common:members.fictionalBadge')}
                      </span>
                    ) : null}
                    {p.cardType !== 'standard' ? (
                      <span
                        className={`badge ${p.cardType === 'cam' ? 'text-bg-dark' : 'bg-info-subtle text-info-emphasis border border-info-subtle'}`}
                        data-testid="profile-card-type"
                      >
                        {t(`cardType.${p.cardType}`)}
                      </span>
                    ) : null}
                  </p>
                ) : null}
                {place ? <p className="text-body-secondary mb-1">{place}</p> : null}
                <p className="small mb-0" data-testid="profile-activity">
                  {p.online ? (
                    <>
                      <span
                        className="d-inline-block rounded-circle bg-success me-1"
                        style={{ width: 8, height: 8 }}
                        aria-hidden="true"
                      />
                      {t('profile.online')}
                    </>
                  ) : (
                    t('profile.lastActive', { when: loaderData.lastActive })
                  )}
                </p>
                {p.like === 'match' ? (
                  <p className="mt-2 mb-0">
                    <span className="badge text-bg-primary">♥ {t('like.match')}</span>
                  </p>
                ) : p.like !== 'none' ? (
                  <p className="small mt-2 mb-0" data-testid="profile-like-state">
                    <span aria-hidden="true">{p.like === 'received' ? '💌 ' : '♥ '}</span>
                    {t(`like.${p.like}`, { name: p.name })}
                  </p>
                ) : null}
              </header>

              {p.fictional ? (
                <p className="alert alert-warning small py-2" role="note">
                  {p.fictionalIcon ? <span aria-hidden="true">{p.fictionalIcon} </span> : null}
                  {fictionalWarning}
                </p>
              ) : null}
              {p.cardType !== 'standard' ? <p className="small text-body-secondary">{t(`cardType.${p.cardType}Help`)}</p> : null}

              {p.own ? null : (
                <ProfileActions
                  id={p.id}
                  name={p.name}
                  like={p.like}
                  loggedIn={loaderData.viewer !== 'visitor'}
                  blockedByViewer={p.blockedByViewer}
                  loginHref={loaderData.loginHref}
                />
              )}

              {p.details.length ? (
                <section className="mb-3" aria-labelledby="profile-details">
                  <h2 id="profile-details" className="h5">
                    {t('profile.details', { name: p.name })}
                  </h2>
                  <dl className="row mb-0">
                    {p.details.map(({ field, value }) => (
                      <div className="col-sm-6 d-flex gap-2" key={field}>
                        <dt className="fw-semibold">{detailFieldLabel(t, field)}:</dt>
                        <dd className="mb-1">{detailValueLabel(t, field, value)}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ) : null}

              {p.aboutMe ? (
                <section className="mb-3" aria-labelledby="profile-about">
                  <h2 id="profile-about" className="h5">
                    {t('profile.aboutMe')}
                  </h2>
                  <p className="mb-0" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {p.aboutMe}
                  </p>
                </section>
              ) : null}

              {p.interests?.length ? (
                <section className="mb-3" aria-labelledby="profile-interests">
                  <h2 id="profile-interests" className="h5">
                    {t('profile.interests')}
                  </h2>
                  <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                    {p.interests.map((interest) => (
                      <li key={interest.slug} className="badge rounded-pill text-bg-light border fw-normal fs-6">
                        <span aria-hidden="true">{interest.icon} </span>
                        {interestLabel(t, interest.slug)}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          </div>
        </div>
      </article>

      {p.related.length ? (
        <section aria-labelledby="profile-related">
          <h2 id="profile-related" className="h4 mb-3">
            {t('profile.related')}
          </h2>
          <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 list-unstyled" data-testid="profile-related">
            {p.related.map((m) => (
              <li className="col" key={m.id}>
                <Link to={`/members/${m.id}`} className="d-block h-100 text-reset text-decoration-none">
                  <MemberCard member={m} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}
