// The demo payments of `npm start`: with the embedded database and no provider keys, buying
// credits goes through local Stripe and Mollie sandboxes (the same fake APIs the tests use). The
// app's real SDKs create the checkout, the member pays (or fails, or cancels) on a hosted page
// marked TEST MODE, and the webhook credits the order, exactly as with the providers; no money
// moves. Every method of the member's country works: cards, MobilePay, Swish and TWINT at Stripe;
// iDEAL, PayPal, Bancontact, the other Mollie methods and direct debit (its SMS code lands on
// /dev/sms) at Mollie. Prints the app's settings as one JSON line on stdout, then serves until it
// is stopped (scripts/start.mjs starts and stops it).
import { startFakeMollie, startFakeStripe } from './payment-providers.ts'

const appPort = Number(process.env.PORT ?? 3000)
const stripe = await startFakeStripe({ webhookUrl: `http://localhost:${appPort}/api/webhooks/stripe` })
// Mollie's SDK speaks only HTTPS: the API has a throw-away certificate that the app trusts for
// this one address (scripts/sandbox/trust-sandbox.mjs); the member's browser gets the hosted
// pages over plain HTTP, without a certificate warning.
const mollie = await startFakeMollie({ checkoutOverHttp: true })
process.stdout.write(
  `${JSON.stringify({
    STRIPE_SECRET_KEY: stripe.secret,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_URL: mollie.apiUrl,
    MOLLIE_CHECKOUT_URL: mollie.checkoutUrl,
    PAYMENT_SANDBOX_CA: mollie.caFile,
  })}\n`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void Promise.all([stripe.close(), mollie.close()]).finally(() => process.exit(0))
  })
