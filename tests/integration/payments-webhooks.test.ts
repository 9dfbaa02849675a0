// Webhooks out of order and at once (issue 31 item 3, docs/payments.md "Orders and webhooks"),
// through the app's webhook routes and the local fake Stripe and Mollie: a Stripe dispute that
// arrives before the (retried) paid event, a direct debit paid and charged back between two Mollie
// deliveries, refunds of every state that holds credits, and bursts of concurrent deliveries that
// must all be answered (never a 500 from our own concurrency).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { waiver } from './waiver.ts'
import { CATALOGUE } from '../../server/payments/methods.ts'
import { applyPaymentStatus, startOrder } from '../../server/payments/orders.ts'
import type { FakeMollie, FakeMolliePayment, FakeStripe } from '../../scripts/sandbox/payment-providers.ts'
import { startPaymentFakes } from './payment-fakes.ts'

let stripe: FakeStripe
let mollie: FakeMollie
let fakes: Awaited<ReturnType<typeof startPaymentFakes>>

beforeAll(async () => {
  fakes = await startPaymentFakes()
  ;({ stripe, mollie } = fakes)
})
afterAll(() => fakes.close())

let n = 0
async function member() {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `hooks.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      signupDate: new Date(Date.now() - 30 * 86_400_000),
    },
  })
  return { user, site }
}

const p2 = (siteId: number) => prisma.creditPackage.findFirstOrThrow({ where: { siteId, country: 'NL', tier: 'p2' } })

async function order(method: 'creditcard' | 'ideal') {
  const { user, site } = await member()
  const pkg = await p2(site.id)
  const started = await startOrder({
    user,
    site,
    pkg,
    method: CATALOGUE[method],
    methodName: method,
    language: 'en',
    description: 'Amora credits',
    withdrawalWaiver: waiver(),
  })
  return prisma.order.findUniqueOrThrow({ where: { id: started.orderId } })
}

/** A direct-debit order whose debit Mollie accepted (pending, credited), as confirmDirectDebit leaves it. */
async function acceptedDirectDebit() {
  const { user, site } = await member()
  const pkg = await p2(site.id)
  const paymentId = `tr_sdd${++n}${Date.now()}`
  const payment: FakeMolliePayment = {
    resource: 'payment',
    id: paymentId,
    mode: 'test',
    status: 'pending',
    amount: { currency: 'EUR', value: '39.99' },
    description: 'Amora credits',
    method: 'directdebit',
    metadata: null,
    sequenceType: 'recurring',
    redirectUrl: '',
    webhookUrl: '',
    createdAt: new Date().toISOString(),
    _links: { self: { href: '', type: 'application/hal+json' } },
  }
  mollie.payments.set(paymentId, payment)
  const created = await prisma.order.create({
    data: {
      userId: user.id,
      packageId: pkg.id,
      provider: 'mollie',
      paymentId,
      paymentMethod: 'sdd',
      country: 'NL',
      currency: 'EUR',
      amount: pkg.amount,
      credits: pkg.credits,
    },
  })
  await applyPaymentStatus({ provider: 'mollie', paymentId, status: 'pending' })
  return created
}

async function state(userId: number, orderId: number) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
  const ledger = (await prisma.creditTransaction.aggregate({ where: { userId }, _sum: { delta: true } }))._sum.delta ?? 0
  const purchases = await prisma.creditTransaction.count({ where: { orderId, reason: 'purchase' } })
  const { status } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
  return { status, credits: user.credits, ledger, purchases, blocked: user.directDebitBlocked }
}

describe('out of order', () => {
  it('a Stripe dispute before the paid event is kept: the paid event and its retries credit nothing, the member is blocked', async () => {
    const o = await order('creditcard')
    const session = stripe.sessions.get(o.paymentId!)!
    // Paid at Stripe, but our webhook endpoint has not heard of it yet when the dispute comes.
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_early${o.id}` })
    expect(await stripe.sendEvent('charge.dispute.created', { object: 'dispute', payment_intent: session.payment_intent })).toBe(
      200,
    )
    expect(await state(o.userId, o.id)).toMatchObject({ status: 'charged_back', credits: 0, purchases: 0, blocked: true })
    expect(await stripe.sendEvent('checkout.session.completed', session)).toBe(200)
    expect(await stripe.sendEvent('checkout.session.async_payment_succeeded', session)).toBe(200)
    expect(await stripe.sendEvent('checkout.session.completed', session)).toBe(200)
    expect(await state(o.userId, o.id)).toEqual({
      status: 'charged_back',
      credits: 0,
      ledger: 0,
      purchases: 0,
      blocked: true,
    })
  })

  it('a direct debit paid and charged back between two Mollie deliveries is charged back and blocks the member', async () => {
    const o = await acceptedDirectDebit()
    expect(await state(o.userId, o.id)).toMatchObject({ status: 'pending', credits: 150, purchases: 1, blocked: false })
    mollie.set(o.paymentId!, { status: 'paid', amountChargedBack: { currency: 'EUR', value: '39.99' } })
    expect(await mollie.notify(o.paymentId!)).toBe(200)
    expect(await state(o.userId, o.id)).toEqual({ status: 'charged_back', credits: 0, ledger: 0, purchases: 1, blocked: true })
  })

  it('an iDEAL payment paid and charged back before its first delivery is charged back, never credited', async () => {
    const o = await order('ideal')
    mollie.set(o.paymentId!, { status: 'paid', amountChargedBack: { currency: 'EUR', value: '39.99' } })
    expect(await mollie.notify(o.paymentId!)).toBe(200)
    expect(await mollie.notify(o.paymentId!)).toBe(200)
    expect(await state(o.userId, o.id)).toEqual({ status: 'charged_back', credits: 0, ledger: 0, purchases: 0, blocked: true })
  })

  it('a charge-back after a refund changes no credits but still blocks direct debit', async () => {
    const o = await order('creditcard')
    const report = { provider: o.provider, paymentId: o.paymentId!, amount: o.amount, currency: o.currency }
    await applyPaymentStatus({ ...report, status: 'paid' })
    await applyPaymentStatus({ ...report, status: 'refunded' })
    expect(await state(o.userId, o.id)).toMatchObject({ status: 'refunded', credits: 0, blocked: false })
    expect(await applyPaymentStatus({ ...report, status: 'charged_back' })).toMatchObject({ changed: false })
    expect(await state(o.userId, o.id)).toEqual({ status: 'refunded', credits: 0, ledger: 0, purchases: 1, blocked: true })
  })

  it('a direct debit refunded while the bank still collects takes its credits back', async () => {
    const o = await acceptedDirectDebit()
    mollie.set(o.paymentId!, { amountRefunded: { currency: 'EUR', value: '39.99' } })
    expect(await mollie.notify(o.paymentId!)).toBe(200)
    expect(await state(o.userId, o.id)).toEqual({ status: 'refunded', credits: 0, ledger: 0, purchases: 1, blocked: false })
  })
})

describe('at once', () => {
  it('5 concurrent deliveries of each of 8 orders are all answered 200 and credit each order once', async () => {
    for (let round = 0; round < 3; round++) {
      const orders = await Promise.all([
        ...Array.from({ length: 4 }, () => order('creditcard')),
        ...Array.from({ length: 4 }, () => order('ideal')),
      ])
      for (const o of orders) {
        if (o.provider === 'mollie') mollie.set(o.paymentId!, { status: 'paid' })
        else
          Object.assign(stripe.sessions.get(o.paymentId!)!, {
            status: 'complete',
            payment_status: 'paid',
            payment_intent: `pi_burst${o.id}`,
          })
      }
      const answers = await Promise.all(
        orders.flatMap((o) =>
          Array.from({ length: 5 }, () =>
            o.provider === 'mollie'
              ? mollie.notify(o.paymentId!)
              : stripe.sendEvent('checkout.session.completed', stripe.sessions.get(o.paymentId!)!),
          ),
        ),
      )
      expect(answers).toEqual(Array(40).fill(200))
      for (const o of orders)
        expect(await state(o.userId, o.id)).toMatchObject({ status: 'paid', credits: 150, ledger: 150, purchases: 1 })
    }
  })
})
