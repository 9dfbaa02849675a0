// Payments against local fake Stripe and Mollie API servers, driven by the real SDKs: checkout,
// webhooks (signed, replayed, forged, concurrent, wrong amount), premium on the first purchase,
// charge-backs, refunds inside and outside refund_days, and the checkout page's method rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { waiver } from './waiver.ts'
import { spendCredits } from '../../server/credits/ledger.ts'
import { startOrder, refundOrder, OrderError } from '../../server/payments/orders.ts'
import { CATALOGUE } from '../../server/payments/methods.ts'
import * as mollieRoute from '../../app/routes/api/webhooks/mollie.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { ActivationRequiredError } from '../../server/accounts/member-policy.ts'
import type { FakeMollie, FakeStripe } from '../../scripts/sandbox/payment-providers.ts'
import { startPaymentFakes } from './payment-fakes.ts'
import * as checkoutPage from '../../app/routes/credits.$id.tsx'
import { createSession } from '../../server/accounts/sessions.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import { routeContext } from './loader.ts'

let stripe: FakeStripe
let mollie: FakeMollie
let fakes: Awaited<ReturnType<typeof startPaymentFakes>>

beforeAll(async () => {
  fakes = await startPaymentFakes()
  ;({ stripe, mollie } = fakes)
})

afterAll(() => fakes.close())

let n = 0
/** A member past the welcome discount and time bonus (docs/offers.md): orders at full price. */
async function member() {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `pay.${++n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      signupDate: new Date(Date.now() - 30 * 86_400_000),
    },
  })
  return { user, site }
}

async function pkg(siteId: number, country = 'NL', tier: 'p0' | 'p1' | 'p2' | 'p3' = 'p2') {
  return prisma.creditPackage.findFirstOrThrow({ where: { siteId, country, tier } })
}

async function order(method: keyof typeof CATALOGUE, country = 'NL') {
  const { user, site } = await member()
  const p = await pkg(site.id, country)
  const started = await startOrder({
    user,
    site,
    pkg: p,
    method: CATALOGUE[method],
    methodName: method,
    language: 'en',
    description: 'Amora credits',
    withdrawalWaiver: waiver(),
  })
  const row = await prisma.order.findUniqueOrThrow({ where: { id: started.orderId } })
  return { user, site, pkg: p, order: row, url: started.url }
}

const state = async (userId: number) => {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
  const sum = (await prisma.creditTransaction.aggregate({ where: { userId }, _sum: { delta: true } }))._sum.delta ?? 0
  const purchases = await prisma.creditTransaction.count({ where: { userId, reason: 'purchase' } })
  return { credits: user.credits, ledger: sum, purchases, paidUser: user.paidUser }
}

describe('Stripe Checkout', () => {
  it('credits a paid session exactly once, however often and however concurrently the event comes', async () => {
    const { user, order: o, url, pkg: p } = await order('creditcard')
    expect(o.provider).toBe('stripe')
    expect(url).toBe(`${stripe.url}/pay/${o.paymentId}`)
    expect((await state(user.id)).paidUser).toBe(false)
    await stripe.complete(o.paymentId!, 'pay')
    expect(await state(user.id)).toEqual({ credits: p.credits, ledger: p.credits, purchases: 1, paidUser: true })
    const session = stripe.sessions.get(o.paymentId!)!
    const replays = await Promise.all(Array.from({ length: 8 }, () => stripe.sendEvent('checkout.session.completed', session)))
    expect(replays).toEqual(Array(8).fill(200))
    expect(await state(user.id)).toEqual({ credits: p.credits, ledger: p.credits, purchases: 1, paidUser: true })
    expect((await prisma.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('paid')
  })

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { user, order: o } = await order('visa')
    const session = { ...stripe.sessions.get(o.paymentId!)!, payment_status: 'paid' }
    expect(await stripe.sendEvent('checkout.session.completed', session, { secret: 'whsec_wrong' })).toBe(400)
    expect(await stripe.sendEvent('checkout.session.completed', session, { signature: 't=1,v1=00' })).toBe(400)
    expect((await state(user.id)).credits).toBe(0)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('open')
  })

  it('does not credit a session whose amount or currency differs from the order (422)', async () => {
    const { user, order: o } = await order('mastercard')
    const session = { ...stripe.sessions.get(o.paymentId!)!, payment_status: 'paid', amount_total: 1 }
    expect(await stripe.sendEvent('checkout.session.completed', session)).toBe(422)
    const other = { ...stripe.sessions.get(o.paymentId!)!, payment_status: 'paid', currency: 'usd' }
    expect(await stripe.sendEvent('checkout.session.completed', other)).toBe(422)
    expect((await state(user.id)).credits).toBe(0)
  })

  it('marks a failed payment failed, and a late paid event still credits it (reordered delivery)', async () => {
    const { user, order: o, pkg: p } = await order('creditcard')
    await stripe.complete(o.paymentId!, 'fail')
    expect((await prisma.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('failed')
    expect((await state(user.id)).credits).toBe(0)
    const session = { ...stripe.sessions.get(o.paymentId!)!, payment_status: 'paid' }
    expect(await stripe.sendEvent('checkout.session.async_payment_succeeded', session)).toBe(200)
    expect(await stripe.sendEvent('checkout.session.expired', session)).toBe(200)
    expect(await state(user.id)).toMatchObject({ credits: p.credits, purchases: 1 })
  })

  it('a session unknown to us is a 404, not a 500', async () => {
    const ghost = { ...stripe.sessions.values().next().value!, id: 'cs_test_unknown', payment_status: 'paid' }
    expect(await stripe.sendEvent('checkout.session.completed', ghost)).toBe(404)
  })

  it('refunds unused credits inside refund_days through the Stripe refund API; not after, not when spent', async () => {
    const { user, order: o, pkg: p } = await order('creditcard')
    await stripe.complete(o.paymentId!, 'pay')
    await refundOrder(o.id, { type: 'member', userId: user.id })
    const session = stripe.sessions.get(o.paymentId!)!
    expect(stripe.refunds).toContainEqual({ payment_intent: session.payment_intent, amount: p.amount })
    expect(await state(user.id)).toMatchObject({ credits: 0, ledger: 0, paidUser: true })
    expect((await prisma.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('refunded')
    await expect(refundOrder(o.id, { type: 'member', userId: user.id })).rejects.toMatchObject({ code: 'not_refundable' })

    const late = await order('creditcard')
    await stripe.complete(late.order.paymentId!, 'pay')
    await prisma.order.update({ where: { id: late.order.id }, data: { paidAt: new Date(Date.now() - 15 * 86_400_000) } })
    await expect(refundOrder(late.order.id, { type: 'member', userId: late.user.id })).rejects.toMatchObject({
      code: 'refund_window',
    })

    const spent = await order('creditcard')
    await stripe.complete(spent.order.paymentId!, 'pay')
    await prisma.$transaction((tx) => spendCredits(tx, { userId: spent.user.id, amount: 10, reason: 'message' }))
    await expect(refundOrder(spent.order.id, { type: 'member', userId: spent.user.id })).rejects.toBeInstanceOf(OrderError)
    // Another member's order is not theirs to refund.
    await expect(refundOrder(spent.order.id, { type: 'member', userId: user.id })).rejects.toMatchObject({
      code: 'unknown_order',
    })
  })
})

describe('Mollie', () => {
  it('re-fetches the payment by id and credits it once across concurrent webhooks', async () => {
    const { user, order: o, pkg: p, url } = await order('ideal')
    expect(o.provider).toBe('mollie')
    expect(url).toBe(`${mollie.url}/checkout/${o.paymentId}`)
    expect(mollie.payments.get(o.paymentId!)).toMatchObject({ method: 'ideal', amount: { currency: 'EUR', value: '39.99' } })
    // A webhook before the payment is paid changes nothing but "open".
    expect(await mollie.notify(o.paymentId!)).toBe(200)
    expect((await state(user.id)).credits).toBe(0)
    mollie.set(o.paymentId!, { status: 'paid' })
    const results = await Promise.all(Array.from({ length: 10 }, () => mollie.notify(o.paymentId!)))
    expect(results).toEqual(Array(10).fill(200))
    expect(await state(user.id)).toEqual({ credits: p.credits, ledger: p.credits, purchases: 1, paidUser: true })
  })

  it('ignores forged ids: malformed 400, unknown to Mollie 404', async () => {
    const post = (id: string) =>
      mollieRoute.action({
        request: new Request('http://localhost/api/webhooks/mollie', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id }).toString(),
        }),
        params: {},
        context: routeContext(),
      } as never) as Promise<Response>
    expect((await post("tr_1' OR 1=1")).status).toBe(400)
    expect((await post('tr_doesnotexist')).status).toBe(404)
  })

  it('a charge-back takes back the credits that are left', async () => {
    const { user, order: o, pkg: p } = await order('paypal')
    mollie.set(o.paymentId!, { status: 'paid' })
    await mollie.notify(o.paymentId!)
    await prisma.$transaction((tx) => spendCredits(tx, { userId: user.id, amount: 10, reason: 'message' }))
    mollie.set(o.paymentId!, { amountChargedBack: { currency: 'EUR', value: '39.99' } })
    await mollie.notify(o.paymentId!)
    await mollie.notify(o.paymentId!)
    expect(await state(user.id)).toMatchObject({ credits: 0, ledger: 0 })
    expect(p.credits).toBeGreaterThan(10)
    expect((await prisma.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe('charged_back')
  })

  it('refunds through the Mollie refunds API', async () => {
    const { user, order: o } = await order('ideal')
    mollie.set(o.paymentId!, { status: 'paid' })
    await mollie.notify(o.paymentId!)
    await refundOrder(o.id, { type: 'staff', staff: 'support' })
    expect(mollie.payments.get(o.paymentId!)!.amountRefunded).toEqual({ currency: 'EUR', value: '39.99' })
    expect((await state(user.id)).credits).toBe(0)
    const audit = await prisma.auditLog.findFirst({ where: { userId: user.id, action: 'order.refund' } })
    expect(audit).toMatchObject({ actorType: 'staff', actorName: 'support' })
  })
})

describe('the checkout page', () => {
  async function load(userId: number, path: string) {
    const site = await getSiteByHost('localhost')
    const cookie = (await createSession(userId, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const context = routeContext()
    context.set(siteContext, site)
    context.set(localeContext, 'en')
    const [, id, paymentmethod] = /^\/credits\/(\d+)(?:\/(\w+))?/.exec(path)!
    try {
      return await checkoutPage.loader({
        request: new Request(`http://localhost${path}`, { headers: { cookie } }),
        params: { id, paymentmethod },
        context,
      } as never)
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }

  it('waits for the confirmed e-mail address: no order, no provider call, the page says how to confirm', async () => {
    const { user, site } = await member()
    await prisma.user.update({ where: { id: user.id }, data: { status: 'not_confirmed' } })
    const p = await pkg(site.id)
    const sessionsBefore = stripe.sessions.size
    await expect(
      startOrder({
        user,
        site,
        pkg: p,
        method: CATALOGUE.creditcard,
        methodName: 'creditcard',
        language: 'en',
        description: 'Amora credits',
        withdrawalWaiver: waiver(),
      }),
    ).rejects.toBeInstanceOf(ActivationRequiredError)
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0)
    expect(stripe.sessions.size).toBe(sessionsBefore)
    const page = (await load(user.id, `/credits/${p.id}/creditcard`)) as { mode: string; activationRequired: boolean }
    expect(page).toMatchObject({ mode: 'overview', activationRequired: true })
  })

  it('lists the methods of the member’s country, most used first, and routes retired methods to their successor', async () => {
    const { user, site } = await member()
    const nl = await pkg(site.id, 'NL')
    const chosen = await load(user.id, `/credits/${nl.id}`)
    if (chosen instanceof Response || !('methods' in chosen)) throw new Error('not the list of methods')
    expect(chosen.methods[0]).toBe('ideal')
    expect(chosen.methods).toEqual(expect.arrayContaining(['creditcard', 'paypal', 'sct']))
    expect(chosen.methods).not.toContain('giropay')
    expect(chosen.methods).not.toContain('blik')
    const overview = await load(user.id, `/credits/${nl.id}/ideal`)
    expect(overview).toMatchObject({ mode: 'overview', method: 'ideal' })
    expect((await load(user.id, `/credits/${nl.id}/blik`)) as Response).toHaveProperty('status', 404)
    expect((await load(user.id, `/credits/${nl.id}/bitcoin`)) as Response).toHaveProperty('status', 404)
    const retired = (await load(user.id, `/credits/${nl.id}/sofort`)) as Response
    expect(retired.status).toBe(302)
    expect(retired.headers.get('location')).toBe(`/credits/${nl.id}/paypal`)
    // A package of another country than the member's is not theirs to buy.
    const pl = await pkg(site.id, 'PL')
    expect((await load(user.id, `/credits/${pl.id}`)) as Response).toHaveProperty('status', 404)
  })

  it('says which methods a typed code needs by their names, not the internal ids', async () => {
    const { user, site } = await member()
    const nl = await pkg(site.id, 'NL')
    const c = await prisma.discountCode.create({
      data: {
        code: `METHODS-${Date.now().toString(36).toUpperCase()}`,
        siteId: site.id,
        valuePercentage: 10,
        paymentMethods: ['ideal', 'sct'],
      },
    })
    const overview = await load(user.id, `/credits/${nl.id}/paypal?discount=${c.code}`)
    expect(overview).toMatchObject({
      mode: 'overview',
      discount: null,
      discountProblem: 'This code is only valid with these payment methods: iDEAL or Bank transfer (SEPA).',
    })
  })

  it('offers a Norwegian member Vipps, paid through Mollie’s vipps method in NOK, and not MobilePay', async () => {
    const { user, site } = await member()
    await prisma.profile.create({
      data: {
        userId: user.id,
        siteId: site.id,
        name: 'Kari',
        gender: 'female',
        birthDate: new Date('1990-05-01'),
        country: 'NO',
      },
    })
    const no = await pkg(site.id, 'NO')
    const chosen = await load(user.id, `/credits/${no.id}`)
    if (chosen instanceof Response || !('methods' in chosen)) throw new Error('no method list')
    expect(chosen.methods[0]).toBe('vipps')
    expect(chosen.methods).not.toContain('mobilepay')
    expect(await load(user.id, `/credits/${no.id}/vipps`)).toMatchObject({ mode: 'overview', method: 'vipps' })
    expect((await load(user.id, `/credits/${no.id}/mobilepay`)) as Response).toHaveProperty('status', 404)
    const started = await startOrder({
      user,
      site,
      pkg: no,
      method: CATALOGUE.vipps,
      methodName: 'vipps',
      language: 'nb',
      description: 'Amora credits',
      withdrawalWaiver: waiver(),
    })
    const row = await prisma.order.findUniqueOrThrow({ where: { id: started.orderId } })
    expect(row.provider).toBe('mollie')
    expect(mollie.payments.get(row.paymentId!)).toMatchObject({ method: 'vipps', amount: { currency: 'NOK' } })
  })
})

describe('the support CLI', () => {
  it('lists a member’s orders, refunds one (audited) and adjusts credits with a ledger row', async () => {
    const { runSupportCommand } = await import('./support-run.ts')
    const { user, order: o, pkg: p } = await order('creditcard')
    await stripe.complete(o.paymentId!, 'pay')
    const listed = await runSupportCommand('orders', String(user.id))
    expect(listed.code).toBe(0)
    expect(listed.out).toContain(`${o.id}`)
    expect(listed.out).toContain(`paid         stripe/creditcard 39.99 EUR ${p.credits} credits`)
    expect((await runSupportCommand('refund', String(o.id), '--staff', 'anna')).code).toBe(0)
    expect(await state(user.id)).toMatchObject({ credits: 0, ledger: 0 })
    const again = await runSupportCommand('refund', String(o.id))
    expect(again.code).toBe(1)
    const adjusted = await runSupportCommand(
      'credits-adjust',
      user.email,
      '--amount',
      '25',
      '--note',
      'goodwill',
      '--staff',
      'anna',
    )
    expect(adjusted.out).toBe(`Member ${user.id} now has 25 credits.`)
    expect(await state(user.id)).toMatchObject({ credits: 25, ledger: 25 })
    expect((await runSupportCommand('credits-adjust', user.email, '--amount', '5')).code).toBe(1)
    const audits = await prisma.auditLog.findMany({ where: { userId: user.id, actorName: 'anna' }, orderBy: { id: 'asc' } })
    expect(audits.map((a) => a.action)).toEqual(['order.refund', 'credits.adjust'])
  })
})

describe('repeat orders', () => {
  it('buys a card order again off-session with the stored card; a declined card fails the new order only', async () => {
    const { repeatOrder, repeatableOrders } = await import('../../server/payments/orders.ts')
    const { StoredCardDeclinedError } = await import('../../server/payments/provider.ts')
    const { user, site, order: o, pkg: p } = await order('visa')
    await stripe.complete(o.paymentId!, 'pay')
    const first = await prisma.order.findUniqueOrThrow({ where: { id: o.id } })
    expect(first).toMatchObject({ repeatable: true })
    expect(first.mandateId).toMatch(/^cus_\w+:pm_\w+$/)
    expect((await repeatableOrders(user.id)).map((r) => r.id)).toEqual([o.id])

    const again = await repeatOrder(user.id, o.id, site, 'Amora credits', waiver())
    expect(again.credits).toBe(p.credits)
    expect(await state(user.id)).toEqual({ credits: 2 * p.credits, ledger: 2 * p.credits, purchases: 2, paidUser: true })
    const repeated = await prisma.order.findUniqueOrThrow({ where: { id: again.orderId } })
    expect(repeated).toMatchObject({ status: 'paid', provider: 'stripe', amount: p.amount })
    // Stripe's payment_intent.succeeded for it afterwards changes nothing.
    expect(await stripe.sendEvent('payment_intent.succeeded', stripe.intents.get(repeated.paymentId!)!)).toBe(200)
    expect((await state(user.id)).purchases).toBe(2)

    stripe.declineStoredCards = true
    try {
      await expect(repeatOrder(user.id, o.id, site, 'Amora credits', waiver())).rejects.toBeInstanceOf(StoredCardDeclinedError)
    } finally {
      stripe.declineStoredCards = false
    }
    expect((await state(user.id)).credits).toBe(2 * p.credits)
    const failed = await prisma.order.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: 'desc' } })
    expect(failed.status).toBe('failed')

    // Another member cannot repeat this member's order; iDEAL orders are not repeatable.
    const other = await member()
    await expect(repeatOrder(other.user.id, o.id, site, 'x', waiver())).rejects.toMatchObject({ code: 'unknown_order' })
    const ideal = await order('ideal')
    mollie.set(ideal.order.paymentId!, { status: 'paid' })
    await mollie.notify(ideal.order.paymentId!)
    expect(await repeatableOrders(ideal.user.id)).toEqual([])
  })
})
