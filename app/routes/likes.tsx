// /likes and /likes/{type} (SPEC §2 likes, likes-type): the received, sent and matches tabs
// (/likes goes to received). New likes come first and are marked; opening a profile
// (/likes/m/{id}) clears its flag. Free members see the likers of their first few received
// likes, later ones are locked behind premium (docs/likes.md). Unlike (sent) and like back
// (received) are POST forms, so they work without JavaScript too.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, NavLink, redirect, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/likes'
import { localeContext, siteContext } from '../context.ts'
import { requireUser } from '../../server/accounts/sessions.ts'
import { likesTab } from '../../server/likes/likes-lists.ts'
import {
  FREE_VISIBLE_RECEIVED,
  isLikesType,
  LIKES_TYPES,
  MAX_LIKES_PAGE,
  type LikesType,
} from '../../shared/likes/like-limits.ts'
import { ownMainImage } from '../../server/photos/photos.ts'
import { runLikeAction, type LikeActionResult } from '../../server/likes/like-action.ts'
import { readForm } from '../../server/http/read-body.ts'
import { timeAgo } from '../../server/landers/relative-time.ts'
import { SearchPagination } from '../components/search/search-results.tsx'
import { MatchModal } from '../components/likes/match-modal.tsx'
import { LikeActionNotice } from '../components/likes/like-action-notice.tsx'
import { requireSessionUser } from '../session.server.ts'

const notFound = () => new Response('Not Found', { status: 404 })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (!params.type) throw redirect(`/likes/received${url.search}`)
  if (!isLikesType(params.type)) throw notFound()
  const user = await requireSessionUser({ request, context })
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
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const { result, status } = await runLikeAction({ id: user.id, siteId: site.id }, await readForm(request), 'profile')
  return data(result, { status })
}

type Entry = Route.ComponentProps['loaderData']['page']['entries'][number]

function LikeCard({ entry, type }: { entry: Entry; type: LikesType }) {
  const { t } = useTranslation('likes')
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(entry.id)
  if (entry.locked || !entry.card) {
    return (
      <article className="card h-100 border-0 shadow-sm" data-testid="likes-locked">
        <div className="likes-locked-photo card-img-top" role="img" aria-label={t('locked.photoAlt')} />
        <div className="card-body p-2">
          <h3 className="h6 mb-1">
            {entry.likeNew ? <span className="badge text-bg-danger me-1">{t('new')}</span> : null}
            {t('locked.name')}
          </h3>
          <p className="small text-body-secondary mb-2">{t('likedYou', { when: entry.when })}</p>
          <Link to="/premium" className="btn btn-sm btn-primary w-100">
            {t('locked.button')}
          </Link>
        </div>
      </article>
    )
  }
  const { card } = entry
  return (
    <article
      className="card h-100 border-0 shadow-sm"
      data-testid="likes-card"
      data-member-id={entry.id}
      data-like-new={entry.likeNew}
    >
      <Link to={`/likes/m/${entry.id}`} className="text-reset text-decoration-none">
        {card.photo ? (
          <img
            className="card-img-top likes-card-photo"
            src={card.photo.match}
            alt={t('photoAlt', { name: card.name })}
            width={300}
            height={400}
            loading="lazy"
          />
        ) : (
          <div
            className="likes-locked-photo card-img-top"
            style={{ filter: 'none' }}
            role="img"
            aria-label={t('noPhoto', { name: card.name })}
          />
        )}
        <div className="card-body p-2 pb-1">
          <h3 className="h6 mb-0 text-truncate">
            {entry.likeNew ? (
              <span className="badge text-bg-danger me-1" data-testid="likes-new">
                {t('new')}
              </span>
            ) : null}
            {card.name}, {card.age}
          </h3>
          {card.city ? <p className="small text-body-secondary text-truncate mb-0">{card.city}</p> : null}
          <p className="small text-body-secondary mb-0">
            {type === 'sent' ? t('youLiked', { when: entry.when }) : t('likedYou', { when: entry.when })}
          </p>
        </div>
      </Link>
      <div className="card-body p-2 pt-1">
        {type === 'matches' ? (
          <Link to={`/members/${entry.id}/chat`} className="btn btn-sm btn-primary w-100">
            {t('message')}
          </Link>
        ) : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={entry.id} />
            <input type="hidden" name="intent" value={type === 'sent' ? 'unlike' : 'like'} />
            <button
              type="submit"
              className={`btn btn-sm w-100 ${type === 'sent' ? 'btn-outline-secondary' : 'btn-primary'}`}
              disabled={busy}
              data-testid={type === 'sent' ? 'likes-unlike' : 'likes-like-back'}
            >
              {type === 'sent' ? t('unlike') : t('likeBack')}
            </button>
          </Form>
        )}
      </div>
    </article>
  )
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
