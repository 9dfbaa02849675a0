// npm run fuzz [-- --runs 10000 --seed 42]: generated requests over every route of the
// production build (npm run build first), logged out and logged in, on a fresh copy of the
// seeded test database. Prints "N requests, X 5xx" and what broke the rules (docs/security.md).
import { parseArgs } from 'node:util'
import pg from 'pg'
import { databaseUrl } from '../tests/integration/db-admin.ts'
import { runFuzz } from '../tests/http/fuzz-runner.ts'
import { startTestServer } from '../tests/http/test-server.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' } } })
const numRuns = Number(values.runs)
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)

const server = await startTestServer(`amora_fuzz_${process.pid}`)
const pool = new pg.Pool({ connectionString: databaseUrl(server.database), max: 2 })
const started = Date.now()
try {
  const report = await runFuzz({
    port: server.port,
    origin: server.origin,
    pool,
    numRuns,
    seed,
    onProgress: (done) => {
      if (done % 1000 === 0) console.log(`  ${done} requests…`)
    },
  })
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')
  console.log(`seed ${seed}, ${Math.round((Date.now() - started) / 1000)} s`)
  console.log(`statuses: ${statuses}`)
  for (const failure of report.failures.slice(0, 50)) console.log(`FAIL ${failure}`)
  console.log(`${report.requests} requests, ${report.serverErrors} 5xx, ${report.failures.length} rule violations`)
  process.exitCode = report.failures.length ? 1 : 0
} finally {
  await pool.end()
  await server.stop()
}
