// WEB_CONCURRENCY > 1: the primary process forks that many web servers sharing one port (the
// kernel hands connections to them in turn) and does nothing else: it restarts a server that
// died, and on SIGTERM/SIGINT asks every server to drain and waits for them. What must hold
// across processes (sessions, rate limits, chat events, recurring jobs) lives in PostgreSQL and
// Redis, so both must be external: the embedded PGlite and in-memory fallbacks are per process.
import cluster, { type Worker } from 'node:cluster'
import type { Env } from '../env.ts'

/** Why the environment cannot run several processes, or null when it can. */
export function clusterRefusal(env: Pick<Env, 'embeddedDatabase' | 'REDIS_URL'>): string | null {
  if (env.embeddedDatabase) return 'WEB_CONCURRENCY > 1 needs DATABASE_URL (the embedded database belongs to one process).'
  if (!env.REDIS_URL) return 'WEB_CONCURRENCY > 1 needs REDIS_URL (rate limits, chat events and jobs are shared through Redis).'
  return null
}

/** A server that dies within this long of its start counts as a crash loop. */
const EARLY_EXIT_MS = 10_000
const MAX_EARLY_EXITS = 5

export function runPrimary(env: Env) {
  const refusal = clusterRefusal(env)
  if (refusal) {
    console.error(refusal)
    process.exit(1)
  }
  let stopping = false
  let earlyExits = 0
  const started = new Map<Worker, number>()
  const fork = () => started.set(cluster.fork(), Date.now())

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0)
    started.delete(worker)
    if (stopping) {
      if (started.size === 0) process.exit(0)
      return
    }
    console.error(`web process ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0
    if (earlyExits >= MAX_EARLY_EXITS) {
      console.error('web processes keep stopping right after their start; giving up')
      process.exit(1)
    }
    setTimeout(fork, earlyExits * 1000)
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (started.size === 0) process.exit(0)
    for (const worker of started.keys()) worker.process.kill(signal)
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))

  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork()
  // The web processes' metrics summed, on the internal port (docs/operations.md "Metrics").
  if (env.METRICS_PORT)
    void import('../metrics/http.ts').then((m) => m.startMetricsServer(env.METRICS_PORT!, env.HOST, { cluster: true }).unref())
  console.log(`Amora: ${env.WEB_CONCURRENCY} web processes on port ${env.PORT}`)
}
