// All configuration, validated once with zod. Development needs none of it.
import { z } from 'zod'

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes')
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional())
const optionalString = z.preprocess(emptyToUndefined, z.string().optional())

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Web server processes on this port (server/startup/cluster.ts); needs DATABASE_URL and REDIS_URL above 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Event streams (GET /api/events) one web process holds at most (server/realtime/stream-slots.ts). */
  EVENT_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-* headers to believe: unset/0/false = none (the socket's address is
   * the client), a number = that many proxies in front, 1/true = one load balancer, or Express'
   * list form ("loopback, 10.0.0.0/8"). Never "trust everything": the client writes the first entry.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v): boolean | number | string => {
      const value = v.trim().toLowerCase()
      if (value === '' || value === '0' || value === 'false' || value === 'no') return false
      if (value === 'true' || value === 'yes') return 1
      if (/^\d+$/.test(value)) return Number(value)
      return value
    }),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url('DATABASE_URL must be a URL such as postgresql://user:pass@host:5432/amora')
      .refine((u) => /^postgres(ql)?:\/\//.test(u), 'DATABASE_URL must start with postgresql://')
      .optional(),
  ),
  /** Set by the server itself once it started the embedded database and pointed DATABASE_URL at it. */
  AMORA_EMBEDDED_DATABASE: bool.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Streaming replicas (comma-separated URLs) for search and related-profile reads (server/db.ts). */
  DATABASE_REPLICA_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => v.split(',').every((u) => /^postgres(ql)?:\/\/\S+$/.test(u.trim())),
        'DATABASE_REPLICA_URL must be postgresql:// URLs, separated by commas',
      )
      .optional(),
  ),
  /** Named prepared statements (server/db.ts); 0 behind a pooler that cannot keep them. */
  DATABASE_PREPARED_STATEMENTS: bool.optional(),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: optionalUrl,
  /** Secure cookies; defaults to on in production. Turn off only for plain-HTTP test setups. */
  COOKIE_SECURE: bool.optional(),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
  DEFAULT_SITE_DOMAIN: z.string().default('localhost'),
  /**
   * How links in e-mails and pushes are built from a site's own domain (never from the request's
   * Host). Default: https://{domain} in production, http://{domain}:{PORT} otherwise.
   */
  SITE_URL_TEMPLATE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/\{domain\}(?::\d{1,5})?$/, 'SITE_URL_TEMPLATE must look like https://{domain} or http://{domain}:3000')
      .optional(),
  ),
  /** Prometheus: /metrics on the site's port answers with this bearer token (docs/operations.md "Metrics"). */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  /** Prometheus: /metrics on this internal port too, without a token (all web processes summed). */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  /**
   * The poll's JSON calls (/api/user.php, chats.php, likes.php) are served without React Router's
   * routing (server/http/fast-api.ts); FAST_API=0 sends them through it (to compare the two).
   */
  FAST_API: bool.default(true),
  QUEUE_PREFIX: z.string().default('bull'),
  KEY_PREFIX: z.string().default('amora'),
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  MAIL_FROM: optionalString,
  /** SMTP connections kept open by one process. */
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(5),
  /** DKIM signing of outgoing mail (all three set = on); the key as PEM, \n allowed for newlines. */
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  DKIM_PRIVATE_KEY: optionalString,
  /** Shared secret of the generic bounce/complaint webhook (POST /api/mail-events.php); unset = off. */
  MAIL_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(24, 'MAIL_WEBHOOK_SECRET must be at least 24 characters').optional(),
  ),
  /** Comma-separated SNS topic ARNs whose SES bounce/complaint notifications are accepted; unset = off. */
  SES_SNS_TOPIC_ARNS: optionalString,
  UPLOAD_DIR: optionalString,
  /** Photos go to this S3-compatible bucket instead of UPLOAD_DIR when set. */
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  /** For S3-compatible stores (MinIO, R2, Spaces...); unset = AWS. */
  S3_ENDPOINT: optionalUrl,
  /** Unset = the AWS SDK's default credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Where browsers fetch the bucket's files (a CDN or the bucket's public URL). */
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Where browsers reach the store when the servers reach it by another name (a private network); presigned addresses are signed for it. */
  S3_PUBLIC_ENDPOINT: optionalUrl,
  SEED_MEMBERS: z.coerce.number().int().min(0).max(1_000_000).default(200),
  DEV_MAIL_PAGE: bool.optional(),
  /** Text messages go to DATA_DIR/sms, listed at /dev/sms, when no SMS provider is set (default: outside production). */
  DEV_SMS_PAGE: bool.optional(),
  /** /dev/reference, the benchmark's minimal page (scripts/bench/pages.ts). */
  DEV_REFERENCE_PAGE: bool.optional(),
  /** Stripe (cards, MobilePay, Swish, TWINT): the secret key and the webhook endpoint's signing secret. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API root (a local fake in tests); unset = Stripe's own. */
  STRIPE_API_URL: optionalUrl,
  /** Mollie (iDEAL, Bancontact, PayPal, ...): the API key. */
  MOLLIE_API_KEY: optionalString,
  /** Another Mollie API root ending in /v2/ (a local fake in tests); unset = Mollie's own. */
  MOLLIE_API_URL: optionalUrl,
  /**
   * Tests and development only (refused in production): comma-separated https origins of local
   * push services that subscriptions may name besides the browsers' own (docs/notifications.md).
   */
  PUSH_EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = []
      for (const item of value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : null
        if (!url || url.protocol !== 'https:' || url.origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({
            code: 'custom',
            message: `PUSH_EXTRA_ORIGINS: ${item} is not an https origin such as https://localhost:8443`,
          })
          return z.NEVER
        }
        origins.push(url.origin)
      }
      return origins
    }),
  /** Where that API's hosted pages are, when elsewhere (the demo sandbox serves them over HTTP). */
  MOLLIE_CHECKOUT_URL: optionalUrl,
  /** GIPHY's API key: the chat's GIF picker searches GIPHY besides the built-in stickers. */
  GIPHY_API_KEY: optionalString,
  /** Another GIPHY API root (a local fake in tests); unset = https://api.giphy.com. */
  GIPHY_API_URL: optionalUrl,
  /** Twilio sends the direct-debit SMS codes: account SID, auth token and the sender (number or name). */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
})

export type Env = z.infer<typeof schema> & {
  /** No DATABASE_URL: an embedded PostgreSQL (PGlite) in DATA_DIR. */
  embeddedDatabase: boolean
  uploadDir: string
  /** E-mails go to DATA_DIR/mail and the development page /dev/mail lists them. */
  mailToFiles: boolean
}

export class ConfigError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new ConfigError(`Configuration error: ${issue.path.join('.') || 'env'}: ${issue.message}`)
  }
  const env = result.data
  const embeddedDatabase = !env.DATABASE_URL || env.AMORA_EMBEDDED_DATABASE === true
  if ([env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].filter(Boolean).length % 3 !== 0) {
    throw new ConfigError('Configuration error: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together')
  }
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Configuration error: S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID')
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Configuration error: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY')
  }
  if (env.NODE_ENV === 'production' && env.PUSH_EXTRA_ORIGINS.length > 0) {
    throw new ConfigError('Configuration error: PUSH_EXTRA_ORIGINS is for tests and development only, never production')
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET && !embeddedDatabase) {
    throw new ConfigError('Configuration error: SESSION_SECRET is required in production (32 or more random characters)')
  }
  return {
    ...env,
    embeddedDatabase,
    uploadDir: env.UPLOAD_DIR ?? `${env.DATA_DIR}/uploads`,
    mailToFiles: !env.SMTP_HOST,
  }
}

let cached: Env | undefined
/** The validated configuration of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}

/** For tests: read the environment again on the next getEnv(). */
export function resetEnv() {
  cached = undefined
}

/**
 * The development server (`npm run dev`: Vite serves the modules, no production build is used),
 * as opposed to the production build (`npm start`, tests, the image).
 */
export const isDevServer = () => process.argv.includes('--dev')
