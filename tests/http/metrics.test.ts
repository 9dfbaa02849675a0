// Prometheus metrics (docs/operations.md "Metrics"): /metrics does not exist without METRICS_TOKEN,
// wants the bearer token with it, counts requests under their route pattern (never the raw
// address), and the internal METRICS_PORT answers without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from './client.ts'
import { sendTo } from './raw-http.ts'
import { freePort, startTestServer, type TestServer } from './test-server.ts'

const TOKEN = 'metrics-token-for-the-http-test-0123'
let server: TestServer
let metricsPort: number

beforeAll(async () => {
  metricsPort = await freePort()
  server = await startTestServer(`amora_http_metrics_${process.pid}`, {
    env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) },
    worker: false,
  })
}, 120_000)
afterAll(() => server?.stop())

const metrics = (headers: Record<string, string> = {}) => sendTo(server.port, { path: '/metrics', headers })

/** The value of one series in a metrics text, or undefined. */
function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'))
    if (Object.entries(labels).every(([k, v]) => inside.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return undefined
}

describe('/metrics', () => {
  it('is not there when METRICS_TOKEN is not set', async () => {
    const res = await send({ path: '/metrics' })
    expect(res.status).toBe(404)
    expect(res.body).not.toContain('amora_http_requests_total')
  })

  it('wants the bearer token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]
    for (const headers of attempts) {
      const res = await metrics(headers)
      expect(res.status).toBe(401)
      expect(res.body).not.toContain('amora_')
    }
    const res = await metrics({ authorization: `Bearer ${TOKEN}` })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('counts requests under their route pattern, and has the queue, streams, mail, push and payment series', async () => {
    for (const id of [1, 2, 3]) await sendTo(server.port, { path: `/members/${900000 + id}` })
    const text = (await metrics({ authorization: `Bearer ${TOKEN}` })).body
    expect(valueOf(text, 'amora_http_requests_total', { route: '/members/:id', method: 'GET' })).toBeGreaterThanOrEqual(3)
    expect(text).not.toContain('/members/900001')
    expect(
      valueOf(text, 'amora_http_request_duration_seconds_count', { route: '/members/:id', method: 'GET' }),
    ).toBeGreaterThanOrEqual(3)
    expect(text).toMatch(/^amora_event_streams_open \d+$/m)
    // BullMQ's counts from Redis, by state.
    expect(valueOf(text, 'amora_queue_jobs', { state: 'waiting' })).toBeGreaterThanOrEqual(0)
    for (const name of ['amora_jobs_total', 'amora_emails_total', 'amora_pushes_total', 'amora_payments_total'])
      expect(text).toContain(`# TYPE ${name} counter`)
    expect(text).toContain('amora_process_cpu_seconds_total')
  })

  it('answers on the internal port without a token, and nothing else there', async () => {
    const res = await sendTo(metricsPort, { path: '/metrics' })
    expect(res.status).toBe(200)
    expect(res.body).toContain('amora_http_requests_total')
    expect((await sendTo(metricsPort, { path: '/' })).status).toBe(404)
  })
})
