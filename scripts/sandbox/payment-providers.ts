// Local fake Stripe and Mollie API servers: for the tests (integration and e2e), and for the demo
// payments of npm start (scripts/sandbox/payment-sandbox.ts). The app's real
// SDKs talk to them (STRIPE_API_URL, MOLLIE_API_URL): they answer the few API calls the app makes,
// serve a clearly marked test "hosted payment page" where a payment is completed, failed or
// cancelled, and deliver webhooks as the providers do (Stripe: signed events; Mollie: the bare
// payment id, which the app re-fetches).
import { execFileSync } from 'node:child_process'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
  res.end(JSON.stringify(value))
}

function page(res: ServerResponse, title: string, amount: string, action: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head><body style="font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem">
<p style="background:#fd0;padding:.5rem"><strong>TEST MODE</strong>: a local fake payment page, no money moves.</p>
<h1>${title}</h1><p>Amount: <strong data-testid="fake-amount">${amount}</strong></p>
<form method="post" action="${action}">
<button name="outcome" value="pay">Pay</button> <button name="outcome" value="fail">Fail</button>
<button name="outcome" value="cancel">Cancel</button></form></body></html>`)
}

async function listen(server: Server, port: number, protocol = 'http'): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  return `${protocol}://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
}

/** A throw-away self-signed certificate for 127.0.0.1 (the Mollie SDK speaks only HTTPS). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-mollie-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert }
}

export interface FakeStripeSession {
  id: string
  object: 'checkout.session'
  amount_total: number
  currency: string
  metadata: Record<string, string>
  client_reference_id: string | null
  payment_status: 'paid' | 'unpaid'
  status: 'open' | 'complete' | 'expired'
  payment_intent: string | null
  customer: string | null
  customer_creation: string | null
  payment_method_types: string[]
  success_url: string
  cancel_url: string
  url: string
}

export interface FakeStripe {
  url: string
  secret: string
  webhookSecret: string
  sessions: Map<string, FakeStripeSession>
  /** The refunds made (a replayed idempotency key makes none). */
  refunds: { payment_intent: string; amount: number }[]
  /** Every refund request received, replays included. */
  refundRequests: number
  /** When set, refunds are refused as Stripe refuses a disputed charge (400). */
  refuseRefunds: boolean
  /** Awaited before a refund request is answered: a test acts while the refund is on its way. */
  beforeRefund: (() => Promise<void>) | null
  /** PaymentIntents: a checkout's (with its card) and off-session charges of stored cards. */
  intents: Map<
    string,
    {
      id: string
      object: 'payment_intent'
      customer: string | null
      payment_method: string
      amount: number
      currency: string
      status: string
      metadata: Record<string, string>
    }
  >
  /** When set, off-session charges of stored cards are declined. */
  declineStoredCards: boolean
  /** Where events go (the app's /webhooks/stripe). */
  webhookUrl: string
  /** Builds and delivers one event; returns the HTTP status the app answered. */
  sendEvent(type: string, object: object, options?: { secret?: string; signature?: string }): Promise<number>
  /** The hosted page's outcome without a browser. */
  complete(sessionId: string, outcome: 'pay' | 'fail' | 'cancel'): Promise<void>
  close(): Promise<void>
}

export async function startFakeStripe(options: { port?: number; webhookUrl?: string } = {}): Promise<FakeStripe> {
  const secret = 'sk_test_fake'
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const signer = new Stripe(secret)
  const sessions = new Map<string, FakeStripeSession>()
  const byIdempotencyKey = new Map<string, string>()
  const refunds: FakeStripe['refunds'] = []
  /** Idempotency-Key → the refund answered, as Stripe replays a repeated request. */
  const refundReplies = new Map<string, { id: string; status: string; payment_intent: string; amount: number }>()
  let base = ''

  const fake: FakeStripe = {
    url: '',
    secret,
    webhookSecret,
    sessions,
    refunds,
    refundRequests: 0,
    refuseRefunds: false,
    beforeRefund: null,
    intents: new Map(),
    declineStoredCards: false,
    webhookUrl: options.webhookUrl ?? '',
    async sendEvent(type, object, opts = {}) {
      const payload = JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      })
      const signature =
        opts.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret })
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
      await response.arrayBuffer()
      return response.status
    },
    async complete(sessionId, outcome) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      if (outcome === 'cancel') return
      session.status = 'complete'
      session.payment_intent ??= id('pi')
      if (session.customer_creation === 'always') session.customer ??= id('cus')
      fake.intents.set(session.payment_intent, {
        id: session.payment_intent,
        object: 'payment_intent',
        customer: session.customer,
        payment_method: id('pm'),
        amount: session.amount_total,
        currency: session.currency,
        status: outcome === 'pay' ? 'succeeded' : 'requires_payment_method',
        metadata: session.metadata,
      })
      if (outcome === 'pay') {
        session.payment_status = 'paid'
        await fake.sendEvent('checkout.session.completed', session)
      } else {
        await fake.sendEvent('checkout.session.completed', session)
        await fake.sendEvent('checkout.session.async_payment_failed', session)
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const path = url.pathname
      if (path.startsWith('/v1/') && req.headers.authorization !== `Bearer ${secret}`) {
        return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key']
        if (typeof key === 'string' && byIdempotencyKey.has(key)) return json(res, 200, sessions.get(byIdempotencyKey.get(key)!))
        const form = new URLSearchParams(await body(req))
        const sessionId = id('cs_test')
        const session: FakeStripeSession = {
          id: sessionId,
          object: 'checkout.session',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          metadata: { orderId: form.get('metadata[orderId]') ?? '' },
          client_reference_id: form.get('client_reference_id'),
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
          customer: null,
          customer_creation: form.get('customer_creation'),
          payment_method_types: form.getAll('allowed_payment_method_types[0]'),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          url: `${base}/pay/${sessionId}`,
        }
        sessions.set(sessionId, session)
        if (typeof key === 'string') byIdempotencyKey.set(key, sessionId)
        return json(res, 200, session)
      }
      if (req.method === 'GET' && path === '/v1/checkout/sessions') {
        const intent = url.searchParams.get('payment_intent')
        const data = [...sessions.values()].filter((s) => s.payment_intent === intent)
        return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' })
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path)
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1]!)
        return session
          ? json(res, 200, session)
          : json(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const form = new URLSearchParams(await body(req))
        const intent = {
          id: id('pi'),
          object: 'payment_intent' as const,
          customer: form.get('customer'),
          payment_method: form.get('payment_method') ?? '',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: fake.declineStoredCards ? 'requires_payment_method' : 'succeeded',
          metadata: { orderId: form.get('metadata[orderId]') ?? '' },
        }
        const known = [...fake.intents.values()].some(
          (i) => i.customer === intent.customer && i.payment_method === intent.payment_method,
        )
        fake.intents.set(intent.id, intent)
        if (!known) return json(res, 400, { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } })
        if (fake.declineStoredCards)
          return json(res, 402, {
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: intent },
          })
        return json(res, 200, intent)
      }
      const intentMatch = /^\/v1\/payment_intents\/(\w+)$/.exec(path)
      if (req.method === 'GET' && intentMatch) {
        const intent = fake.intents.get(intentMatch[1]!)
        return intent
          ? json(res, 200, intent)
          : json(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } })
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        fake.refundRequests++
        const form = new URLSearchParams(await body(req))
        await fake.beforeRefund?.()
        const key = req.headers['idempotency-key']
        const replay = typeof key === 'string' ? refundReplies.get(key) : undefined
        if (replay) return json(res, 200, replay)
        if (fake.refuseRefunds)
          return json(res, 400, {
            error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'The charge has been disputed.' },
          })
        const refund = { payment_intent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')) }
        refunds.push(refund)
        const answer = { id: id('re'), object: 'refund', status: 'succeeded', ...refund }
        if (typeof key === 'string') refundReplies.set(key, answer)
        return json(res, 200, answer)
      }
      if (req.method === 'GET' && path === '/v1/refunds') {
        const intent = url.searchParams.get('payment_intent')
        const data = [...refundReplies.values()].filter((r) => r.payment_intent === intent)
        return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' })
      }
      const payMatch = /^\/pay\/([\w]+)$/.exec(path)
      if (payMatch) {
        const session = sessions.get(payMatch[1]!)
        if (!session) return json(res, 404, { error: 'unknown session' })
        if (req.method === 'GET') {
          const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`
          return page(res, 'Stripe Checkout (fake)', amount, `/pay/${session.id}`)
        }
        const outcome = new URLSearchParams(await body(req)).get('outcome')
        await fake.complete(session.id, outcome === 'pay' ? 'pay' : outcome === 'fail' ? 'fail' : 'cancel')
        res.writeHead(303, { location: outcome === 'cancel' ? session.cancel_url : session.success_url })
        return res.end()
      }
      json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } })
    })().catch((error: unknown) => json(res, 500, { error: { message: String(error) } }))
  })
  base = await listen(server, options.port ?? 0)
  fake.url = base
  return fake
}

export interface FakeMolliePayment {
  resource: 'payment'
  id: string
  mode: 'test'
  status: 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired'
  amount: { currency: string; value: string }
  amountRefunded?: { currency: string; value: string }
  amountChargedBack?: { currency: string; value: string }
  description: string
  method: string | null
  metadata: Record<string, string> | null
  /** Payments off a stored mandate (sequenceType recurring). */
  customerId?: string
  mandateId?: string
  sequenceType?: 'oneoff' | 'first' | 'recurring'
  redirectUrl: string
  webhookUrl: string
  createdAt: string
  _links: { self: { href: string; type: string }; checkout?: { href: string; type: string } }
}

export interface FakeMollieMandate {
  resource: 'mandate'
  id: string
  customerId: string
  method: string
  status: 'valid' | 'pending' | 'invalid'
  details: { consumerName: string; consumerAccount: string }
  signatureDate: string
  mandateReference: string
}

export interface FakeMollie {
  /** https://127.0.0.1:port: the API and the hosted pages, with a self-signed certificate. */
  url: string
  apiUrl: string
  /** The self-signed certificate's PEM file. */
  caFile: string
  /** Where the hosted pages are: `url`, or the plain-HTTP origin with `checkoutOverHttp`. */
  checkoutUrl: string
  apiKey: string
  payments: Map<string, FakeMolliePayment>
  customers: Map<string, { id: string; name: string; email: string; metadata: Record<string, string> | null }>
  mandates: Map<string, FakeMollieMandate>
  /** Every refund request received, replays of an idempotency key included. */
  refundRequests: number
  /** When set, refunds are refused (422), as for a payment that cannot be refunded. */
  refuseRefunds: boolean
  /** Awaited before a refund request is answered: a test acts while the refund is on its way. */
  beforeRefund: (() => Promise<void>) | null
  /** Sets a payment's status (and refund / charge-back amounts) as Mollie would. */
  set(paymentId: string, change: Partial<FakeMolliePayment>): void
  /** Posts the payment id to the payment's webhook URL; the app's HTTP status. */
  notify(paymentId: string): Promise<number>
  close(): Promise<void>
}

/**
 * `webhookUrl` replaces the payments' own webhook URL (a test's local endpoint). `checkoutOverHttp`
 * serves the hosted pages on a second, plain-HTTP port (the demo's: a browser would warn about the
 * API's throw-away certificate); `checkoutUrl` is then that origin.
 */
export async function startFakeMollie(
  options: { port?: number; webhookUrl?: string; checkoutOverHttp?: boolean } = {},
): Promise<FakeMollie> {
  const apiKey = 'test_fakefakefakefakefakefakefakefa'
  const payments = new Map<string, FakeMolliePayment>()
  const customers: FakeMollie['customers'] = new Map()
  const mandates = new Map<string, FakeMollieMandate>()
  /** Idempotency-Key → the answer given, as Mollie replays a repeated create. */
  const replies = new Map<string, unknown>()
  let base = ''
  let pagesBase = ''
  const tls = selfSignedCertificate()
  const fake: FakeMollie = {
    url: '',
    apiUrl: '',
    caFile: tls.certFile,
    checkoutUrl: '',
    apiKey,
    payments,
    customers,
    mandates,
    refundRequests: 0,
    refuseRefunds: false,
    beforeRefund: null,
    set(paymentId, change) {
      const payment = payments.get(paymentId)
      if (!payment) throw new Error(`no payment ${paymentId}`)
      Object.assign(payment, change)
    },
    async notify(paymentId) {
      const payment = payments.get(paymentId)
      if (!payment) throw new Error(`no payment ${paymentId}`)
      const response = await fetch(options.webhookUrl ?? payment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: paymentId }).toString(),
      })
      await response.arrayBuffer()
      return response.status
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (pages) await new Promise<void>((resolve) => pages.close(() => resolve()))
    },
  }
  const notFound = (res: ServerResponse) =>
    json(res, 404, { status: 404, title: 'Not Found', detail: 'No payment exists with token', _links: {} })

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const path = url.pathname
      if (path.startsWith('/v2/') && req.headers.authorization !== `Bearer ${apiKey}`) {
        return json(res, 401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication', _links: {} })
      }
      const refundMatch = /^\/v2\/payments\/(\w+)\/refunds$/.exec(path)
      if (req.method === 'POST' && refundMatch) {
        fake.refundRequests++
        await fake.beforeRefund?.()
      }
      const key = req.headers['idempotency-key']
      const replay = typeof key === 'string' && req.method === 'POST' ? replies.get(`${path}:${key}`) : undefined
      if (replay) return json(res, 201, replay)
      const created = (answer: unknown) => {
        if (typeof key === 'string') replies.set(`${path}:${key}`, answer)
        return json(res, 201, answer)
      }
      if (req.method === 'POST' && path === '/v2/customers') {
        const input = JSON.parse(await body(req)) as { name?: string; email?: string; metadata?: Record<string, string> }
        const customer = { id: id('cst'), name: input.name ?? '', email: input.email ?? '', metadata: input.metadata ?? null }
        customers.set(customer.id, customer)
        return created({ resource: 'customer', mode: 'test', ...customer, _links: {} })
      }
      const mandatesMatch = /^\/v2\/customers\/(\w+)\/mandates$/.exec(path)
      if (req.method === 'POST' && mandatesMatch) {
        if (!customers.has(mandatesMatch[1]!)) return notFound(res)
        const input = JSON.parse(await body(req)) as Record<string, string>
        if (input.method !== 'directdebit' || !/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(input.consumerAccount ?? ''))
          return json(res, 422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'Invalid IBAN',
            field: 'consumerAccount',
            _links: {},
          })
        const mandate: FakeMollieMandate = {
          resource: 'mandate',
          id: id('mdt'),
          customerId: mandatesMatch[1]!,
          method: 'directdebit',
          status: 'valid',
          details: { consumerName: input.consumerName ?? '', consumerAccount: input.consumerAccount! },
          signatureDate: input.signatureDate ?? '',
          mandateReference: input.mandateReference ?? '',
        }
        mandates.set(mandate.id, mandate)
        return created({ ...mandate, mode: 'test', _links: {} })
      }
      const mandateMatch = /^\/v2\/customers\/(\w+)\/mandates\/(\w+)$/.exec(path)
      if (req.method === 'DELETE' && mandateMatch) {
        const mandate = mandates.get(mandateMatch[2]!)
        if (!mandate || mandate.customerId !== mandateMatch[1]) return notFound(res)
        // Revoked: Mollie answers 204 and the mandate can no longer be debited.
        mandate.status = 'invalid'
        res.writeHead(204).end()
        return
      }
      if (req.method === 'POST' && path === '/v2/payments') {
        const input = JSON.parse(await body(req)) as Partial<FakeMolliePayment>
        if (input.sequenceType === 'recurring') {
          const mandate = input.mandateId ? mandates.get(input.mandateId) : undefined
          if (!mandate || mandate.customerId !== input.customerId || mandate.status !== 'valid')
            return json(res, 422, { status: 422, title: 'Unprocessable Entity', detail: 'No valid mandate', _links: {} })
        }
        const paymentId = id('tr')
        const payment: FakeMolliePayment = {
          resource: 'payment',
          id: paymentId,
          mode: 'test',
          status: 'open',
          amount: input.amount!,
          description: input.description ?? '',
          method: input.method ?? null,
          metadata: input.metadata ?? null,
          redirectUrl: input.redirectUrl ?? '',
          webhookUrl: input.webhookUrl ?? '',
          createdAt: new Date().toISOString(),
          ...(input.sequenceType ? { sequenceType: input.sequenceType } : {}),
          ...(input.customerId ? { customerId: input.customerId } : {}),
          ...(input.mandateId ? { mandateId: input.mandateId } : {}),
          _links: {
            self: { href: `${base}/v2/payments/${paymentId}`, type: 'application/hal+json' },
            // A debit off a mandate has no page for the member: it runs at the bank.
            ...(input.sequenceType === 'recurring'
              ? {}
              : { checkout: { href: `${pagesBase}/checkout/${paymentId}`, type: 'text/html' } }),
          },
        }
        // SEPA debits are pending until the bank answers (days at Mollie; a test moves them on).
        if (input.sequenceType === 'recurring') payment.status = 'pending'
        payments.set(paymentId, payment)
        return created(payment)
      }
      const paymentMatch = /^\/v2\/payments\/(\w+)$/.exec(path)
      if (req.method === 'GET' && paymentMatch) {
        const payment = payments.get(paymentMatch[1]!)
        return payment ? json(res, 200, payment) : notFound(res)
      }
      if (req.method === 'POST' && refundMatch) {
        const payment = payments.get(refundMatch[1]!)
        if (!payment) return notFound(res)
        const input = JSON.parse(await body(req)) as { amount: { currency: string; value: string } }
        if (fake.refuseRefunds)
          return json(res, 422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The payment cannot be refunded',
            _links: {},
          })
        payment.amountRefunded = input.amount
        return created({
          resource: 'refund',
          id: id('re'),
          amount: input.amount,
          status: 'pending',
          paymentId: payment.id,
        })
      }
      const checkoutMatch = /^\/checkout\/(\w+)$/.exec(path)
      if (checkoutMatch) {
        const payment = payments.get(checkoutMatch[1]!)
        if (!payment) return notFound(res)
        if (req.method === 'GET')
          return page(res, `Mollie ${payment.method ?? ''} (fake)`, `${payment.amount.value} ${payment.amount.currency}`, path)
        const outcome = new URLSearchParams(await body(req)).get('outcome')
        payment.status = outcome === 'pay' ? 'paid' : outcome === 'fail' ? 'failed' : 'canceled'
        await fake.notify(payment.id)
        res.writeHead(303, { location: payment.redirectUrl })
        return res.end()
      }
      json(res, 404, { status: 404, title: 'Not Found', detail: `No route ${req.method} ${path}`, _links: {} })
    })().catch((error: unknown) => json(res, 500, { status: 500, title: 'Error', detail: String(error) }))
  }
  const server = createHttpsServer({ key: tls.key, cert: tls.cert }, handle)
  // The hosted pages only (never the API) over plain HTTP, for a browser on the demo.
  const pages = options.checkoutOverHttp
    ? createServer((req, res) => ((req.url ?? '').startsWith('/checkout/') ? handle(req, res) : notFound(res)))
    : null
  base = await listen(server as unknown as Server, options.port ?? 0, 'https')
  pagesBase = pages ? await listen(pages, 0) : base
  fake.url = base
  fake.apiUrl = `${base}/v2/`
  fake.checkoutUrl = pagesBase
  return fake
}
