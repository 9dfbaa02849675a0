// What `npm start` adds to the environment (scripts/start.mjs), kept apart so tests can read it.

/**
 * Demo payments (scripts/sandbox/payment-sandbox.ts) run when the app runs on its embedded
 * database with no payment provider configured; PAYMENT_SANDBOX=0 turns them off, =1 forces them
 * on another database, but never in production mode (NODE_ENV production, which npm start
 * defaults to, with a DATABASE_URL: a real deployment).
 */
export function paymentSandboxWanted(env) {
  if (env.PAYMENT_SANDBOX === '0') return false
  if (env.DATABASE_URL && (env.NODE_ENV ?? 'production') === 'production') return false
  if (env.PAYMENT_SANDBOX === '1') return true
  return !env.DATABASE_URL && !env.STRIPE_SECRET_KEY && !env.MOLLIE_API_KEY
}
