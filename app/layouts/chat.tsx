// Chat layout (SPEC §2): the content plus the entry warning (NL and DE only). A slim bar keeps
// the way back to the members area, since the chat pages have no top navigation.
import { useMemo } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { Link, Outlet } from 'react-router'
import { EntryWarning } from '../components/layout/entry-warning.tsx'
import { TimeBonusModal } from '../components/offers/time-bonus-modal.tsx'
import { usePageBounceLogging } from '../shell/page-bounce.ts'
import { useRootData } from '../shell/root-data.ts'
import { useActivity, useAttentionTitle } from '../shell/activity.ts'

export default function ChatLayout() {
  usePageBounceLogging()
  const { t } = useTranslation('chat')
  const root = useRootData()
  const user = root?.user ?? null
  const initial = useMemo(() => (user ? { ...user.counts, credits: user.credits, paidUser: user.paidUser } : null), [user])
  // The title prefix and the app badge (SPEC §4 Titles) on the chat pages too.
  const activity = useActivity(initial)
  useAttentionTitle(activity)
  return (
    <div className="layout-chat d-flex flex-column min-vh-100">
      <header className="navbar navbar-dark bg-primary py-1">
        <nav className="container flex-nowrap gap-2" aria-label={t('nav')}>
          <Link className="navbar-brand fw-bold text-truncate" to="/members">
            {root?.site.name}
          </Link>
          <div className="d-flex gap-2">
            <Link className="btn btn-sm btn-outline-light" to="/chats">
              {t('title')}
            </Link>
            <Link className="btn btn-sm btn-outline-light" to="/members">
              {t('searchMembers')}
            </Link>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-grow-1 d-flex flex-column">
        <Outlet />
      </main>
      <EntryWarning strict />
      {/* The chats are part of the members area of the time-bonus modal (SPEC §4). */}
      <TimeBonusModal offer={root?.offer ?? null} credits={activity?.credits ?? user?.credits ?? null} />
    </div>
  )
}
