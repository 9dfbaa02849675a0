// The web process's side of the metrics (docs/operations.md "Metrics"): every answer counted and
// timed under its route pattern (/members/:id, never the address asked for, so the number of
// series stays bounded), /metrics behind a bearer token, and the internal metrics port.
import { createServer, type Server } from 'node:http'
import { timingSafeEqual, createHash } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { matchRoutes, type ServerBuild } from 'react-router'
import { routeTree } from '../http/route-tree.ts'
import { AggregatorRegistry } from 'prom-client'
import { httpDuration, httpRequests, lazyGauge, metricsRegistry } from './metrics.ts'
import { memberStreamSlots } from '../realtime/stream-slots.ts'
import { queueJobCounts } from '../../jobs/queue.ts'

type Routes = ServerBuild['routes']
/** Patterns by path shape (numbers as 0), per route table; bounded (tokens make paths unbounded). */
const patterns = new WeakMap<Routes, LRUCache<string, string>>()

/** The route pattern of a path: the app's route (/members/:id), or the kind of file served. */
export function routePattern(path: string, routes: Routes | undefined): string {
  if (path.startsWith('/assets/')) return '/assets/*'
  if (path.startsWith('/uploads/')) return '/uploads/*'
  if (path === '/metrics') return '/metrics'
  if (!routes) return 'unmatched'
  let known = patterns.get(routes)
  if (!known) patterns.set(routes, (known = new LRUCache({ max: 2_000 })))
  // A number in a path is always a dynamic segment's value: /members/7 and /members/8 match alike,
  // so they share one entry (matchRoutes ranks the whole table again on every call).
  const shape = path.replace(/\/\d+(?=\/|$)/g, '/0')
  let pattern = known.get(shape)
  if (pattern === undefined) {
    const matches = matchRoutes(routeTree(routes), shape)
    const parts = (matches ?? []).map((m) => m.route.path).filter((p): p is string => Boolean(p))
    pattern = matches?.length ? '/' + parts.join('/').replace(/\/+/g, '/').replace(/^\//, '') : 'unmatched'
    known.set(shape, pattern)
  }
  return pattern
}

/** Counts and times every answer under its route pattern. */
export function httpMetrics(routes: () => Routes | undefined) {
  return function countRequest(req: Request, res: Response, next: NextFunction) {
    const start = process.hrtime.bigint()
    res.once('finish', () => {
      const route = routePattern(req.path, routes())
      const seconds = Number(process.hrtime.bigint() - start) / 1e9
      httpRequests.inc({ method: req.method, route, status: `${Math.floor(res.statusCode / 100)}xx` })
      httpDuration.observe({ method: req.method, route }, seconds)
    })
    next()
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/**
 * GET /metrics on the site's port: without METRICS_TOKEN it does not exist (the next handler
 * answers 404, as for any unknown address); with it, a request without the right bearer token
 * gets 401 and nothing else.
 */
export function metricsEndpoint(token: string | undefined) {
  return async function metrics(req: Request, res: Response, next: NextFunction) {
    if (req.path !== '/metrics' || !token) return next()
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(405).set('Allow', 'GET, HEAD').end()
    if (!bearerMatches(req.headers.authorization, token))
      return void res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain').send('Unauthorized')
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics())
  }
}

let gaugesRegistered = false
/** The gauges of a web process: open event streams, and the job queue's depth (Redis). */
export function registerWebGauges() {
  if (gaugesRegistered) return
  gaugesRegistered = true
  lazyGauge('amora_event_streams_open', 'Event streams (GET /api/events) this process holds open.', [], () => [
    { labels: {}, value: memberStreamSlots().count() },
  ])
  lazyGauge(
    'amora_queue_jobs',
    'Jobs in the queue by state (waiting, active, delayed, failed ...), or kept in the outbox while Redis is away.',
    ['state'],
    async () => Object.entries(await queueJobCounts()).map(([state, value]) => ({ labels: { state }, value })),
    // Every web process reads the same queue: one value, not their sum.
    'max',
  )
}

/**
 * METRICS_PORT: /metrics without a token on an internal port (not to be published). With several
 * web processes (WEB_CONCURRENCY) the primary answers there with all of them summed
 * (prom-client's cluster aggregation); otherwise the process itself.
 */
export function startMetricsServer(port: number, host: string, options: { cluster?: boolean } = {}): Server {
  const aggregator = options.cluster ? new AggregatorRegistry() : null
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const body = aggregator ? aggregator.clusterMetrics() : metricsRegistry.metrics()
    body.then(
      (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable'),
    )
  })
  server.listen(port, host)
  return server
}

/** In a web process forked by the primary: hand this registry to the primary's aggregation. */
export function shareMetricsWithPrimary() {
  AggregatorRegistry.setRegistries([metricsRegistry])
}
