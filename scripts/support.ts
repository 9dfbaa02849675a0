// npm run support -- <command>: see scripts/support/commands.ts or --help.
import { disconnectPrisma } from '../server/db.ts'
import { closeRedis } from '../server/redis.ts'
import { closeJobs } from '../jobs/queue.ts'
import { runSupport } from './support/commands.ts'

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: the support CLI works on a PostgreSQL database (not the embedded demo while it runs).')
  process.exit(2)
}
let code = 1
try {
  code = await runSupport(process.argv.slice(2))
} catch (error) {
  console.error(`Unexpected error: ${error instanceof Error ? error.message : error}`)
} finally {
  await closeJobs()
  await closeRedis()
  await disconnectPrisma()
}
process.exit(code)
