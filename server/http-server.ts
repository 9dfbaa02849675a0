// One web server process: Express with security headers, compression, static files and the
// React Router handler. Without DATABASE_URL it runs an embedded PostgreSQL (PGlite).
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Server } from 'node:http'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { isDevServer, type Env } from './env.ts'
import { apiMicrocache } from './http/microcache.ts'
import { clientAddress, fastApi, type FastApi } from './http/fast-api.ts'
import { requestLog } from './http/request-log.ts'
import { bodyGuard } from './http/body-guard.ts'
import { requestGuard } from './http/request-guard.ts'
import { uploadedFiles, UPLOADS_PATH } from './http/uploaded-files.ts'
import { precompressedAssets } from './http/precompressed-assets.ts'
import { photoStorageFromEnv } from './photos/storage.ts'
import {
  assetSecurityHeaders,
  isAssetPath,
  isJsonPath,
  isPageRequest,
  jsonSecurityHeaders,
  pageSecurityHeaders,
} from './http/security-headers.ts'
import { prepareDatabase, type PreparedDatabase } from './startup/prepare-database.ts'
import { staffConsoleHeaders } from './http/staff-headers.ts'
import { describeMode } from './startup/describe-mode.ts'
import { log } from './log.ts'
import { httpMetrics, metricsEndpoint, registerWebGauges, shareMetricsWithPrimary, startMetricsServer } from './metrics/http.ts'

type AppBuild = ServerBuild & {
  entry: {
    module: {
      createLoadContext: (info: { nonce: string; clientIp: string }) => unknown
      fastApiLoaders: FastApi['loaders']
      readSessionThroughCache: FastApi['readSessionThroughCache']
      forgetCachedSession: FastApi['forgetCachedSession']
      beginShutdown: () => void
      shutdownServices: () => Promise<void>
      startServices: () => void
    }
  }
}

export async function startHttpServer(env: Env) {
  const dev = isDevServer()

  const logger = log()

  let database: PreparedDatabase
  try {
    database = await prepareDatabase(env, logger)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY)

  const security = { production: env.NODE_ENV === 'production', dev }
  const pageHeaders = pageSecurityHeaders(security)
  const jsonHeaders = jsonSecurityHeaders(security)
  const assetHeaders = assetSecurityHeaders(security)
  const compress = compression()
  app.use(requestLog(logger))
  // Prometheus (docs/operations.md "Metrics"): every answer under its route pattern; /metrics
  // only with METRICS_TOKEN, before the page machinery.
  let routes: ServerBuild['routes'] | undefined
  app.use(httpMetrics(() => routes))
  app.use(metricsEndpoint(env.METRICS_TOKEN))
  registerWebGauges()
  if (cluster.isWorker) shareMetricsWithPrimary()
  else if (env.METRICS_PORT) startMetricsServer(env.METRICS_PORT, env.HOST).unref()
  // JSON answers take a lean path: fixed headers, a microcache for opted-in API answers,
  // no per-request nonce and no compression stream (cached answers carry their own gzip).
  app.use((req, res, next) =>
    isJsonPath(req.path)
      ? jsonHeaders(req, res, next)
      : isAssetPath(req.path)
        ? assetHeaders(req, res, next)
        : pageHeaders(req, res, next),
  )
  // Bounded bodies (and an unread body drained after any answer), then method, Host, URL and
  // origin checks: before anything reads the request.
  app.use(bodyGuard())
  app.use(requestGuard())
  // The poll's JSON calls through their loaders, without React Router's routing (fast-api.ts):
  // right after the guards, since nothing below (staff headers, the microcache of opted-in public
  // answers, assets, compression, files) applies to their private JSON answers.
  let fastApiOfBuild: FastApi | undefined
  if (env.FAST_API) app.use(fastApi(() => fastApiOfBuild))
  app.use(staffConsoleHeaders)
  app.use('/api', apiMicrocache())
  // The build's assets as compressed once at build time, ahead of the compression stream.
  if (!dev) app.use('/assets', precompressedAssets(path.resolve('build', 'client', 'assets')))
  // Pages compress themselves, whole (app/entry.server.tsx); the stream is for the rest.
  app.use((req, res, next) => (isJsonPath(req.path) || isPageRequest(req) ? next() : compress(req, res, next)))

  // Photo files: public folders as immutable files, restricted ones only with a valid signature,
  // every other spelling of an address a 404 (docs/security.md §9).
  app.use(UPLOADS_PATH, uploadedFiles(photoStorageFromEnv(env), env.uploadDir))

  let getBuild: () => Promise<AppBuild>
  /** The production build, loaded once: React Router derives its route tables from it once. */
  let productionBuild: AppBuild | undefined
  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
    app.use(vite.middlewares)
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<AppBuild>
  } else {
    const buildDir = path.resolve('build')
    const serverBuildPath = path.join(buildDir, 'server', 'index.js')
    if (!existsSync(serverBuildPath)) {
      console.error('No production build found: run npm run build (npm start does it for you)')
      process.exit(1)
    }
    const build = (await import(pathToFileURL(serverBuildPath).href)) as AppBuild
    productionBuild = build
    getBuild = async () => build
    // A missing asset (an old build's module after a deploy) is a plain 404, not a rendered page.
    app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use('/assets', (_req, res) => void res.status(404).type('text/plain').send('Not found'))
    const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false })
    // Only paths that look like files touch the disk: pages and the API skip the stat() calls.
    app.use((req, res, next) => (/\.(?!php$)[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))
  }

  app.all(
    '/{*path}',
    createRequestHandler({
      // A build *function* makes React Router rebuild its route tables (data routes, ranked
      // branches) on every request, which development needs for HMR; production passes the object.
      build: productionBuild ?? getBuild,
      mode: dev ? 'development' : 'production',
      getLoadContext: async (req, res) =>
        (await getBuild()).entry.module.createLoadContext({
          nonce: res.locals.cspNonce ?? '',
          clientIp: clientAddress(req),
        }) as never,
    }),
  )

  void getBuild().then((build) => {
    routes = build.routes
    const module = build.entry.module
    if (!dev)
      fastApiOfBuild = {
        loaders: module.fastApiLoaders,
        createLoadContext: module.createLoadContext,
        readSessionThroughCache: module.readSessionThroughCache,
        forgetCachedSession: module.forgetCachedSession,
      }
    build.entry.module.startServices()
  })

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    console.log(describeMode(env, database, port, dev))
  })
  server.keepAliveTimeout = 65_000

  /** How long requests in flight may take to finish after SIGTERM. */
  const DRAIN_MS = 10_000
  let stopping = false
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    // No new connections; readiness answers 503; open event streams end (clients reconnect to
    // another process); requests in flight finish, for at most DRAIN_MS.
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    ;(await getBuild()).entry.module.beginShutdown()
    server.closeIdleConnections()
    await closed
    clearTimeout(force)
    try {
      await (await getBuild()).entry.module.shutdownServices()
      await database.stop()
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown')
    }
    logger.info('stopped')
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}
