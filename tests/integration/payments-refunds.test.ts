// Refunds under concurrency (issue 31 item 1, docs/payments.md "Refunds"), against the real
// PostgreSQL and the local fake Stripe and Mollie: the credits are taken back first, with the
// order and the member locked, and only then is the provider asked (once, with one idempotency key
// per order refund). Two refunds at once, a refund racing paid gifts, a double click, a provider
// that refuses or does not answer, and a charge-back in the middle: credits never go below 0,
// always equal the ledger, and are never paid back after being spent.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { waiver } from './waiver.ts'
import { sendMessage } from '../../server/chat/send-message.ts'
import { CATALOGUE } from '../../server/payments/methods.ts'
import { OrderError, refundOrder, startOrder } from '../../server/payments/orders.ts'
import type { FakeMollie, FakeStripe } from '../../scripts/sandbox/payment-providers.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import * as receiptPage from '../../app/routes/transactions.tsx'
import { startPaymentFakes } from './payment-fakes.ts'
import { routeContext } from './loader.ts'

let stripe: FakeStripe
let mollie: FakeMollie
let fakes: Awaited<ReturnType<typeof startPaymentFakes>>

beforeAll(async () => {
  fakes = await startPaymentFakes()
  ;({ stripe, mollie } = fakes)
})
afterAll(() => fakes.close())
afterEach(() => {
  for (const fake of [stripe, mollie]) {
    fake.refuseRefunds = false
    fake.beforeRefund = null
  }
})

let n = 0
/** A confirmed member with a profile (a gift needs one on both sides), past every offer. */
async function member() {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `refund.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      signupDate: new Date(Date.now() - 30 * 86_400_000),
      profile: {
        create: {
          siteId: site.id,
          name: `Refunder${n}`,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: 'active',
          searchable: true,
        },
      },
    },
  })
}

/** A paid p2 order (150 credits) of `user`, paid through the fake provider's webhook. */
async function paidOrder(user: Awaited<ReturnType<typeof member>>, method: 'creditcard' | 'ideal' = 'creditcard') {
  const site = await prisma.site.findUniqueOrThrow({ where: { id: user.siteId } })
  const pkg = await prisma.creditPackage.findFirstOrThrow({ where: { siteId: site.id, country: 'NL', tier: 'p2' } })
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
  const order = await prisma.order.findUniqueOrThrow({ where: { id: started.orderId } })
  if (method === 'creditcard') await stripe.complete(order.paymentId!, 'pay')
  else {
    mollie.set(order.paymentId!, { status: 'paid' })
    await mollie.notify(order.paymentId!)
  }
  return prisma.order.findUniqueOrThrow({ where: { id: order.id } })
}

async function money(userId: number) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
  const ledger = (await prisma.creditTransaction.aggregate({ where: { userId }, _sum: { delta: true } }))._sum.delta ?? 0
  return { credits: user.credits, ledger }
}

const status = async (orderId: number) => (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status

let giftId = 0
let giftCredits = 0
async function gift(from: { id: number; siteId: number }, to: number) {
  if (!giftId) {
    const g = await prisma.gift.findFirstOrThrow({ where: { active: true }, orderBy: { credits: 'desc' } })
    ;({ id: giftId, credits: giftCredits } = g)
  }
  return sendMessage({
    senderId: from.id,
    siteId: from.siteId,
    to: { memberId: to },
    content: { kind: 'gift', giftId },
    clientKey: null,
  })
}

describe('refunds take the credits back before the provider is asked', () => {
  it('two refunds of two orders at once: only the one whose credits are still there goes through', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await member()
      const partner = await member()
      const a = await paidOrder(user)
      const b = await paidOrder(user)
      await gift(user, partner.id)
      expect(await money(user.id)).toEqual({ credits: 300 - giftCredits, ledger: 300 - giftCredits })
      const refundsBefore = stripe.refundRequests
      const results = await Promise.allSettled([
        refundOrder(a.id, { type: 'member', userId: user.id }),
        refundOrder(b.id, { type: 'member', userId: user.id }),
      ])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect(refused.reason).toBeInstanceOf(OrderError)
      expect(refused.reason).toMatchObject({ code: 'credits_spent' })
      // The provider was asked for one refund only: the spent gift is never paid back.
      expect(stripe.refundRequests - refundsBefore).toBe(1)
      expect([await status(a.id), await status(b.id)].sort()).toEqual(['paid', 'refunded'])
      expect(await money(user.id)).toEqual({ credits: 150 - giftCredits, ledger: 150 - giftCredits })
    }
  })

  it('a gift sent while the provider is being asked finds the credits gone; refund and gift never both pass', async () => {
    const user = await member()
    const partner = await member()
    const order = await paidOrder(user)
    let giftWhileRefunding: unknown = null
    stripe.beforeRefund = async () => {
      giftWhileRefunding = await gift(user, partner.id).catch((error: unknown) => error)
    }
    await refundOrder(order.id, { type: 'member', userId: user.id })
    expect(giftWhileRefunding).toMatchObject({ code: 'insufficient_credits' })
    expect(await status(order.id)).toBe('refunded')
    expect(await money(user.id)).toEqual({ credits: 0, ledger: 0 })
    expect(await prisma.message.count({ where: { senderId: user.id } })).toBe(0)
  })

  it('a refund racing paid gifts at the same moment: either the refund or the gifts, credits never below 0', async () => {
    let refunded = 0
    let giftsSent = 0
    for (let round = 0; round < 6; round++) {
      const user = await member()
      const partner = await member()
      const order = await paidOrder(user)
      const refundsBefore = stripe.refundRequests
      const [refund, ...gifts] = await Promise.allSettled([
        refundOrder(order.id, { type: 'member', userId: user.id }),
        gift(user, partner.id),
        gift(user, partner.id),
        gift(user, partner.id),
      ])
      const sent = gifts.filter((g) => g.status === 'fulfilled').length
      for (const g of gifts) if (g.status === 'rejected') expect(g.reason).toMatchObject({ code: 'insufficient_credits' })
      const after = await money(user.id)
      expect(after.credits).toBe(after.ledger)
      expect(after.credits).toBeGreaterThanOrEqual(0)
      if (refund.status === 'fulfilled') {
        refunded++
        // The whole payment went back: not one of its credits may have been spent.
        expect(sent).toBe(0)
        expect(after.credits).toBe(0)
        expect(stripe.refundRequests - refundsBefore).toBe(1)
      } else {
        giftsSent += sent
        expect(refund.reason).toMatchObject({ code: 'credits_spent' })
        expect(sent).toBeGreaterThan(0)
        expect(after.credits).toBe(150 - sent * giftCredits)
        expect(stripe.refundRequests - refundsBefore).toBe(0)
        expect(await status(order.id)).toBe('paid')
      }
    }
    expect(refunded + giftsSent).toBeGreaterThan(0)
  })

  for (const method of ['creditcard', 'ideal'] as const) {
    it(`a double click (${method}) asks the provider once and refunds once`, async () => {
      const user = await member()
      const order = await paidOrder(user, method)
      const fake = method === 'creditcard' ? stripe : mollie
      const before = fake.refundRequests
      const clicks = await Promise.allSettled([1, 2, 3].map(() => refundOrder(order.id, { type: 'member', userId: user.id })))
      expect(clicks.filter((c) => c.status === 'fulfilled')).toHaveLength(1)
      for (const c of clicks)
        if (c.status === 'rejected') expect(['refund_in_progress', 'not_refundable']).toContain((c.reason as OrderError).code)
      expect(fake.refundRequests - before).toBe(1)
      expect(await status(order.id)).toBe('refunded')
      expect(await money(user.id)).toEqual({ credits: 0, ledger: 0 })
      const rows = await prisma.creditTransaction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } })
      expect(rows.map((r) => r.delta)).toEqual([150, -150])
    })
  }
})

describe('when the provider does not refund', () => {
  it('a refusal gives the credits back with a ledger row, and the member sees why', async () => {
    const user = await member()
    const order = await paidOrder(user, 'ideal')
    mollie.refuseRefunds = true
    await expect(refundOrder(order.id, { type: 'member', userId: user.id })).rejects.toMatchObject({ code: 'refund_refused' })
    expect(await status(order.id)).toBe('paid')
    expect(await money(user.id)).toEqual({ credits: 150, ledger: 150 })
    const rows = await prisma.creditTransaction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } })
    expect(rows.map((r) => [r.reason, r.delta])).toEqual([
      ['purchase', 150],
      ['refund', -150],
      ['refund', 150],
    ])
    expect(await prisma.auditLog.count({ where: { userId: user.id, action: 'order.refund_refused' } })).toBe(1)
    // Once the provider takes refunds again, the member can ask again.
    mollie.refuseRefunds = false
    await refundOrder(order.id, { type: 'member', userId: user.id })
    expect(await status(order.id)).toBe('refunded')
  })

  it('no answer keeps the credits taken back; a second click asks nobody; staff finish it without refunding twice', async () => {
    const user = await member()
    const order = await paidOrder(user)
    stripe.beforeRefund = () => Promise.reject(new Error('the provider is down'))
    await expect(refundOrder(order.id, { type: 'member', userId: user.id })).rejects.toMatchObject({ code: 'refund_unconfirmed' })
    expect(await status(order.id)).toBe('refunding')
    expect(await money(user.id)).toEqual({ credits: 0, ledger: 0 })
    stripe.beforeRefund = null
    const asked = stripe.refundRequests
    await expect(refundOrder(order.id, { type: 'member', userId: user.id })).rejects.toMatchObject({
      code: 'refund_in_progress',
    })
    expect(stripe.refundRequests).toBe(asked)
    const refundsBefore = stripe.refunds.length
    await refundOrder(order.id, { type: 'staff', staff: 'anna' })
    await refundOrder(order.id, { type: 'staff', staff: 'anna' }).catch(() => undefined)
    expect(stripe.refunds.length - refundsBefore).toBe(1)
    expect(await status(order.id)).toBe('refunded')
    expect(await money(user.id)).toEqual({ credits: 0, ledger: 0 })
  })

  it('a charge-back while the refund is on its way: the credits stay taken back and the member is blocked', async () => {
    const user = await member()
    const order = await paidOrder(user)
    const session = stripe.sessions.get(order.paymentId!)!
    stripe.beforeRefund = async () => {
      stripe.refuseRefunds = true
      const dispute = { id: 'dp_1', object: 'dispute', payment_intent: session.payment_intent, amount: order.amount }
      expect(await stripe.sendEvent('charge.dispute.created', dispute)).toBe(200)
    }
    await expect(refundOrder(order.id, { type: 'member', userId: user.id })).rejects.toMatchObject({ code: 'refund_refused' })
    expect(await status(order.id)).toBe('charged_back')
    expect(await money(user.id)).toEqual({ credits: 0, ledger: 0 })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).directDebitBlocked).toBe(true)
  })
})

describe('the receipt’s refund button', () => {
  /** The receipt's action, as the member's browser posts it: its status and what the page shows. */
  async function click(userId: number, orderId: number) {
    const cookie = (await createSession(userId, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const result = (await receiptPage.action({
      request: new Request(`http://localhost/transactions/${orderId}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
      params: { id: String(orderId) },
      context: routeContext(),
    } as never)) as { result: string } | { data: { result: string }; init: { status?: number } | null }
    return 'init' in result ? { status: result.init?.status ?? 200, ...result.data } : { status: 200, ...result }
  }

  it('a double click: one refund, the other click told it is on its way or done (409), the provider asked once', async () => {
    const user = await member()
    const order = await paidOrder(user)
    const before = stripe.refundRequests
    const answers = await Promise.all([click(user.id, order.id), click(user.id, order.id)])
    expect(answers).toContainEqual({ status: 200, result: 'refunded' })
    const other = answers.find((a) => a.result !== 'refunded')!
    expect(other.status).toBe(409)
    expect(['inProgress', 'notRefundable']).toContain(other.result)
    expect(stripe.refundRequests - before).toBe(1)
  })

  it('a provider’s refusal and spent credits each get their own message', async () => {
    const user = await member()
    const partner = await member()
    const order = await paidOrder(user, 'ideal')
    mollie.refuseRefunds = true
    expect(await click(user.id, order.id)).toEqual({ status: 409, result: 'refused' })
    mollie.refuseRefunds = false
    await gift(user, partner.id)
    expect(await click(user.id, order.id)).toEqual({ status: 409, result: 'spent' })
  })
})
