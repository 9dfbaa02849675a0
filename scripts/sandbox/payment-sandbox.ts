// The demo payments of `npm start`: with the embedded database and no provider keys, buying
// credits goes through a local Stripe sandbox (the same fake API the tests use). The app's real
// Stripe SDK creates the checkout, the member pays on a page marked TEST MODE, and the signed
// webhook credits the order, exactly as with Stripe; no money moves. Card methods only: Mollie's
// SDK accepts no local certificate. Prints the app's Stripe settings as one JSON line on stdout,
// then serves until it is stopped (scripts/start.mjs starts and stops it).
import { startFakeStripe } from './payment-providers.ts'

const appPort = Number(process.env.PORT ?? 3000)
const stripe = await startFakeStripe({ webhookUrl: `http://localhost:${appPort}/api/webhooks/stripe` })
process.stdout.write(
  `${JSON.stringify({
    STRIPE_SECRET_KEY: stripe.secret,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  })}\n`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void stripe.close().finally(() => process.exit(0))
  })
