// npm start's demo payments: when the sandbox runs, and that the app's Stripe SDK can buy through it.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { paymentSandboxWanted } from '../../scripts/start-env.mjs'

describe('paymentSandboxWanted', () => {
  it('runs on the embedded database with no provider configured', () => {
    expect(paymentSandboxWanted({})).toBe(true)
  })

  it('stays off with a real database or a provider key, unless forced', () => {
    expect(paymentSandboxWanted({ DATABASE_URL: 'postgresql://db/amora' })).toBe(false)
    expect(paymentSandboxWanted({ STRIPE_SECRET_KEY: 'sk_live_x' })).toBe(false)
    expect(paymentSandboxWanted({ MOLLIE_API_KEY: 'live_x' })).toBe(false)
    expect(paymentSandboxWanted({ DATABASE_URL: 'postgresql://db/amora', PAYMENT_SANDBOX: '1' })).toBe(true)
    expect(paymentSandboxWanted({ PAYMENT_SANDBOX: '0' })).toBe(false)
  })
})

describe('the payment sandbox', () => {
  let sandbox: ChildProcess | undefined
  afterAll(() => void sandbox?.kill('SIGTERM'))

  it('prints Stripe settings the SDK checks out with, and serves a TEST MODE payment page', async () => {
    sandbox = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/payment-sandbox.ts'], {
      env: { ...process.env, PORT: '3999' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const line = await new Promise<string>((resolve) => createInterface({ input: sandbox!.stdout! }).once('line', resolve))
    const settings = JSON.parse(line) as Record<string, string>
    expect(settings.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/)
    const api = new URL(settings.STRIPE_API_URL!)
    const stripe = new Stripe(settings.STRIPE_SECRET_KEY!, { host: api.hostname, port: Number(api.port), protocol: 'http' })
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1999, product_data: { name: '100 credits' } } }],
      metadata: { orderId: '7' },
      success_url: 'http://localhost:3999/credits/7',
      cancel_url: 'http://localhost:3999/credits',
    })
    expect(session.url).toMatch(new RegExp(`^${settings.STRIPE_API_URL}/pay/`))
    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('TEST MODE')
    expect(page).toContain('19.99')
  }, 30_000)
})
