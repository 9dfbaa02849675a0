// Each integration test file runs on its own copy of the template database, so files
// run in parallel, and on its own BullMQ key prefix in the shared Redis.
import { randomBytes } from 'node:crypto'
import { afterAll, inject } from 'vitest'
import { databaseUrl, quoteIdent, withAdmin } from './db-admin.ts'

const name = `amora_t_${process.pid}_${randomBytes(4).toString('hex')}`
await withAdmin((c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(inject('templateDatabase'))}`))
process.env.DATABASE_URL = databaseUrl(name)
process.env.DATABASE_POOL_SIZE = '4'
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'
process.env.QUEUE_PREFIX = `amora-test-${name}`
process.env.KEY_PREFIX = `amora-test-${name}`
process.env.UPLOAD_DIR = inject('testUploadDir')
process.env.DATA_DIR = `.data/test-${name}`

afterAll(async () => {
  const { disconnectPrisma } = await import('../../server/db.ts')
  const { closeRedis } = await import('../../server/redis.ts')
  const { closeJobs } = await import('../../jobs/queue.ts')
  const { closeRateLimits } = await import('../../server/http/rate-limits.ts')
  await closeJobs(1000)
  closeRateLimits()
  const { closeMemberEvents } = await import('../../server/realtime/member-events.ts')
  await closeMemberEvents()
  await closeRedis()
  await disconnectPrisma()
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`))
})
