// Issue 10 item 11: the production image (Dockerfile) runs build output only. This test builds a
// directory holding exactly what the Dockerfile's runtime stage copies, and runs every process the
// image offers from it: migrations, the support CLI, the worker and the web server. It fails when
// an entry point needs a file the image lacks, or a package that `npm prune --omit=dev` removes.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { databaseUrl } from '../integration/db-admin.ts'

const root = process.cwd()
const dockerfile = readFileSync('Dockerfile', 'utf8')
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
const manifest = JSON.parse(readFileSync('build/entrypoints.json', 'utf8')) as Record<
  string,
  { packages: string[]; lazy: string[] }
>
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
/** Loaded lazily by the development server only (server/index.ts --dev). */
const DEV_ONLY_LAZY = new Set(['vite'])

let image: string
const env = () => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl(inject('httpDatabase')),
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: `amora-image-${process.pid}`,
  KEY_PREFIX: `amora-image-${process.pid}`,
  SESSION_SECRET: 'image-test-session-secret-long-enough-0000',
  DATA_DIR: path.join(image, 'data'),
  LOG_LEVEL: 'info',
})

beforeAll(() => {
  image = mkdtempSync(path.join(tmpdir(), 'amora-image-'))
  for (const line of runtimeStage.split('\n')) {
    const copy = /^COPY --from=build (?:--chown=\S+ )?(.+)$/.exec(line.trim())
    if (!copy) continue
    const parts = copy[1]!.split(/\s+/)
    const dest = parts.pop()!
    for (const source of parts) {
      const from = path.join(root, source.replace(/^\/app\/?/, ''))
      const to = dest.endsWith('/') || parts.length > 1 ? path.join(image, dest, path.basename(from)) : path.join(image, dest)
      mkdirSync(path.dirname(to), { recursive: true })
      if (path.basename(from) === 'node_modules') symlinkSync(from, to)
      else cpSync(from, to, { recursive: true })
    }
  }
})

afterAll(() => rmSync(image, { recursive: true, force: true }))

describe('the production image', () => {
  it('needs only packages that stay installed after npm prune --omit=dev', () => {
    for (const [entry, { packages, lazy }] of Object.entries(manifest)) {
      for (const name of packages) expect(pkg.dependencies, `${entry} imports ${name}`).toHaveProperty([name])
      for (const name of lazy)
        if (!DEV_ONLY_LAZY.has(name)) expect(pkg.dependencies, `${entry} loads ${name}`).toHaveProperty([name])
    }
  })

  it('starts the web process it names in CMD, and the worker the compose file runs', () => {
    expect(runtimeStage).toMatch(/CMD \["node", "build\/app-server\.js"\]/)
    expect(readFileSync('docker-compose.yml', 'utf8')).toMatch(/command: \['node', 'build\/worker\.js'\]/)
  })

  it('applies migrations and runs the support CLI from build output', () => {
    const deploy = spawnSync(process.execPath, ['build/db-deploy.js'], { cwd: image, env: env(), encoding: 'utf8' })
    expect(deploy.stderr).toBe('')
    expect(deploy.stdout).toContain('database is up to date')
    const support = spawnSync(process.execPath, ['build/support.js', 'find', 'demo@amora.example'], {
      cwd: image,
      env: env(),
      encoding: 'utf8',
    })
    expect(support.status, support.stderr).toBe(0)
    expect(support.stdout).toContain('demo@amora.example')
  })

  it('starts the worker', async () => {
    const worker = spawn(process.execPath, ['build/worker.js'], { cwd: image, env: env() })
    let output = ''
    worker.stdout.on('data', (c: Buffer) => (output += c.toString()))
    worker.stderr.on('data', (c: Buffer) => (output += c.toString()))
    await expect.poll(() => output, { timeout: 20_000 }).toContain('worker started')
    worker.kill('SIGTERM')
    expect(await new Promise((resolve) => worker.once('exit', resolve))).toBe(0)
  })

  it('serves pages from the web process', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const address = s.address()
        s.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    const server = spawn(process.execPath, ['build/app-server.js'], {
      cwd: image,
      env: { ...env(), PORT: String(port), HOST: '127.0.0.1', UPLOAD_DIR: path.join(image, 'data', 'uploads') },
    })
    let output = ''
    server.stderr.on('data', (c: Buffer) => (output += c.toString()))
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200)
      const home = await fetch(`http://127.0.0.1:${port}/pages/faq`, { headers: { cookie: 'lng=de' } })
      expect(home.status, output).toBe(200)
      expect(await home.text()).toContain('lang="de"')
    } finally {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  })
})
