// Prometheus metrics (prom-client), docs/operations.md "Metrics": requests per route pattern with
// their latency, the job queue's depth and the jobs' outcomes, open event streams, e-mails and
// pushes sent, and payments by the state they moved to. One registry per process; the counters
// are incremented where the thing happens, the gauges are read when Prometheus asks.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry, prefix: 'amora_' })

export const httpRequests = new Counter({
  name: 'amora_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
})

export const httpDuration = new Histogram({
  name: 'amora_http_request_duration_seconds',
  help: 'Time from request to the end of the answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

export const jobsRun = new Counter({
  name: 'amora_jobs_total',
  help: 'Background job runs in this process, by job and outcome (completed, retried, failed for good).',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
})

export const emailsSent = new Counter({
  name: 'amora_emails_total',
  help: 'E-mails handed to the mailer, by template and outcome (sent, failed).',
  labelNames: ['template', 'outcome'] as const,
  registers: [metricsRegistry],
})

export const pushesSent = new Counter({
  name: 'amora_pushes_total',
  help: 'Push notifications, by outcome (sent, gone: the subscription ended, failed).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
})

export const paymentStates = new Counter({
  name: 'amora_payments_total',
  help: 'Orders moved to a state (open when made, paid, failed, refunded, charged_back ...), by provider.',
  labelNames: ['state', 'provider'] as const,
  registers: [metricsRegistry],
})

/** A gauge read when Prometheus asks (collect); `read` errors leave the last value. */
export function lazyGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () =>
    Promise<{ labels: Partial<Record<L, string>>; value: number }[]> | { labels: Partial<Record<L, string>>; value: number }[],
  /** How several web processes' values are put together (METRICS_PORT with WEB_CONCURRENCY > 1). */
  aggregator: 'sum' | 'max' = 'sum',
) {
  return new Gauge({
    name,
    help,
    labelNames,
    aggregator,
    registers: [metricsRegistry],
    async collect() {
      try {
        const values = await read()
        this.reset()
        for (const v of values) this.set(v.labels, v.value)
      } catch {
        // Redis or the database away: the last values stay; /healthz reports the outage.
      }
    },
  })
}
