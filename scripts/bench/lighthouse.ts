// npm run bench:lighthouse — Lighthouse mobile (its default: Moto G Power emulation, simulated
// slow 4G and 4x CPU slowdown) on the logged-out home page and a lander, and, logged in as the demo
// member, the member search, a profile and the chat list; scores and first-load JavaScript printed
// (JS KB: as sent, headers included; JS gz: the same files as gzip -9, one by one).
// Builds nothing: run `npm run build` first. Starts the production server on a fresh, seeded
// database (as tests/e2e/serve.ts does), or measures a running one given LIGHTHOUSE_URL.
// Chromium: CHROME_PATH (default /usr/bin/chromium); no browser is downloaded.
//
//   LIGHTHOUSE_URL=http://127.0.0.1:3000  measure this server instead of starting one
//   LIGHTHOUSE_PAGES=/,/landers/video      the paths (default: /, /landers/tinderswipe, @/members,
//                                          @/members/{profile}, @/chats); @ means logged in
//   LIGHTHOUSE_COOKIE=amora_session=...    the member's cookie when measuring LIGHTHOUSE_URL
//   LIGHTHOUSE_RUNS=5                      runs per page; the median performance run is shown
//   LIGHTHOUSE_PORT=3300                   port of the server this script starts
//   LIGHTHOUSE_REPORT_DIR=.data/lighthouse write each shown run's JSON report there
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { applyMigrations } from '../../server/db/schema-engine.ts'
import { createPrismaClient } from '../../server/db.ts'
import { seedDatabase } from '../../prisma/seed/seed.ts'
import { databaseUrl, quoteIdent, withAdmin } from '../../tests/integration/db-admin.ts'
import { assertLoggedIn } from './harness.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS = { performance: 95, accessibility: 100 } as const
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/landers/tinderswipe,@/members,@/members/{profile},@/chats')
  .split(',')
  .map((p) => p.trim())
const SESSION_SECRET = 'lighthouse-session-secret-that-is-long-enough'
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300)
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR

/** A fresh database with the demo data, then the production build on it. */
async function startServer(): Promise<{ origin: string; server: ChildProcess; cookie: string; profile: number }> {
  const name = process.env.LIGHTHOUSE_DATABASE ?? 'amora_lighthouse'
  const url = databaseUrl(name)
  const dataDir = path.resolve('.data/lighthouse')
  await withAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
    await c.query(`CREATE DATABASE ${quoteIdent(name)}`)
  })
  await applyMigrations(url)
  const prisma = createPrismaClient(url, 4)
  await seedDatabase(prisma, { members: 80, uploadDir: path.join(dataDir, 'uploads') })
  // The demo member logs in; the profile shown is a member with photos it may see.
  const demo = await prisma.user.findFirstOrThrow({ where: { email: 'demo@amora.example' } })
  const profile = await prisma.profile.findFirstOrThrow({
    where: {
      searchable: true,
      fictional: false,
      userId: { not: demo.id },
      user: { photos: { some: { isMain: true, status: 'active' } } },
    },
    orderBy: { userId: 'asc' },
  })
  await prisma.$disconnect()
  process.env.DATABASE_URL = url
  process.env.SESSION_SECRET = SESSION_SECRET
  // Read the environment again: seeding read it without the secret (see harness.ts).
  ;(await import('../../server/env.ts')).resetEnv()
  const { createSession } = await import('../../server/accounts/sessions.ts')
  const cookie = (await createSession(demo.id, new Request('http://127.0.0.1/'), '127.0.0.1')).split(';')[0]!
  const server = spawn(process.execPath, ['build/app-server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      KEY_PREFIX: `amora-lighthouse-${Date.now()}`,
      QUEUE_PREFIX: `amora-lighthouse-${Date.now()}`,
      SESSION_SECRET,
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: '0',
    },
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 300 || server.exitCode !== null) throw new Error(`the server on ${origin} did not come up`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return { origin, server, cookie, profile: profile.userId }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '-'

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  return sorted[Math.floor(sorted.length / 2)]!
}

/** What holds the page back: failed audits with an estimated saving, the biggest first. */
function findings(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
    )
    .sort(
      (a, b) =>
        (b.metricSavings?.LCP ?? 0) + (b.metricSavings?.FCP ?? 0) - ((a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0)),
    )
    .slice(0, 6)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
}

/**
 * One Lighthouse run. Chromium now and then loses the trace on a loaded machine (NO_NAVSTART,
 * NO_FCP); such a run is repeated, up to twice, instead of ending the benchmark.
 */
async function measure(url: string, cookie: string | null, attempt = 1): Promise<Result> {
  const run = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  })
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (!run.lhr.runtimeError) return run.lhr
  if (attempt >= 3) throw new Error(`${url}: ${run.lhr.runtimeError.message}`)
  console.log(`${url}: ${run.lhr.runtimeError.code}, run repeated`)
  return measure(url, cookie, attempt + 1)
}

const own = process.env.LIGHTHOUSE_URL ? null : await startServer()
const origin = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '') ?? own!.origin
const memberCookie = own?.cookie ?? process.env.LIGHTHOUSE_COOKIE ?? null
/** The page's path, whether it is measured logged in, and its label. */
function target(page: string) {
  const member = page.startsWith('@')
  const pathOf = page.replace(/^@/, '').replace('{profile}', String(own?.profile ?? process.env.LIGHTHOUSE_PROFILE ?? 1))
  return { path: pathOf, cookie: member ? memberCookie : null, label: member ? `${pathOf} (member)` : pathOf }
}

type Request = { url?: string; resourceType?: string; transferSize?: number }
const scriptsOf = (lhr: Result) =>
  ((lhr.audits['network-requests']?.details as { items?: Request[] })?.items ?? []).filter((i) => i.resourceType === 'Script')

/** JavaScript the page loaded before it was idle, as sent (compressed, headers included), in KB. */
function firstLoadScriptKb(lhr: Result): number {
  return Math.round(scriptsOf(lhr).reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024)
}

/**
 * The same scripts as gzip (level 9), file by file, read from this build: the issue's measure
 * (120 KB on `/`), which does not move with the encoding the server chose or its headers.
 */
function firstLoadScriptGzipKb(lhr: Result): string {
  let bytes = 0
  for (const { url } of scriptsOf(lhr)) {
    const file = path.join('build/client', new URL(url ?? '', origin).pathname)
    if (!url?.startsWith(origin) || !existsSync(file)) return '-'
    bytes += gzipSync(readFileSync(file), { level: 9 }).byteLength
  }
  return (bytes / 1024).toFixed(1)
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
let failed = false
try {
  // One request per page first, so no run pays for a cold start.
  for (const page of pages) {
    const { path: pagePath, cookie } = target(page)
    if (page.startsWith('@') && !cookie) throw new Error(`${page} is measured logged in: set LIGHTHOUSE_COOKIE`)
    if (cookie) await assertLoggedIn(origin, cookie)
    await fetch(`${origin}${pagePath}`, { headers: cookie ? { cookie } : {} }).then((r) => r.text())
  }
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile (default emulation and throttling), ${runs} run(s) per page, median by performance`,
  )
  console.log(`${'page'.padEnd(28)} ${CATEGORIES.map((c) => c.padStart(16)).join('')}   JS KB   JS gz   FCP / LCP / TBT / CLS`)
  for (const page of pages) {
    const { path: pagePath, cookie, label } = target(page)
    const results: Result[] = []
    for (let i = 0; i < runs; i++) {
      results.push(await measure(`${origin}${pagePath}`, cookie))
    }
    const lhr = median(results)
    const scores = CATEGORIES.map((c) => String(score(lhr, c)).padStart(16)).join('')
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(
      (m) => metric(lhr, m),
    )
    console.log(
      `${label.padEnd(28)} ${scores}   ${String(firstLoadScriptKb(lhr)).padStart(5)}   ${firstLoadScriptGzipKb(lhr).padStart(5)}   ${metrics.join(' / ')}`,
    )
    if (results.length > 1)
      console.log(`${''.padEnd(28)} performance per run: ${results.map((r) => score(r, 'performance')).join(', ')}`)
    const below = score(lhr, 'performance') < TARGETS.performance || score(lhr, 'accessibility') < TARGETS.accessibility
    if (below) {
      failed = true
      console.log(
        `${''.padEnd(28)} below target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}); worst audits: ${findings(lhr).join(', ')}`,
      )
    }
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true })
      const file = path.join(reportDir, `${label.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`)
      writeFileSync(file, JSON.stringify(lhr, null, 1))
    }
  }
} finally {
  chrome.kill()
  // kill() signals Chromium's process group; make sure the browser itself is gone too.
  if (chrome.process.exitCode === null) chrome.process.kill('SIGKILL')
  own?.server.kill('SIGTERM')
}
console.log(
  failed
    ? 'Some page is below the targets.'
    : `All pages meet the targets (performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}).`,
)
