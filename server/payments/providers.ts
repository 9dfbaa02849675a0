// The payment providers by name: each order names its provider (Order.provider), and the code
// that starts, charges or refunds its payment asks providerFor(order.provider) instead of
// branching on the name. The providers themselves: stripe.ts and mollie.ts (provider.ts: what
// each one does).
import { mollieProvider, resetMollieClient } from './mollie.ts'
import { resetProviderEnv, type PaymentProvider, type ProviderName } from './provider.ts'
import { resetStripeClient, stripeProvider } from './stripe.ts'

const PROVIDERS: Record<ProviderName, PaymentProvider> = { stripe: stripeProvider, mollie: mollieProvider }

export function providerFor(name: ProviderName): PaymentProvider {
  return PROVIDERS[name]
}

/** Which providers this process can use (keys configured). */
export function configuredProviders(): ProviderName[] {
  return Object.values(PROVIDERS)
    .filter((provider) => provider.configured())
    .map((provider) => provider.name)
}

/** For tests: forget the clients and settings so a changed environment is read again. */
export function resetProviderClients() {
  resetStripeClient()
  resetMollieClient()
  resetProviderEnv()
}
