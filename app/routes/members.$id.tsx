// /members/{id} and /likes/m/{id} (route id likes-m-id): the profile screen (SPEC §2 profile
// view, §4 like state, §6 roles and blocking). Visitors may look (fewer photos); likes and
// blocks are POSTs to this route's action and need a login. A member blocked by the owner
// gets a 403 page with "You're blocked by {name}"; anything not to be seen is a 404.
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, useActionData } from 'react-router'
import type { Route } from './+types/members.$id'
import { localeContext, siteContext } from '../context.ts'
import { ProfileActionNotice, type ProfileActionResult } from '../components/members/profile-action-notice.tsx'
import { ProfileActions } from '../components/members/profile-actions.tsx'
import { ProfileBlocked } from '../components/members/profile-blocked.tsx'
import { ProfileDetails } from '../components/members/profile-details.tsx'
import { ProfileGallery, type GalleryViewer } from '../components/members/profile-gallery.tsx'
import { ProfileHeader } from '../components/members/profile-header.tsx'
import { RelatedProfiles } from '../components/members/related-profiles.tsx'
import { countryName } from '../../shared/country-name.ts'
import { openProfile } from '../../server/members/profile-view.ts'
import { parseProfileId } from '../../server/members/profile-access.ts'
import { BlockError, blockMember, unblockMember } from '../../server/members/blocking.ts'
import { LikeError, likeMember, unlikeMember } from '../../server/likes/profile-likes.ts'
import { timeAgo } from '../../server/landers/relative-time.ts'
import { useRootData } from '../shell/root-data.ts'
import { ActivationRequiredError } from '../../server/accounts/member-policy.ts'
import { readForm } from '../../server/http/read-body.ts'
import { ownMainImage } from '../../server/photos/photos.ts'
import { MatchModal } from '../components/likes/match-modal.tsx'
import { useState } from 'react'
import { requireMember, sessionUser } from '../session.server.ts'
import { memberCardView } from '../../server/members/member-card.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseProfileId(params.id)
  if (id === null) throw notFound()
  const site = context.get(siteContext)
  const locale = context.get(localeContext)
  const user = await sessionUser({ request, context })
  const viewer = user ? { id: user.id, paidUser: user.paidUser, profile: user.profile, account: user } : null
  const [result, ownPhoto] = await Promise.all([openProfile(viewer, site, id), user ? ownMainImage(user.id) : null])
  if (result.kind === 'not_found') throw notFound()
  if (result.kind === 'blocked') {
    return data({ kind: 'blocked' as const, name: result.name, siteName: site.name }, { status: 403 })
  }
  const { profile } = result
  const viewerKind: GalleryViewer = !user ? 'visitor' : user.paidUser || profile.own ? 'premium' : 'free'
  return {
    kind: 'profile' as const,
    siteName: site.name,
    // The related members as their cards show them (no other photo sizes, no unused fields).
    profile: { ...profile, related: profile.related.map(memberCardView) },
    viewer: viewerKind,
    loginHref: `/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`,
    countryName: profile.country ? countryName(profile.country, locale) : null,
    lastActive: timeAgo(profile.lastActiveAt, locale),
    ownPhoto: ownPhoto?.match ?? null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseProfileId(params.id)
  if (id === null) throw notFound()
  const user = await requireMember({ request })
  const site = context.get(siteContext)
  const intent = (await readForm(request)).get('intent')
  const reply = (result: ProfileActionResult, status = 200) => data(result, { status })
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
    if (error instanceof LikeError && error.code === 'like_limit') return reply({ ok: false, error: 'likeLimit' }, 429)
    if (error instanceof LikeError) return reply({ ok: false, error: 'failed' }, 429)
    throw error
  }
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
  if (loaderData.kind === 'blocked') return <ProfileBlocked name={loaderData.name} siteName={loaderData.siteName} />
  const { profile: p, siteName } = loaderData
  const fictionalWarning = root?.site.fictionalWarning ?? t('fictional.warning')
  return (
    <main id="main" className="container py-4">
      <title>{`${p.name} | ${siteName}`}</title>
      {actionData ? <ProfileActionNotice result={actionData} name={p.name} /> : null}
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
              <ProfileHeader profile={p} countryName={loaderData.countryName} lastActive={loaderData.lastActive} />

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

              <ProfileDetails profile={p} />
            </div>
          </div>
        </div>
      </article>

      <RelatedProfiles members={p.related} />
    </main>
  )
}
