// Every route of SPEC §2 lives here, by its spec name.
import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/index.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('dev/mail', 'routes/dev.mail.tsx'),
  route('api/settings.php', 'routes/api/settings.php.ts'),
  route('api/companyinfo.php', 'routes/api/companyinfo.php.ts'),
  route('api/interests.php', 'routes/api/interests.php.ts'),
  route('api/regions.php', 'routes/api/regions.php.ts'),
  route('api/*', 'routes/api/not-found.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
