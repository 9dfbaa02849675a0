// Faults on demand for tests: a Redis server of the test's own that can be stopped and started
// again on the same port, and a TCP proxy in front of PostgreSQL that can cut every connection and
// refuse new ones (the database "goes away") and come back. The shared servers are never touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { freePort } from './test-server.ts'

export class OwnRedis {
  private child: ChildProcess | null = null
  private constructor(readonly port: number) {}

  static async start() {
    const redis = new OwnRedis(await freePort())
    await redis.up()
    return redis
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  async up() {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    for (let i = 0; i < 100; i++) {
      if (spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('redis-server did not start')
  }

  /** Stops the server at once (as a crash would): nothing it held survives. */
  async down() {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

/** A TCP proxy to PostgreSQL whose connections can be cut. */
export class DatabaseProxy {
  private server: Server | null = null
  private readonly sockets = new Set<Socket>()
  private constructor(readonly port: number) {}

  static async start(target = { host: '127.0.0.1', port: 5432 }) {
    const proxy = new DatabaseProxy(await freePort())
    proxy.target = target
    await proxy.up()
    return proxy
  }

  private target = { host: '127.0.0.1', port: 5432 }

  /** The database URL through this proxy. */
  through(direct: string) {
    const url = new URL(direct)
    url.hostname = '127.0.0.1'
    url.port = String(this.port)
    return url.toString()
  }

  async up() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host)
      for (const s of [client, upstream]) {
        this.sockets.add(s)
        s.on('close', () => this.sockets.delete(s))
        s.on('error', () => s.destroy())
      }
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
  }

  /** Every open connection is cut and new ones are refused, until up(). */
  async down() {
    const server = this.server
    this.server = null
    for (const s of this.sockets) s.destroy()
    this.sockets.clear()
    if (server) await new Promise((resolve) => server.close(resolve))
  }
}

/** Milliseconds until `check` first returns true (polling every 100 ms), or throws after `timeoutMs`. */
export async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = Date.now()
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - start
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
