// Every route of SPEC §2 lives here, by its spec name, inside the layout SPEC §2 gives it.
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { legalPages } from '../shared/pages/legal-pages.ts'

/** Landers that take an optional {slug} (SPEC §2). */
export const landerNames = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const

export default [
  // Default layout: top navigation, alerts, content, footer, disclaimer, entry warning, signup modal.
  layout('layouts/default.tsx', [
    index('routes/index.tsx'),
    // accounts
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('complete-signup', 'routes/complete-signup.tsx'),
    route('signup-matches', 'routes/signup-matches.tsx'),
    route('activate', 'routes/activate.tsx'),
    route('activate/done', 'routes/activate.done.tsx'),
    route('activate/error', 'routes/activate.error.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('reset-password/do', 'routes/reset-password.do.tsx'),
    route('mail-change/do', 'routes/mail-change.do.tsx'),
    route('notifications', 'routes/notifications.tsx'),
    route('notifications/delete-account', 'routes/notifications.delete-account.tsx'),
    route('notifications/email', 'routes/notifications.email.tsx'),
    route('account-deleted', 'routes/account-deleted.tsx'),
    route('reactivate', 'routes/reactivate.tsx'),
    route('lang-config', 'routes/lang-config.tsx'),
    route('cookie-settings', 'routes/cookie-settings.tsx'),
    // members
    route('members', 'routes/members.tsx'),
    route('members/:id', 'routes/members.$id.tsx'),
    route('likes', 'routes/likes.tsx', { id: 'likes' }),
    route('likes/m/:id', 'routes/members.$id.tsx', { id: 'likes-m-id' }),
    route('likes/:type', 'routes/likes.tsx', { id: 'likes-type' }),
    route('swipe-game', 'routes/swipe-game.tsx'),
    route('match-finder', 'routes/match-finder.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('complaints', 'routes/complaints.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    // payments
    route('premium', 'routes/premium.tsx'),
    route('credits', 'routes/credits.tsx'),
    route('credits/repeat-order', 'routes/credits.repeat-order.tsx'),
    route('credits/:id/:paymentmethod?', 'routes/credits.$id.tsx'),
    route('transactions/:id?', 'routes/transactions.tsx'),
    route('directdebit', 'routes/directdebit.tsx'),
    // legal and info pages
    ...legalPages.map((page) => route(`pages/${page}`, 'routes/pages.tsx', { id: `pages-${page}` })),
    route(':token', 'routes/static-page.tsx'),
    // operations
    route('dev/mail', 'routes/dev.mail.tsx'),
    route('dev/sms', 'routes/dev.sms.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The benchmark's floor (scripts/bench/pages.ts): no layout, off unless DEV_REFERENCE_PAGE is set.
  route('dev/reference', 'routes/dev.reference.tsx'),
  // Lander layout: a simple logo bar (entry warning for NL and DE only).
  layout('layouts/lander.tsx', [
    ...landerNames.map((name) => route(`landers/${name}/:slug?`, `routes/landers/${name}.tsx`)),
    route('members/:id/landing', 'routes/landers/member-landing.tsx'),
    route('members/:id/landing2/:slug?', 'routes/landers/member-landing2.tsx'),
    route('members/:id/landing3/:slug?', 'routes/landers/member-landing3.tsx'),
  ]),
  // Chat layout: content plus the entry warning (NL and DE only).
  layout('layouts/chat.tsx', [
    route('chats', 'routes/chats.tsx'),
    route('chats/:id', 'routes/chats.$id.tsx'),
    route('members/:id/chat', 'routes/members.$id.chat.tsx'),
  ]),
  // Empty layout: content, entry warning (NL and DE), signup modal.
  layout('layouts/empty.tsx', [route('members/:id/signup', 'routes/landers/member-signup.tsx')]),
  // A member's data export: the ZIP itself (docs/privacy.md).
  route('data-export/:id', 'routes/data-export.$id.ts'),
  // The staff console (docs/staff.md): its own frame; login and set-up stand alone.
  route('staff/login', 'routes/staff/login.tsx'),
  route('staff/setup', 'routes/staff/setup.tsx'),
  layout('routes/staff/layout.tsx', [
    route('staff', 'routes/staff/home.tsx'),
    route('staff/logout', 'routes/staff/logout.tsx'),
    route('staff/site', 'routes/staff/site.tsx'),
    route('staff/account', 'routes/staff/account.tsx'),
    route('staff/accounts', 'routes/staff/accounts.tsx'),
    route('staff/accounts/:id', 'routes/staff/accounts.$id.tsx'),
    route('staff/accounts/:id/audit', 'routes/staff/accounts.$id.audit.tsx'),
    route('staff/inbox', 'routes/staff/inbox.tsx'),
    route('staff/inbox/events', 'routes/staff/inbox.events.ts'),
    route('staff/inbox/figures', 'routes/staff/inbox.figures.tsx'),
    route('staff/inbox/personas', 'routes/staff/inbox.personas.tsx'),
    route('staff/inbox/:id', 'routes/staff/inbox.$id.tsx'),
    route('staff/*', 'routes/staff/not-found.tsx'),
  ]),
  route('healthz', 'routes/healthz.ts'),
  route('livez', 'routes/livez.ts'),
  // the PHP-style JSON API (SPEC §7)
  route('api/settings.php', 'routes/api/settings.php.ts'),
  route('api/companyinfo.php', 'routes/api/companyinfo.php.ts'),
  route('api/interests.php', 'routes/api/interests.php.ts'),
  route('api/regions.php', 'routes/api/regions.php.ts'),
  route('api/user.php', 'routes/api/user.php.ts'),
  route('api/unsubscribe.php', 'routes/api/unsubscribe.php.ts'),
  route('api/webhooks/mail', 'routes/api/webhooks.mail.ts'),
  route('api/webhooks/ses', 'routes/api/webhooks.ses.ts'),
  route('api/logout.php', 'routes/api/logout.php.ts'),
  route('api/page-hidden.php', 'routes/api/page-hidden.php.ts'),
  route('api/auto-like.php', 'routes/api/auto-like.php.ts'),
  route('api/likes.php', 'routes/api/likes.php.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('api/photos.php', 'routes/api/photos.php.ts'),
  route('api/geocode.php', 'routes/api/geocode.php.ts'),
  route('api/complaint.php', 'routes/api/complaint.php.ts'),
  route('api/search.php', 'routes/api/search.php.ts'),
  route('api/profile.php', 'routes/api/profile.php.ts'),
  route('api/block.php', 'routes/api/block.php.ts'),
  route('api/discountcode.php', 'routes/api/discountcode.php.ts'),
  route('api/webhooks/stripe', 'routes/api/webhooks/stripe.ts'),
  route('api/webhooks/mollie', 'routes/api/webhooks/mollie.ts'),
  route('api/chats.php', 'routes/api/chats.php.ts'),
  route('api/chat.php', 'routes/api/chat.php.ts'),
  route('api/chat-photo.php', 'routes/api/chat-photo.php.ts'),
  route('api/gifs.php', 'routes/api/gifs.php.ts'),
  route('api/events', 'routes/api/events.ts'),
  route('api/*', 'routes/api/not-found.ts'),
] satisfies RouteConfig
