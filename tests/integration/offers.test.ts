// Offers (issue 14, docs/offers.md): every rule of a discount code, one use per member also
// when checkouts race, a use that counts only with a paid order, the time-bonus window on the
// server's clock, the welcome discount, and /api/discountcode.php.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import type { Prisma } from '../../server/generated/prisma/client.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { getRetentionDiscount } from '../../server/accounts/deletion.ts'
import { setRateLimitRulesForTests, RATE_LIMITS } from '../../server/http/rate-limits.ts'
import {
  activeOffer,
  checkDiscount,
  confirmDiscount,
  DiscountRefusedError,
  holdDiscount,
  releaseDiscount,
  TIME_BONUS_CODE,
  TIME_BONUS_WINDOW_MS,
  type OfferMember,
} from '../../server/offers/discounts.ts'
import { createCampaignCode, disableCode, listCodes } from '../../server/offers/manage-discounts.ts'
import * as discountApi from '../../app/routes/api/discountcode.php.ts'
import { applyPaymentStatus, discountLine } from '../../server/payments/orders.ts'
import { callLoader } from './loader.ts'

const HOUR = 3600_000
let siteId = 0
let otherSiteId = 0
let n = 0

beforeAll(async () => {
  siteId = (await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })).id
  const other = await prisma.site.findFirst({ where: { id: { not: siteId } } })
  otherSiteId = other?.id ?? siteId
})

afterEach(() => setRateLimitRulesForTests({}))

async function member(options: { signedUpAgoMs?: number; paid?: boolean } = {}): Promise<OfferMember> {
  n++
  const user = await prisma.user.create({
    data: {
      siteId,
      email: `offers.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      paidUser: options.paid ?? false,
      signupDate: new Date(Date.now() - (options.signedUpAgoMs ?? 10 * 60_000)),
    },
  })
  return { id: user.id, siteId: user.siteId, paidUser: user.paidUser, signupDate: user.signupDate }
}

async function nlPackage(tier: 'p0' | 'p1' | 'p2' | 'p3' = 'p1') {
  return prisma.creditPackage.findFirstOrThrow({ where: { siteId, country: 'NL', tier, active: true } })
}

async function openOrder(userId: number) {
  const pkg = await nlPackage()
  return prisma.order.create({
    data: {
      userId,
      packageId: pkg.id,
      provider: 'mollie',
      paymentMethod: 'ideal',
      country: pkg.country,
      currency: pkg.currency,
      amount: pkg.amount,
      credits: pkg.credits,
    },
  })
}

const terms = async (method: string | null = 'ideal') => {
  const pkg = await nlPackage()
  return { country: pkg.country, currency: pkg.currency, amount: pkg.amount, method }
}

async function code(data: Partial<Prisma.DiscountCodeUncheckedCreateInput> = {}) {
  n++
  return prisma.discountCode.create({
    data: { code: `TEST${n}-${Date.now().toString(36).toUpperCase()}`, siteId, valuePercentage: 10, ...data },
  })
}

async function hold(m: OfferMember, c: string, method: string | null = 'ideal') {
  const order = await openOrder(m.id)
  // Read before the transaction: a query on the shared client inside it would wait for a pool
  // connection that the concurrent transactions hold.
  const orderTerms = await terms(method)
  return prisma.$transaction(async (tx) => {
    const discount = await holdDiscount(tx, { member: m, code: c, orderId: order.id, terms: orderTerms })
    return { order, discount }
  })
}

describe('a discount code', () => {
  it('is refused for each reason the rules give, and accepted when all hold', async () => {
    const m = await member()
    const problem = async (c: string, method: string | null = 'ideal') => {
      const check = await checkDiscount(m, c, await terms(method))
      return check.ok ? 'ok' : check.problem
    }
    const pkg = await nlPackage()
    expect(await problem('NOPE-NOT-A-CODE')).toBe('not_found')
    expect(await problem('bad code!')).toBe('not_found')
    expect(await problem((await code({ status: 'inactive' })).code)).toBe('not_found')
    expect(await problem((await code({ userId: (await member()).id })).code)).toBe('not_found')
    if (otherSiteId !== siteId) expect(await problem((await code({ siteId: otherSiteId })).code)).toBe('not_found')
    expect(await problem((await code({ expiresAt: new Date(Date.now() - 1000) })).code)).toBe('expired')
    expect(await problem((await code({ country: 'DE' })).code)).toBe('wrong_country')
    expect(await problem((await code({ currency: 'PLN' })).code)).toBe('wrong_currency')
    expect(await problem((await code({ currency: 'EUR', minimumOrderValue: pkg.amount + 1 })).code)).toBe('below_minimum')
    expect(await problem((await code({ paymentMethods: ['paypal'] })).code)).toBe('method_not_allowed')
    expect(await problem((await code({ paymentMethods: ['paypal'] })).code, null)).toBe('ok')
    const fine = await code({ country: 'NL', currency: 'EUR', minimumOrderValue: pkg.amount, paymentMethods: ['ideal'] })
    expect(await problem(fine.code.toLowerCase())).toBe('ok')
  })

  it('counts a use only with a paid order: held while the payment is open, free again when it fails', async () => {
    const m = await member()
    const c = await code()
    const first = await hold(m, c.code)
    expect(first.discount.percentage).toBe(10)
    expect(await checkDiscount(m, c.code)).toMatchObject({ ok: false, problem: 'in_use' })
    await prisma.$transaction((tx) => releaseDiscount(tx, first.order.id))
    expect((await checkDiscount(m, c.code)).ok).toBe(true)
    const second = await hold(m, c.code)
    await prisma.$transaction((tx) => confirmDiscount(tx, second.order.id))
    expect(await checkDiscount(m, c.code)).toMatchObject({ ok: false, problem: 'already_used' })
    // A paid use is never released by a late failure message.
    await prisma.$transaction((tx) => releaseDiscount(tx, second.order.id))
    expect(await checkDiscount(m, c.code)).toMatchObject({ ok: false, problem: 'already_used' })
    // Another member may still use a campaign code.
    expect((await checkDiscount(await member(), c.code)).ok).toBe(true)
  })

  it('lets one of many concurrent checkouts of one member use a once-per-member code', async () => {
    const m = await member()
    const c = await code()
    // As many checkouts as the test's connection pool has connections (4).
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => hold(m, c.code)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DiscountRefusedError)
    }
    expect(await prisma.discountRedemption.count({ where: { codeId: c.id } })).toBe(1)
  })

  it('stops a reusable campaign code after its number of uses, also under concurrency', async () => {
    const c = await code({ validity: 'unlimited', maxRedemptions: 2 })
    const members = await Promise.all(Array.from({ length: 4 }, () => member()))
    const results = await Promise.allSettled(members.map((m) => hold(m, c.code)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    expect(await checkDiscount(await member(), c.code)).toMatchObject({ ok: false, problem: 'used_up' })
  })

  it('redeems the personal retention code of the account-deletion page', async () => {
    const m = await member()
    const retention = await getRetentionDiscount(m.id)
    expect(await checkDiscount(m, retention.code)).toMatchObject({ ok: true, discount: { kind: 'retention' } })
    expect(await checkDiscount(await member(), retention.code)).toMatchObject({ ok: false, problem: 'not_found' })
  })
})

describe('the time bonus and the welcome discount', () => {
  it('runs the time bonus for 4 hours from signup on the server’s clock, then offers the welcome code', async () => {
    const fresh = await member({ signedUpAgoMs: 0 })
    const now = new Date(fresh.signupDate.getTime() + TIME_BONUS_WINDOW_MS - 1000)
    expect(await activeOffer(fresh, now)).toEqual({
      kind: 'time_bonus',
      code: TIME_BONUS_CODE,
      percentage: 25,
      endsAt: new Date(fresh.signupDate.getTime() + TIME_BONUS_WINDOW_MS),
    })
    expect((await checkDiscount(fresh, TIME_BONUS_CODE, null, now)).ok).toBe(true)
    const atEnd = new Date(fresh.signupDate.getTime() + TIME_BONUS_WINDOW_MS)
    expect(await checkDiscount(fresh, TIME_BONUS_CODE, null, atEnd)).toMatchObject({ ok: false, problem: 'expired' })
    const later = await activeOffer(fresh, atEnd)
    expect(later).toMatchObject({ kind: 'welcome', percentage: 25, code: expect.stringMatching(/^WELCOME25-[0-9A-F]{8}$/) })
    // Looking the offer up stores nothing (no change on a GET); the code is stored when used.
    expect(await prisma.discountCode.count({ where: { userId: fresh.id } })).toBe(0)
    // Only its owner can use it.
    expect(await checkDiscount(await member(), later!.code, null, atEnd)).toMatchObject({ problem: 'not_found' })
    const { order } = await hold(fresh, later!.code)
    expect(await prisma.discountCode.count({ where: { userId: fresh.id, kind: 'welcome' } })).toBe(1)
    await prisma.$transaction((tx) => confirmDiscount(tx, order.id))
    expect(await activeOffer(fresh, atEnd)).toBeNull()
  })

  it('gives premium members neither, and the time bonus is refused after 4 hours whatever the browser says', async () => {
    const paid = await member({ paid: true, signedUpAgoMs: 0 })
    expect(await activeOffer(paid)).toBeNull()
    expect(await checkDiscount(paid, TIME_BONUS_CODE)).toMatchObject({ ok: false, problem: 'not_eligible' })
    const old = await member({ signedUpAgoMs: 4 * HOUR + 1000 })
    expect(await checkDiscount(old, TIME_BONUS_CODE)).toMatchObject({ ok: false, problem: 'expired' })
    await expect(hold(old, TIME_BONUS_CODE)).rejects.toBeInstanceOf(DiscountRefusedError)
    expect(await activeOffer(await member({ signedUpAgoMs: 8 * 86_400_000 }))).toBeNull()
  })
})

describe('GET /api/discountcode.php', () => {
  const origin = 'http://localhost:3000'
  const get = async (query: string, m: OfferMember | null, language = 'en') => {
    const headers: Record<string, string> = { cookie: `lng=${language}` }
    if (m) headers.cookie += `; ${(await createSession(m.id, new Request(`${origin}/`), '127.0.0.1')).split(';')[0]}`
    return callLoader(discountApi, `${origin}/api/discountcode.php?${query}`, { headers })
  }

  it('answers the SPEC messages, translated, and the order price with a package', async () => {
    const m = await member()
    await prisma.user.update({ where: { id: m.id }, data: { language: 'de' } })
    expect((await get('code=X1', null)).status).toBe(403)
    const missing = await get('code=NOPE-123', m)
    expect(missing.status).toBe(404)
    expect((await missing.json()).error).toMatchObject({ code: 'not_found' })
    await prisma.user.update({ where: { id: m.id }, data: { language: 'en' } })
    expect((await (await get('code=NOPE-123', m)).json()).error.message).toBe('Code not found')

    const c = await code({ valuePercentage: 20 })
    const pkg = await nlPackage()
    const ok = await get(`code=${c.code}&package=${pkg.id}&paymentmethod=ideal`, m)
    expect(ok.status).toBe(200)
    const body = await ok.json()
    expect(body.discount).toMatchObject({ code: c.code, value_percentage: 20, paymentmethods: [] })
    expect(body.order).toMatchObject({
      amount: pkg.amount,
      discount_amount: Math.round(pkg.amount * 0.2),
      price: pkg.amount - Math.round(pkg.amount * 0.2),
    })
    const { order } = await hold(m, c.code)
    await prisma.$transaction((tx) => confirmDiscount(tx, order.id))
    const used = await get(`code=${c.code}`, m)
    expect(used.status).toBe(409)
    expect((await used.json()).error.message).toBe('Code already used')
    expect((await get('code=X&package=abc', m)).status).toBe(400)
    expect((await get('code=X&package=999999999', m)).status).toBe(404)
  })

  it('names the payment methods a code is valid with as members know them, in their language', async () => {
    const m = await member()
    const pkg = await nlPackage()
    const c = await code({ paymentMethods: ['ideal', 'creditcard', 'prezelewy24'] })
    const refused = async (language: string) => {
      await prisma.user.update({ where: { id: m.id }, data: { language } })
      const answer = await get(`code=${c.code}&package=${pkg.id}&paymentmethod=paypal`, m, language)
      expect(answer.status).toBe(422)
      return (await answer.json()).error.message as string
    }
    expect(await refused('en')).toBe('This code is only valid with these payment methods: iDEAL, Credit card or Przelewy24.')
    expect(await refused('de')).toBe('Dieser Code gilt nur mit diesen Zahlungsarten: iDEAL, Kreditkarte oder Przelewy24.')
    expect(await refused('pl')).toBe(
      'Ten kod jest ważny tylko przy tych metodach płatności: iDEAL, Karta kredytowa lub Przelewy24.',
    )
  })

  it('answers the welcome code and the running time bonus, and 404 when there is none', async () => {
    const fresh = await member({ signedUpAgoMs: 60_000 })
    const welcome = await get('welcome=true', fresh)
    expect(welcome.status).toBe(200)
    expect((await welcome.json()).discount).toMatchObject({ kind: 'welcome', value_percentage: 25 })
    const bonus = await (await get('timebonus=true', fresh)).json()
    expect(bonus.time_bonus).toMatchObject({ code: TIME_BONUS_CODE, value_percentage: 25 })
    expect(bonus.time_bonus.remaining_seconds).toBeGreaterThan(4 * 3600 - 120)
    expect(bonus.time_bonus.remaining_seconds).toBeLessThanOrEqual(4 * 3600)
    const paid = await member({ paid: true })
    expect((await get('welcome=true', paid)).status).toBe(404)
    expect((await get('timebonus=true', paid)).status).toBe(404)
  })

  it('stops a member who guesses codes', async () => {
    setRateLimitRulesForTests({ 'discount-guess-member': { ...RATE_LIMITS['discount-guess-member'], points: 2 } })
    const m = await member()
    expect((await get('code=GUESS-1', m)).status).toBe(404)
    expect((await get('code=GUESS-2', m)).status).toBe(404)
    expect((await get('code=GUESS-3', m)).status).toBe(429)
  })
})

describe('staff codes', () => {
  it('creates, lists with uses and switches off a campaign code, refusing bad input', async () => {
    const name = `SPRING${Date.now().toString(36).toUpperCase()}`
    expect(await createCampaignCode(siteId, { code: name, percentage: '95' }, 'anna')).toMatchObject({ ok: false })
    expect(await createCampaignCode(siteId, { code: name, percentage: '15', methods: 'ideal,bitcoin' }, 'anna')).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('bitcoin')],
    })
    expect(await createCampaignCode(siteId, { code: name, percentage: '15', minimum: '500' }, 'anna')).toMatchObject({
      ok: false,
    })
    expect(
      await createCampaignCode(
        siteId,
        { code: name, percentage: '15', country: 'nl', currency: 'eur', days: '30', uses: '100' },
        'anna',
      ),
    ).toEqual({ ok: true, code: name })
    expect(await createCampaignCode(siteId, { code: name, percentage: '15' }, 'anna')).toMatchObject({ ok: false })
    const listed = (await listCodes(siteId)).find((c) => c.code === name)
    expect(listed).toMatchObject({ percentage: 15, status: 'active', used: 0, held: 0 })
    expect(listed!.limits).toContain('country NL')
    expect(await disableCode(siteId, name.toLowerCase(), 'anna')).toBe(true)
    expect(await checkDiscount(await member(), name)).toMatchObject({ ok: false, problem: 'not_found' })
    expect(
      await prisma.auditLog.count({ where: { action: { in: ['discount.create', 'discount.disable'] }, actorName: 'anna' } }),
    ).toBe(2)
  })
})

describe('discounts at checkout and payment', () => {
  it('prices the overview with the typed code, else the active offer, and says why a typed code gives nothing', async () => {
    const pkg = await nlPackage()
    const fresh = await member()
    const auto = await discountLine({ member: fresh, pkg, method: 'ideal' })
    expect(auto).toMatchObject({ code: TIME_BONUS_CODE, amount: Math.round(pkg.amount * 0.25), problem: null })
    const c = await code({ valuePercentage: 10 })
    expect(await discountLine({ member: fresh, pkg, method: 'ideal', code: c.code.toLowerCase() })).toMatchObject({
      code: c.code,
      amount: Math.round(pkg.amount * 0.1),
    })
    const limited = await code({ currency: 'EUR', minimumOrderValue: pkg.amount + 100 })
    expect(await discountLine({ member: fresh, pkg, method: 'ideal', code: limited.code })).toMatchObject({
      amount: 0,
      problem: 'below_minimum',
      needs: { currency: 'EUR', minimum: pkg.amount + 100 },
    })
    const paid = await member({ paid: true })
    expect(await discountLine({ member: paid, pkg, method: 'ideal' })).toEqual({ amount: 0, code: null, problem: null })
  })

  it('confirms the code with the paid order and frees it when the payment fails', async () => {
    const m = await member()
    const c = await code()
    const report = async (orderId: number, status: 'paid' | 'failed') => {
      const paymentId = `tr_offers_${orderId}`
      const order = await prisma.order.update({ where: { id: orderId }, data: { paymentId, status: 'open' } })
      return applyPaymentStatus({ provider: 'mollie', paymentId, status, amount: order.amount, currency: order.currency })
    }
    const failed = await hold(m, c.code)
    await report(failed.order.id, 'failed')
    expect((await checkDiscount(m, c.code)).ok).toBe(true)
    const paid = await hold(m, c.code)
    await report(paid.order.id, 'paid')
    expect(await prisma.discountRedemption.findUniqueOrThrow({ where: { orderId: paid.order.id } })).toMatchObject({
      paidAt: expect.any(Date),
    })
    expect(await checkDiscount(m, c.code)).toMatchObject({ ok: false, problem: 'already_used' })
  })
})
