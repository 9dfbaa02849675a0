// The web server's entry. One process by default; WEB_CONCURRENCY=N runs N processes on the same
// port (node:cluster: the primary only forks, restarts and stops them), see docs/operations.md.
import cluster from 'node:cluster'
import { ConfigError, parseEnv, type Env } from './env.ts'
import { runPrimary } from './startup/cluster.ts'
import { startHttpServer } from './http-server.ts'

let env: Env
try {
  env = parseEnv()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}

if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) runPrimary(env)
else await startHttpServer(env)
