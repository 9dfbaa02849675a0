// The local fake Stripe and Mollie API servers for payment tests, delivering their webhooks to the
// app's own webhook routes behind a local HTTP endpoint, with the SDKs pointed at them.
import { createServer } from 'node:http'
import { startFakeMollie, startFakeStripe } from '../../scripts/sandbox/payment-providers.ts'
import * as stripeRoute from '../../app/routes/api/webhooks/stripe.ts'
import * as mollieRoute from '../../app/routes/api/webhooks/mollie.ts'
import { resetProviderClients } from '../../server/payments/providers.ts'
import { routeContext } from './loader.ts'

export async function startPaymentFakes() {
  const hooks = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = []
      for await (const c of req) chunks.push(c as Buffer)
      const request = new Request(`http://localhost${req.url}`, {
        method: 'POST',
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      })
      const route = req.url === '/api/webhooks/stripe' ? stripeRoute : mollieRoute
      const response = (await route.action({ request, params: {}, context: routeContext() } as never)) as Response
      res.writeHead(response.status)
      res.end(await response.text())
    })().catch((error: unknown) => {
      res.writeHead(500)
      res.end(String(error))
    })
  })
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve))
  const address = hooks.address()
  const hookBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const stripe = await startFakeStripe({ webhookUrl: `${hookBase}/api/webhooks/stripe` })
  const mollie = await startFakeMollie({ webhookUrl: `${hookBase}/api/webhooks/mollie` })
  process.env.STRIPE_SECRET_KEY = stripe.secret
  process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret
  process.env.STRIPE_API_URL = stripe.url
  process.env.MOLLIE_API_KEY = mollie.apiKey
  process.env.MOLLIE_API_URL = mollie.apiUrl
  // The Mollie SDK speaks only HTTPS and pins its own CA bundle: this test process (only) accepts
  // the local fake's self-signed certificate.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  resetProviderClients()
  return {
    stripe,
    mollie,
    async close() {
      await stripe.close()
      await mollie.close()
      await new Promise((resolve) => hooks.close(resolve))
    },
  }
}
