// npm start's demo payments: when the sandbox runs, and that the app's Stripe and Mollie SDKs can buy
// through it.
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
    expect(paymentSandboxWanted({ DATABASE_URL: 'postgresql://db/amora', PAYMENT_SANDBOX: '1', NODE_ENV: 'development' })).toBe(
      true,
    )
    expect(paymentSandboxWanted({ PAYMENT_SANDBOX: '0' })).toBe(false)
  })

  it('never runs in production mode (a real database with NODE_ENV production, npm start’s default)', () => {
    expect(paymentSandboxWanted({ DATABASE_URL: 'postgresql://db/amora', PAYMENT_SANDBOX: '1' })).toBe(false)
    expect(paymentSandboxWanted({ DATABASE_URL: 'postgresql://db/amora', PAYMENT_SANDBOX: '1', NODE_ENV: 'production' })).toBe(
      false,
    )
  })
})

describe('the payment sandbox', () => {
  let sandbox: ChildProcess | undefined
  afterAll(() => void sandbox?.kill('SIGTERM'))

  it('prints the Stripe and Mollie settings the SDKs check out with, and serves TEST MODE payment pages', async () => {
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

    // Mollie: the app's SDK, with the demo's trust of the sandbox certificate, creates an iDEAL
    // payment whose hosted page is plain HTTP; without it the certificate is refused.
    const createPayment = `import { createMollieClient } from '@mollie/api-client'
const mollie = createMollieClient({ apiKey: process.env.MOLLIE_API_KEY, apiEndpoint: process.env.MOLLIE_API_URL })
try {
  const p = await mollie.payments.create({ amount: { currency: 'EUR', value: '19.99' }, description: '100 credits', method: 'ideal', redirectUrl: 'http://localhost:3999/credits/7' })
  console.log(p.getCheckoutUrl())
} catch (error) { console.log('refused: ' + error.message) }`
    const run = async (args: string[]) => {
      const child = spawn(process.execPath, [...args, '--input-type=module', '-e', createPayment], {
        env: { ...process.env, ...settings },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const chunks: Buffer[] = []
      for await (const chunk of child.stdout!) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks).toString('utf8').trim()
    }
    const trusted = await run(['--import', './scripts/sandbox/trust-sandbox.mjs'])
    expect(trusted).toMatch(new RegExp(`^${settings.MOLLIE_CHECKOUT_URL}/checkout/tr_`))
    expect(settings.MOLLIE_CHECKOUT_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(trusted)).text()).toContain('TEST MODE')
    expect(await run([])).toMatch(/^refused: .*certificate/)
  }, 60_000)
})
