// WEB_CONCURRENCY=2 (issue 17): two web processes on one port behave as one server. Every request
// below is a new connection, which the primary hands to the processes in turn, so a session made
// through one process and the login limit counted in both are shared (PostgreSQL and Redis).
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendTo, type RawRequest } from './raw-http.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer(`amora_http_cluster_${process.pid}`, { worker: false, env: { WEB_CONCURRENCY: '2' } })
}, 90_000)
afterAll(() => server?.stop())

/** The processes `pid` started (none: an empty list). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

const send = (request: RawRequest) =>
  sendTo(server.port, {
    ...request,
    from: '127.0.0.1',
    headers: { origin: server.origin, 'sec-fetch-site': 'same-origin', ...request.headers },
  })
const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

describe('two web processes', () => {
  it('are running under one primary', () => {
    expect(childrenOf(server.process.pid!)).toHaveLength(2)
  })

  it('share sessions: logged in through one, known to both', async () => {
    const login = await send({
      method: 'POST',
      path: '/api/user.php',
      headers: json,
      body: JSON.stringify({ email: 'demo@amora.example', password: 'amora-demo' }),
    })
    expect(login.status).toBe(200)
    const cookie = String(login.headers['set-cookie']).split(';')[0]!
    for (let i = 0; i < 6; i++) {
      const me = await send({ path: '/api/user.php', headers: { ...json, cookie } })
      expect(me.status).toBe(200)
      expect(JSON.parse(me.body).user.email).toBe('demo@amora.example')
    }
  })

  it('count the login limit together: the 5th wrong password locks the account, though each process saw fewer', async () => {
    const wrong = () =>
      send({
        method: 'POST',
        path: '/api/user.php',
        headers: json,
        body: JSON.stringify({ email: 'premium@amora.example', password: 'not the password' }),
      })
    for (let i = 0; i < 4; i++) {
      const answer = await wrong()
      expect(answer.status, `attempt ${i + 1}: ${answer.body}`).toBe(401)
    }
    const locked = await wrong()
    expect(locked.status).toBe(429)
    expect(JSON.parse(locked.body).error.message).toMatch(/^Too many incorrect attempts, account blocked for \d+ min\.$/)
  })

  it('all stop on SIGTERM', async () => {
    const primary = server.process.pid!
    const workers = childrenOf(primary)
    server.process.kill('SIGTERM')
    await new Promise((resolve) => (server.process.exitCode !== null ? resolve(null) : server.process.once('exit', resolve)))
    expect(server.process.exitCode).toBe(0)
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow()
  })
})
