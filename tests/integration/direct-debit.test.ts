// Direct debit (/directdebit, SPEC §5, §8) through the page's loader and action against the real
// database and the local fake Mollie API: the mandate form's validation, the SMS code (wrong,
// expired, too many, used twice), the mandate and debit at Mollie, credits while the bank
// collects, a failed debit or charge-back that takes them back and blocks direct debit, the
// per-site limit, and repeat orders off the mandate.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { waiver } from './waiver.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { setSmsSender, type SmsSender } from '../../server/sms/sms.ts'
import { repeatOrder } from '../../server/payments/orders.ts'
import { DIRECT_DEBIT_MAX_ATTEMPTS } from '../../server/payments/direct-debit.ts'
import { DirectDebitError } from '../../server/payments/direct-debit-limits.ts'
import * as page from '../../app/routes/directdebit.tsx'
import * as checkoutPage from '../../app/routes/credits.$id.tsx'
import { localeContext, siteContext } from '../../app/context.ts'
import type { FakeMollie } from '../../scripts/sandbox/payment-providers.ts'
import { startPaymentFakes } from './payment-fakes.ts'
import { routeContext } from './loader.ts'

let fakes: Awaited<ReturnType<typeof startPaymentFakes>>
let mollie: FakeMollie
const texts: { to: string; text: string }[] = []
const sender: SmsSender = {
  kind: 'files',
  async send(to, text) {
    texts.push({ to, text })
  },
}

beforeAll(async () => {
  fakes = await startPaymentFakes()
  mollie = fakes.mollie
  setSmsSender(sender)
})
afterEach(() => setSmsSender(sender))
afterAll(async () => {
  setSmsSender(undefined)
  await fakes.close()
})

let n = 0
async function member() {
  const site = await getSiteByHost('localhost')
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `dd.${++n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      signupDate: new Date(Date.now() - 30 * 86_400_000),
    },
  })
  const cookie = (await createSession(user.id, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
  const pkg = await prisma.creditPackage.findFirstOrThrow({
    where: { siteId: site.id, country: 'NL', tier: 'p1', currency: 'EUR' },
  })
  return { user, site, cookie, pkg }
}

type Member = Awaited<ReturnType<typeof member>>

function context(site: Member['site']) {
  const ctx = routeContext()
  ctx.set(siteContext, site)
  ctx.set(localeContext, 'en')
  return ctx
}

/** What the page's loader or action gives: its data, or the Response it threw or returned. */
async function settle(run: () => Promise<unknown>) {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const load = (m: Member, query: string) =>
  settle(() =>
    page.loader({
      request: new Request(`http://localhost/directdebit${query}`, { headers: { cookie: m.cookie } }),
      params: {},
      context: context(m.site),
    } as never),
  )

async function post(m: Member, fields: Record<string, string>) {
  const result = await settle(() =>
    page.action({
      request: new Request('http://localhost/directdebit', {
        method: 'POST',
        headers: { cookie: m.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      params: {},
      context: context(m.site),
    } as never),
  )
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location'), data: null }
  const { data, init } = result as { data: Record<string, unknown>; init: { status?: number } | null }
  return { status: init?.status ?? 200, location: null, data }
}

const details = (m: Member, change: Record<string, string> = {}) => ({
  intent: 'details',
  package: String(m.pkg.id),
  holder: 'Anna de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Keizersgracht',
  houseNumber: '12a',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  phone: '06 12345678',
  consent: 'on',
  withdrawalWaiver: 'on',
  ...change,
})

/** Fills in the form; the request id and the code texted to the member. */
async function requestCode(m: Member) {
  const sent = await post(m, details(m))
  expect(sent.status).toBe(302)
  const requestId = Number(/request=(\d+)/.exec(sent.location!)![1])
  const sms = texts.at(-1)!
  const code = /\b(\d{6})\b/.exec(sms.text)![1]!
  return { requestId, code, sms }
}

async function pay(m: Member) {
  const { requestId, code } = await requestCode(m)
  const paid = await post(m, { intent: 'code', request: String(requestId), code })
  expect(paid.status).toBe(302)
  const orderId = Number(/order=(\d+)/.exec(paid.location!)![1])
  return { requestId, code, orderId, location: paid.location! }
}

const credits = async (userId: number) => (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).credits

describe('the mandate form', () => {
  it('refuses an invalid IBAN, a foreign or landline number and a missing consent, each with its message', async () => {
    const m = await member()
    const bad = await post(m, details(m, { iban: 'NL91ABNA0417164301', phone: '+49 1512 3456789', consent: '' }))
    expect(bad.status).toBe(400)
    const errors = (bad.data!.result as { error: Record<string, string[]> }).error
    expect(errors).toMatchObject({
      iban: ['directDebit.errors.ibanInvalid'],
      phone: ['directDebit.errors.phoneInvalid'],
      consent: ['directDebit.errors.consentRequired'],
    })
    const landline = await post(m, details(m, { phone: '020 123 4567', holder: '' }))
    expect((landline.data!.result as { error: Record<string, string[]> }).error).toMatchObject({
      phone: ['directDebit.errors.phoneInvalid'],
      holder: ['directDebit.errors.holderRequired'],
    })
    expect(await prisma.directDebitRequest.count({ where: { userId: m.user.id } })).toBe(0)
  })

  it('is reached from the checkout: Pay for sdd leads to the form with the package and discount', async () => {
    const m = await member()
    const response = (await settle(() =>
      checkoutPage.action({
        request: new Request(`http://localhost/credits/${m.pkg.id}/sdd`, {
          method: 'POST',
          headers: { cookie: m.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'discount=SPRING&withdrawalWaiver=on',
        }),
        params: { id: String(m.pkg.id), paymentmethod: 'sdd' },
        context: context(m.site),
      } as never),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/directdebit?package=${m.pkg.id}&discount=SPRING`)
    expect(await load(m, `?package=${m.pkg.id}`)).toMatchObject({ step: 'details', refusal: null })
    expect(await load(m, '?package=999999999')).toHaveProperty('status', 404)
    expect(await load(m, '?package=abc')).toHaveProperty('status', 404)
  })
})

describe('the SMS code', () => {
  it('signs the mandate at Mollie, starts the debit and credits at once; the webhook makes it paid and repeatable', async () => {
    const m = await member()
    const { requestId, code, sms } = await requestCode(m)
    expect(sms.to).toBe('+31612345678')
    expect(sms.text).toContain(code)
    const stored = await prisma.directDebitRequest.findUniqueOrThrow({ where: { id: requestId } })
    expect(stored).toMatchObject({ iban: 'NL91ABNA0417164300', phone: '+31612345678', endedAt: null })
    expect(stored.codeHash).not.toContain(code)
    expect(await load(m, `?request=${requestId}`)).toMatchObject({ step: 'code', iban: 'NL91 ABNA •••• ••43 00' })

    const wrong = await post(m, { intent: 'code', request: String(requestId), code: code === '000000' ? '111111' : '000000' })
    expect(wrong).toMatchObject({ status: 400, data: { problem: 'code_invalid', attemptsLeft: DIRECT_DEBIT_MAX_ATTEMPTS - 1 } })
    expect(await credits(m.user.id)).toBe(0)

    const paid = await post(m, { intent: 'code', request: String(requestId), code })
    expect(paid.status).toBe(302)
    const orderId = Number(/order=(\d+)/.exec(paid.location!)![1])
    expect(paid.location).toBe(`/credits/${m.pkg.id}/sdd?order=${orderId}`)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(order).toMatchObject({ provider: 'mollie', paymentMethod: 'sdd', status: 'pending', amount: m.pkg.amount })
    expect(order.mandateId).toMatch(/^cst_\w+:mdt_\w+$/)
    const mandate = mollie.mandates.get(order.mandateId!.split(':')[1]!)!
    expect(mandate.details).toEqual({ consumerName: 'Anna de Vries', consumerAccount: 'NL91ABNA0417164300' })
    expect(mollie.payments.get(order.paymentId!)).toMatchObject({ sequenceType: 'recurring', status: 'pending' })
    // Credited while the bank collects; the member is premium; the IBAN is no longer kept in full.
    expect(await credits(m.user.id)).toBe(m.pkg.credits)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: m.user.id } })).paidUser).toBe(true)
    expect((await prisma.directDebitRequest.findUniqueOrThrow({ where: { id: requestId } })).iban).toBe('NL91 ABNA •••• ••43 00')
    // The same code again: the request is used up.
    expect(await post(m, { intent: 'code', request: String(requestId), code })).toMatchObject({ status: 410 })

    // The bank collected: paid, credited still once, and the order can be bought again.
    mollie.set(order.paymentId!, { status: 'paid' })
    expect(await mollie.notify(order.paymentId!)).toBe(200)
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'paid', repeatable: true })
    expect(await credits(m.user.id)).toBe(m.pkg.credits)
    expect(await prisma.creditTransaction.count({ where: { orderId, reason: 'purchase' } })).toBe(1)

    // A repeat order off the mandate: a new debit, credited at once, no new SMS.
    const before = texts.length
    const again = await repeatOrder(m.user.id, orderId, m.site, 'Amora credits', waiver())
    expect(again).toMatchObject({ credits: m.pkg.credits, collecting: true })
    expect(await credits(m.user.id)).toBe(2 * m.pkg.credits)
    expect(texts.length).toBe(before)
  })

  it('ends the request after too many wrong codes, and refuses an expired code', async () => {
    const m = await member()
    const { requestId, code } = await requestCode(m)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < DIRECT_DEBIT_MAX_ATTEMPTS; i++)
      expect((await post(m, { intent: 'code', request: String(requestId), code: wrong })).data).toMatchObject({
        problem: 'code_invalid',
        attemptsLeft: DIRECT_DEBIT_MAX_ATTEMPTS - i,
      })
    expect((await post(m, { intent: 'code', request: String(requestId), code: wrong })).data).toMatchObject({
      problem: 'too_many_attempts',
    })
    // Even the right code does nothing now; the page sends the member back to the form.
    expect(await post(m, { intent: 'code', request: String(requestId), code })).toMatchObject({ status: 410 })
    const back = (await load(m, `?request=${requestId}`)) as Response
    expect(back.headers.get('location')).toBe(`/directdebit?package=${m.pkg.id}&ended=1`)
    expect(await prisma.order.count({ where: { userId: m.user.id } })).toBe(0)

    const second = await requestCode(m)
    await prisma.directDebitRequest.update({ where: { id: second.requestId }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await post(m, { intent: 'code', request: String(second.requestId), code: second.code })).toMatchObject({
      status: 410,
      data: { problem: 'expired' },
    })
    // Malformed codes are "Code invalid" without counting; another member's request is not theirs.
    const third = await requestCode(m)
    expect(await post(m, { intent: 'code', request: String(third.requestId), code: '12ab' })).toMatchObject({
      status: 400,
      data: { problem: 'code_invalid' },
    })
    const other = await member()
    expect(await post(other, { intent: 'code', request: String(third.requestId), code: third.code })).toMatchObject({
      status: 410,
    })
    expect(await load(other, `?request=${third.requestId}`)).toHaveProperty('status', 404)
  })

  it('a new code may be asked for after a pause, at most three per request', async () => {
    const m = await member()
    const { requestId } = await requestCode(m)
    expect((await post(m, { intent: 'resend', request: String(requestId) })).data).toMatchObject({ problem: 'resend_wait' })
    for (const expected of [true, true]) {
      await prisma.directDebitRequest.update({ where: { id: requestId }, data: { codeSentAt: new Date(Date.now() - 60_000) } })
      expect((await post(m, { intent: 'resend', request: String(requestId) })).data).toMatchObject({ resent: expected })
    }
    await prisma.directDebitRequest.update({ where: { id: requestId }, data: { codeSentAt: new Date(Date.now() - 60_000) } })
    expect((await post(m, { intent: 'resend', request: String(requestId) })).data).toMatchObject({ problem: 'resend_limit' })
    // Only the newest code works.
    const newest = /\b(\d{6})\b/.exec(texts.at(-1)!.text)![1]!
    expect(await post(m, { intent: 'code', request: String(requestId), code: newest })).toMatchObject({ status: 302 })
  })

  it('a failed SMS ends the request with a clear message and no order', async () => {
    const m = await member()
    setSmsSender({
      kind: 'twilio',
      async send() {
        throw new Error('provider down')
      },
    })
    expect(await post(m, details(m))).toMatchObject({ status: 502, data: { problem: 'sms_failed' } })
    expect(await prisma.directDebitRequest.findFirstOrThrow({ where: { userId: m.user.id } })).toMatchObject({
      iban: 'NL91 ABNA •••• ••43 00',
    })
    expect(await prisma.order.count({ where: { userId: m.user.id } })).toBe(0)
  })
})

describe('blocking and the limit', () => {
  it('a debit the bank refuses takes the credits back and blocks direct debit', async () => {
    const m = await member()
    const { orderId } = await pay(m)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    mollie.set(order.paymentId!, { status: 'failed' })
    expect(await mollie.notify(order.paymentId!)).toBe(200)
    expect(await credits(m.user.id)).toBe(0)
    expect(await load(m, `?package=${m.pkg.id}`)).toMatchObject({ refusal: 'blocked' })
    expect(await post(m, details(m))).toMatchObject({ status: 403, data: { problem: 'blocked' } })
    // The mandate's repeat order is refused as well.
    await expect(repeatOrder(m.user.id, orderId, m.site, 'x', waiver())).rejects.toMatchObject({ code: 'unknown_order' })
  })

  it('a charge-back after payment takes back what is left and blocks direct debit and its repeat orders', async () => {
    const m = await member()
    const { orderId } = await pay(m)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    mollie.set(order.paymentId!, { status: 'paid' })
    await mollie.notify(order.paymentId!)
    mollie.set(order.paymentId!, { amountChargedBack: order.amount ? { currency: 'EUR', value: '1.00' } : undefined })
    expect(await mollie.notify(order.paymentId!)).toBe(200)
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'charged_back' })
    expect(await credits(m.user.id)).toBe(0)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: m.user.id } })).directDebitBlocked).toBe(true)
    await expect(repeatOrder(m.user.id, orderId, m.site, 'x', waiver())).rejects.toBeInstanceOf(DirectDebitError)

    // Support sees why, and lifts the block once the debt is settled (audited).
    const { runSupportCommand } = await import('./support-run.ts')
    const shown = await runSupportCommand('direct-debit', String(m.user.id))
    expect(shown.out).toContain(`Member ${m.user.id}: direct debit BLOCKED`)
    expect((await runSupportCommand('direct-debit', String(m.user.id), '--unblock')).code).toBe(1)
    const lifted = await runSupportCommand(
      'direct-debit',
      String(m.user.id),
      '--unblock',
      '--note',
      'paid by transfer',
      '--staff',
      'anna',
    )
    expect(lifted).toMatchObject({ code: 0 })
    expect(lifted.out).toContain('direct debit allowed')
    expect(await prisma.auditLog.findFirst({ where: { userId: m.user.id, action: 'direct_debit.unblock' } })).toMatchObject({
      actorName: 'anna',
      data: { note: 'paid by transfer' },
    })
    expect(await load(m, `?package=${m.pkg.id}`)).toMatchObject({ refusal: null })
  })

  it('refuses a debit beyond the site limit within its period; older orders do not count', async () => {
    const m = await member()
    const limit = m.site.directDebitLimit
    await prisma.order.create({
      data: {
        userId: m.user.id,
        packageId: m.pkg.id,
        provider: 'mollie',
        paymentMethod: 'sdd',
        status: 'paid',
        country: 'NL',
        currency: 'EUR',
        amount: limit - m.pkg.amount + 1,
        credits: 1,
      },
    })
    expect(await load(m, `?package=${m.pkg.id}`)).toMatchObject({ refusal: 'limit' })
    expect(await post(m, details(m))).toMatchObject({ status: 403, data: { problem: 'limit' } })
    await prisma.order.updateMany({
      where: { userId: m.user.id },
      data: { createdAt: new Date(Date.now() - (m.site.directDebitLimitDays + 1) * 86_400_000) },
    })
    expect(await load(m, `?package=${m.pkg.id}`)).toMatchObject({ refusal: null })
  })
})
