// npm run support -- <command>: see --help, scripts/support/commands.ts (the table) and one file per
// command in scripts/support/commands/. Works on DATABASE_URL, or on the embedded demo's database
// when it is unset (scripts/support/database.ts).
import { disconnectPrisma } from '../server/db.ts'
import { closeRedis } from '../server/redis.ts'
import { closeJobs } from '../jobs/queue.ts'
import { runSupport } from './support/commands.ts'
import { connectSupportDatabase, SupportDatabaseError } from './support/database.ts'

let database
try {
  database = await connectSupportDatabase()
} catch (error) {
  console.error(error instanceof SupportDatabaseError ? error.message : `Database error: ${(error as Error).message}`)
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
  await database.stop()
}
process.exit(code)
