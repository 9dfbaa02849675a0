// Where the checkout form may send the member: the Pay button posts to our own action, which
// answers with a redirect to the provider's hosted page, and browsers apply the CSP's
// form-action to that redirect too. Only the providers that are configured are allowed; a
// provider whose API is elsewhere (STRIPE_API_URL / MOLLIE_API_URL, the tests' fakes) serves its
// pages there.
import type { Env } from '../env.ts'

export function hostedPaymentOrigins(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'MOLLIE_API_KEY' | 'MOLLIE_API_URL'> &
    Partial<Pick<Env, 'MOLLIE_CHECKOUT_URL'>>,
) {
  const origins: string[] = []
  if (env.STRIPE_SECRET_KEY) origins.push(env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL).origin : 'https://checkout.stripe.com')
  if (env.MOLLIE_API_KEY) origins.push(env.MOLLIE_API_URL ? new URL(env.MOLLIE_API_URL).origin : 'https://www.mollie.com')
  // The demo sandbox's hosted pages are on a plain-HTTP origin of their own.
  if (env.MOLLIE_API_KEY && env.MOLLIE_CHECKOUT_URL) origins.push(new URL(env.MOLLIE_CHECKOUT_URL).origin)
  return origins
}
