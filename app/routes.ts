// Every route of SPEC §2 lives here, by its spec name.
import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
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
  route('account-deleted', 'routes/account-deleted.tsx'),
  route('reactivate', 'routes/reactivate.tsx'),
  // members
  route('members', 'routes/members.tsx'),
  // operations
  route('healthz', 'routes/healthz.ts'),
  route('dev/mail', 'routes/dev.mail.tsx'),
  // the PHP-style JSON API (SPEC §7)
  route('api/settings.php', 'routes/api/settings.php.ts'),
  route('api/companyinfo.php', 'routes/api/companyinfo.php.ts'),
  route('api/interests.php', 'routes/api/interests.php.ts'),
  route('api/regions.php', 'routes/api/regions.php.ts'),
  route('api/user.php', 'routes/api/user.php.ts'),
  route('api/logout.php', 'routes/api/logout.php.ts'),
  route('api/*', 'routes/api/not-found.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
