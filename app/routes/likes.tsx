// /likes and /likes/{type} (SPEC §2 likes, likes-type): the received, sent and matches tabs
// (/likes goes to received). New likes come first and are marked; opening a profile
// (/likes/m/{id}) clears its flag. Free members see the likers of their first few received
// likes, later ones are locked behind premium (docs/likes.md). Unlike (sent) and like back
// (received) are POST forms, so they work without JavaScript too.
import { useState } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, NavLink, redirect, useActionData } from 'react-router'
import type { Route } from './+types/likes'
import { localeContext, siteContext } from '../context.ts'
import { likesTab } from '../../server/likes/likes-lists.ts'
import { FREE_VISIBLE_RECEIVED, isLikesType, LIKES_TYPES, MAX_LIKES_PAGE } from '../../shared/likes/like-limits.ts'
import { ownMainImage } from '../../server/photos/photos.ts'
import { runLikeAction, type LikeActionResult } from './+shared/likes.server.ts'
import { readForm } from '../../server/http/read-body.ts'
import { timeAgo } from '../../server/landers/relative-time.ts'
import { SearchPagination } from '../components/search/search-results.tsx'
import { MatchModal } from '../components/likes/match-modal.tsx'
import { LikeActionNotice } from '../components/likes/like-action-notice.tsx'
import { requireMember } from '../session.server.ts'
import { LikeCard } from '../components/likes/like-card.tsx'
import { notFound } from '../../server/http/not-found.ts'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (!params.type) throw redirect(`/likes/received${url.search}`)
  if (!isLikesType(params.type)) throw notFound()
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const locale = context.get(localeContext)
  const raw = url.searchParams.get('pageNumber')
  const pageNumber = raw === null ? 1 : /^\d{1,4}$/.test(raw) ? Number(raw) : NaN
  if (!(pageNumber >= 1 && pageNumber <= MAX_LIKES_PAGE)) throw notFound()
  const viewer = { id: user.id, siteId: site.id, paidUser: user.paidUser }
  const [{ page, counts }, ownPhoto] = await Promise.all([likesTab(viewer, params.type, pageNumber), ownMainImage(user.id)])
  const now = Date.now()
  return data(
    {
      type: params.type,
      siteName: site.name,
      paidUser: user.paidUser,
      ownPhoto: ownPhoto?.match ?? null,
      counts,
      lockedCount: page.entries.filter((e) => e.locked).length,
      page: {
        ...page,
        entries: page.entries.map((e) => ({ ...e, likedAt: undefined, when: timeAgo(e.likedAt.toISOString(), locale, now) })),
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const site = context.get(siteContext)
  const { result, status } = await runLikeAction({ id: user.id, siteId: site.id }, await readForm(request), 'profile')
  return data(result, { status })
}

export default function Likes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('likes')
  const actionData = useActionData<LikeActionResult>()
  const [closedFor, setClosedFor] = useState<LikeActionResult | null>(null)
  const { type, counts, page } = loaderData
  const showModal = actionData && actionData !== closedFor && actionData.ok && actionData.intent === 'like' && actionData.match
  return (
    <main id="main" className="container py-4">
      <title>{`${t(`tabs.${type}`)} | ${t('title')} | ${loaderData.siteName}`}</title>
      <h1 className="h3 mb-3">{t('title')}</h1>
      <ul className="nav nav-pills mb-3 flex-nowrap overflow-auto" data-testid="likes-tabs">
        {LIKES_TYPES.map((tab) => (
          <li className="nav-item" key={tab}>
            <NavLink to={`/likes/${tab}`} className="nav-link text-nowrap" end>
              {t(`tabs.${tab}`)} <span className="badge text-bg-light border">{counts[tab]}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {actionData && !showModal ? <LikeActionNotice result={actionData} /> : null}
      {type === 'received' && !loaderData.paidUser && counts.received > FREE_VISIBLE_RECEIVED ? (
        <div
          className="alert alert-info d-flex flex-wrap align-items-center gap-2"
          role="note"
          data-testid="likes-premium-prompt"
        >
          <span>{t('locked.summary', { count: counts.received - FREE_VISIBLE_RECEIVED })}</span>
          <Link to="/premium" className="btn btn-sm btn-primary">
            {t('locked.button')}
          </Link>
        </div>
      ) : null}
      {page.entries.length === 0 ? (
        <div className="text-center py-5" data-testid="likes-empty">
          <p className="lead">{t(`empty.${type}`)}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link to="/members" className="btn btn-primary">
              {t('searchMembers')}
            </Link>
            <Link to="/swipe-game" className="btn btn-outline-primary">
              {t('playSwipe')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3 list-unstyled" data-testid="likes-list">
          {page.entries.map((entry) => (
            <li className="col" key={entry.id}>
              <LikeCard entry={entry} type={type} />
            </li>
          ))}
        </ul>
      )}
      <SearchPagination pageNumber={page.pageNumber} pages={page.pages} hrefFor={(n) => `/likes/${type}?pageNumber=${n}`} />
      {showModal && actionData.ok && actionData.intent === 'like' ? (
        <MatchModal
          variant="match"
          other={{ id: actionData.id, name: actionData.name, photo: actionData.photo }}
          ownPhoto={loaderData.ownPhoto}
          onClose={() => setClosedFor(actionData)}
        />
      ) : null}
    </main>
  )
}
