// /swipe-game (SPEC §2, §9): one card at a time of members who fit the member's search; like
// or pass by button, keyboard (→ like, ← pass) or a touch/mouse swipe with the card following
// the finger. Free members have FREE_LIKES_PER_DAY likes a UTC day (counted over every way of
// liking), then the limit message with a Get premium prompt; passes are stored so a card does
// not come back; a like that matches opens the match modal. The buttons are POST forms, so it
// works without JavaScript.
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, useActionData, useFetcher } from 'react-router'
import type { Route } from './+types/swipe-game'
import { siteContext } from '../context.ts'
import { nextSwipeCards, passMember } from '../../server/likes/swipe.ts'
import { dailyLikesLeft } from '../../server/likes/daily-likes.ts'
import { ownMainImage } from '../../server/photos/photos.ts'
import { runLikeAction, type LikeActionResult } from './+shared/likes.server.ts'
import { LikeError } from '../../server/likes/profile-likes.ts'
import { ActivationRequiredError } from '../../server/accounts/member-policy.ts'
import { parseProfileId } from '../../server/members/profile-access.ts'
import { readForm } from '../../server/http/read-body.ts'
import { MatchModal } from '../components/likes/match-modal.tsx'
import { LikeActionNotice } from '../components/likes/like-action-notice.tsx'
import { SwipeAnswerButtons } from '../components/likes/swipe-answer-buttons.tsx'
import { SwipeGameCard } from '../components/likes/swipe-game-card.tsx'
import { requireMember } from '../session.server.ts'

type SwipeResult = LikeActionResult | { ok: true; intent: 'pass'; id: number; name: string }

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const profile = user.profile
  const viewer = profile
    ? { id: user.id, siteId: site.id, gender: profile.gender, sexuality: profile.sexuality, country: profile.country }
    : null
  const [cards, left, ownPhoto] = await Promise.all([
    viewer ? nextSwipeCards(viewer) : Promise.resolve([]),
    dailyLikesLeft(user),
    ownMainImage(user.id),
  ])
  return data(
    { siteName: site.name, cards, left, ownPhoto: ownPhoto?.match ?? null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const site = context.get(siteContext)
  const form = await readForm(request)
  if (form.get('intent') === 'pass') {
    const id = parseProfileId(form.get('id'))
    if (id === null) return data<SwipeResult>({ ok: false, error: 'invalid' }, { status: 400 })
    try {
      const { name } = await passMember(user.id, id, site.id)
      return data<SwipeResult>({ ok: true, intent: 'pass', id, name })
    } catch (error) {
      if (error instanceof ActivationRequiredError)
        return data<SwipeResult>({ ok: false, error: 'activation_required' }, { status: 403 })
      if (error instanceof LikeError)
        return data<SwipeResult>({ ok: false, error: error.code }, { status: error.code === 'not_found' ? 404 : 400 })
      throw error
    }
  }
  const { result, status } = await runLikeAction({ id: user.id, siteId: site.id }, form, 'swipe')
  return data<SwipeResult>(result, { status })
}

export default function SwipeGame({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('likes')
  const fetcher = useFetcher<SwipeResult>()
  const actionData = useActionData<SwipeResult>()
  const result = fetcher.data ?? actionData
  const [closedFor, setClosedFor] = useState<SwipeResult | null>(null)
  // One answer at a time: a second submit would abort the first one's request.
  const busy = fetcher.state !== 'idle'
  const pendingId = busy ? Number(fetcher.formData?.get('id')) : null
  const card = loaderData.cards.find((c) => c.id !== pendingId) ?? null
  const matchOpen = Boolean(result && result !== closedFor && result.ok && result.intent === 'like' && result.match)

  const answer = useCallback(
    (intent: 'like' | 'pass') => {
      if (!card || busy) return
      void fetcher.submit({ intent, id: String(card.id) }, { method: 'post' })
    },
    [card, busy, fetcher],
  )

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (matchOpen || event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return
      if (event.key === 'ArrowRight') answer('like')
      if (event.key === 'ArrowLeft') answer('pass')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [answer, matchOpen])

  const notice = result && !matchOpen && !(result.ok && result.intent === 'pass') ? (result as LikeActionResult) : null
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 560 }}>
      <title>{`${t('swipe.title')} | ${loaderData.siteName}`}</title>
      <h1 className="h3 mb-1">{t('swipe.title')}</h1>
      <p className="text-body-secondary mb-2">{t('swipe.intro')}</p>
      <p className="mb-3">
        <span className="badge text-bg-light border" data-testid="swipe-left">
          {loaderData.left === null ? t('swipe.unlimited') : t('swipe.remaining', { count: loaderData.left })}
        </span>
      </p>
      {notice ? <LikeActionNotice result={notice} /> : null}
      {result?.ok && result.intent === 'pass' ? (
        <p className="visually-hidden" role="status">
          {t('notice.passed', { name: result.name })}
        </p>
      ) : null}
      {card ? (
        <div className="swipe-game-stack">
          <SwipeGameCard card={card} busy={busy} onAnswer={answer} />
          <SwipeAnswerButtons fetcher={fetcher} id={card.id} busy={busy} />
          <p className="small text-body-secondary text-center mt-2 d-none d-md-block">{t('swipe.keyboardHint')}</p>
        </div>
      ) : (
        <div className="text-center py-5" data-testid="swipe-empty">
          <p className="lead">{t('swipe.empty')}</p>
          <Link to="/members" className="btn btn-primary">
            {t('searchMembers')}
          </Link>
        </div>
      )}
      {matchOpen && result?.ok && result.intent === 'like' ? (
        <MatchModal
          variant="match"
          other={{ id: result.id, name: result.name, photo: result.photo }}
          ownPhoto={loaderData.ownPhoto}
          onClose={() => setClosedFor(result)}
        />
      ) : null}
    </main>
  )
}
