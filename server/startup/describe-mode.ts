import path from 'node:path'
import type { Env } from '../env.ts'
import type { PreparedDatabase } from './prepare-database.ts'
import { demoHostNames } from '../sites/site-hosts.ts'
import { demoStaffBanner } from '../staff/demo-staff.ts'

/** The start-up banner: where the app listens and which services it uses. */
export function describeMode(env: Env, database: PreparedDatabase, port: number, dev: boolean): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  const redis = env.REDIS_URL ? new URL(env.REDIS_URL) : null
  // The demo answers to these too (server/sites/site-hosts.ts); [::1] only where it listens there.
  const also = demoHostNames(env).filter((name) => name !== host && name !== '[::1]')
  return [
    `Amora ${dev ? '(development)' : `(${env.NODE_ENV})`} on http://${host}:${port}`,
    ...(also.length ? [`  also at:  ${also.map((name) => `http://${name}:${port}`).join(', ')}`] : []),
    `  database: ${database.label}`,
    `  jobs:     ${redis ? `BullMQ on Redis ${redis.hostname}:${redis.port || 6379} (run npm run worker)` : 'in-process (no REDIS_URL)'}`,
    `  mail:     ${env.mailToFiles ? `files in ${path.resolve(env.DATA_DIR, 'mail')}` : `SMTP ${env.SMTP_HOST}:${env.SMTP_PORT}`}`,
    `  uploads:  ${path.resolve(env.uploadDir)}`,
    ...(database.demoStaff ? [demoStaffBanner(`http://${host}:${port}`)] : []),
  ].join('\n')
}
