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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url('DATABASE_URL must be a URL such as postgresql://user:pass@host:5432/amora')
      .refine((u) => /^postgres(ql)?:\/\//.test(u), 'DATABASE_URL must start with postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: optionalUrl,
  /** Secure cookies; defaults to on in production. Turn off only for plain-HTTP test setups. */
  COOKIE_SECURE: bool.optional(),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
  DEFAULT_SITE_DOMAIN: z.string().default('localhost'),
  QUEUE_PREFIX: z.string().default('bull'),
  KEY_PREFIX: z.string().default('amora'),
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  MAIL_FROM: optionalString,
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
  SEED_MEMBERS: z.coerce.number().int().min(0).max(1_000_000).default(200),
  DEV_MAIL_PAGE: bool.optional(),
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
  const embeddedDatabase = !env.DATABASE_URL
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Configuration error: S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID')
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
