// Issue 34 items 1 and 3 against the real database and the local fake Stripe and Mollie APIs:
// no order (and so no payment) without the waiver of the right of withdrawal, refused in the
// services that start orders and not only in the pages; the waiver stored with the order, on the
// receipt and in the order confirmation e-mail; the SEPA mandate with its creditor identifier and
// reference, the pre-notification e-mail sent before each debit is asked for, and revocation.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Worker } from 'bullmq'
import { getRedis } from '../../server/redis.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { prisma } from '../../server/db.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { setSmsSender, type SmsSender } from '../../server/sms/sms.ts'
import { OrderError, repeatOrder, startOrder } from '../../server/payments/orders.ts'
import { requestDirectDebitCode } from '../../server/payments/direct-debit.ts'
import { CATALOGUE } from '../../server/payments/methods.ts'
import { memberReceipt } from '../../server/payments/checkout.ts'
import { MandateError, revokeMandate } from '../../server/payments/sepa.ts'
import { mailDir } from '../../server/mail/mailer.ts'
import { WITHDRAWAL_WAIVER_VERSION } from '../../shared/payments/withdrawal.ts'
import * as directDebitPage from '../../app/routes/directdebit.tsx'
import * as checkoutPage from '../../app/routes/credits.$id.tsx'
import * as repeatPage from '../../app/routes/credits.repeat-order.tsx'
import * as settingsPage from '../../app/routes/notifications.tsx'
import { localeContext, siteContext } from '../../app/context.ts'
import type { FakeMollie, FakeStripe } from '../../scripts/sandbox/payment-providers.ts'
import { startPaymentFakes } from './payment-fakes.ts'
import { routeContext } from './loader.ts'
import { waiver } from './waiver.ts'

let fakes: Awaited<ReturnType<typeof startPaymentFakes>>
let mollie: FakeMollie
let stripe: FakeStripe
// The order confirmation is queued on BullMQ (real Redis); a worker delivers it as in production.
let worker: Worker
const texts: { to: string; text: string }[] = []
const sender: SmsSender = {
  kind: 'files',
  async send(to, text) {
    texts.push({ to, text })
  },
}

beforeAll(async () => {
  fakes = await startPaymentFakes()
  ;({ mollie, stripe } = fakes)
  setSmsSender(sender)
  worker = startWorker(getRedis()!, 2)
})
afterAll(async () => {
  await worker.close()
  setSmsSender(undefined)
  await fakes.close()
})

let n = 0
async function member(language = 'en') {
  const site = await getSiteByHost('localhost')
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `waiver.${++n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      language,
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

function context(site: Member['site'], language = 'en') {
  const ctx = routeContext()
  ctx.set(siteContext, site)
  ctx.set(localeContext, language as never)
  return ctx
}

async function settle(run: () => Promise<unknown>) {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

/** Posts a form to a route's action: a redirect's status and location, or the data and status. */
async function post(
  route: { action: (args: never) => Promise<unknown> },
  m: Member,
  url: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  const result = await settle(() =>
    route.action({
      request: new Request(`http://localhost${url}`, {
        method: 'POST',
        headers: { cookie: m.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      params,
      context: context(m.site),
    } as never),
  )
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location'), data: null }
  if (result && typeof result === 'object' && 'data' in result && 'init' in result) {
    const { data, init } = result as { data: Record<string, unknown>; init: { status?: number } | null }
    return { status: init?.status ?? 200, location: null, data }
  }
  return { status: 200, location: null, data: result as Record<string, unknown> }
}

const orderCount = (userId: number) => prisma.order.count({ where: { userId } })

const startInput = (m: Member, withdrawalWaiver: ReturnType<typeof waiver> | null) => ({
  user: m.user,
  site: m.site,
  pkg: m.pkg,
  method: CATALOGUE.ideal,
  methodName: 'ideal',
  language: 'en',
  description: 'Amora credits',
  withdrawalWaiver,
})

/** The e-mail a test member was sent with this key, as the files transport wrote it. */
async function sentEmail(idempotencyKey: string) {
  const record = await prisma.outboundEmail.findUniqueOrThrow({ where: { idempotencyKey } })
  for (const name of (await readdir(mailDir())).filter((f) => f.endsWith('.json'))) {
    const mail = JSON.parse(await readFile(path.join(mailDir(), name), 'utf8')) as { id: number; text: string; subject: string }
    if (mail.id === record.id) return { record, ...mail }
  }
  throw new Error(`no file for ${idempotencyKey}`)
}

const mandateForm = (m: Member, change: Record<string, string> = {}) => ({
  intent: 'details',
  package: String(m.pkg.id),
  holder: 'Anna de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Keizersgracht',
  houseNumber: '12a',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  phone: '06 12345678',
  consent: 'on',
  withdrawalWaiver: 'on',
  ...change,
})

/** Pays a package by direct debit through the page: the order's id. */
async function payByDirectDebit(m: Member) {
  const sent = await post(directDebitPage, m, '/directdebit', mandateForm(m))
  expect(sent.status).toBe(302)
  const requestId = Number(/request=(\d+)/.exec(sent.location!)![1])
  const code = /\b(\d{6})\b/.exec(texts.at(-1)!.text)![1]!
  const paid = await post(directDebitPage, m, '/directdebit', { intent: 'code', request: String(requestId), code })
  expect(paid.status).toBe(302)
  return { orderId: Number(/order=(\d+)/.exec(paid.location!)![1]), requestId }
}

describe('the waiver of the right of withdrawal', () => {
  it('startOrder refuses an order without it: no order row and nothing asked of the provider', async () => {
    const m = await member()
    const molliePayments = mollie.payments.size
    await expect(startOrder(startInput(m, null))).rejects.toMatchObject({ code: 'withdrawal_waiver' })
    await expect(startOrder(startInput(m, { ...waiver(), version: WITHDRAWAL_WAIVER_VERSION + 1 }))).rejects.toBeInstanceOf(
      OrderError,
    )
    expect(await orderCount(m.user.id)).toBe(0)
    expect(mollie.payments.size).toBe(molliePayments)
  })

  it('the checkout refuses Pay without the ticked box (400, no order) and stores it with the order when ticked', async () => {
    const m = await member()
    const url = `/credits/${m.pkg.id}/ideal`
    const params = { id: String(m.pkg.id), paymentmethod: 'ideal' }
    const refused = await post(checkoutPage, m, url, {}, params)
    expect(refused).toMatchObject({ status: 400, data: { error: 'withdrawal' } })
    // A box that posts anything but "on" is no consent.
    expect(await post(checkoutPage, m, url, { withdrawalWaiver: 'yes' }, params)).toMatchObject({ status: 400 })
    // Direct debit is refused before the mandate form, too.
    const sdd = await post(checkoutPage, m, `/credits/${m.pkg.id}/sdd`, {}, { id: String(m.pkg.id), paymentmethod: 'sdd' })
    expect(sdd.status).toBe(400)
    expect(await orderCount(m.user.id)).toBe(0)

    const before = new Date()
    const paid = await post(checkoutPage, m, url, { withdrawalWaiver: 'on' }, params)
    expect(paid.status).toBe(302)
    const order = await prisma.order.findFirstOrThrow({ where: { userId: m.user.id } })
    expect(order.withdrawalWaiverVersion).toBe(WITHDRAWAL_WAIVER_VERSION)
    expect(order.withdrawalWaiverLanguage).toBe('en')
    expect(order.withdrawalWaiverAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
  })

  it('is on the receipt and in the order confirmation e-mail, in the language it was given in', async () => {
    const m = await member('de')
    const started = await startOrder({ ...startInput(m, waiver('de')), language: 'de' })
    const order = await prisma.order.findUniqueOrThrow({ where: { id: started.orderId } })
    mollie.set(order.paymentId!, { status: 'paid' })
    expect(await mollie.notify(order.paymentId!)).toBe(200)
    const receipt = await memberReceipt({ id: m.user.id, credits: m.pkg.credits }, order.id, 'en', 14)
    expect(receipt!.order.withdrawalWaiver).toMatchObject({ version: WITHDRAWAL_WAIVER_VERSION })
    expect(receipt!.order.withdrawalWaiver!.text).toContain('Widerrufsrecht')
    await expect
      .poll(() => prisma.outboundEmail.count({ where: { idempotencyKey: `order-confirmation:${order.id}`, status: 'sent' } }))
      .toBe(1)
    const mail = await sentEmail(`order-confirmation:${order.id}`)
    expect(mail.text).toContain('Widerrufsrecht')
    expect(mail.text).toContain(String(order.id))
    // A replayed webhook sends no second confirmation.
    expect(await mollie.notify(order.paymentId!)).toBe(200)
    expect(await prisma.outboundEmail.count({ where: { idempotencyKey: `order-confirmation:${order.id}` } })).toBe(1)
  })

  it('repeat orders need it too: refused by the service and the page without it, stored with it', async () => {
    const m = await member()
    const started = await startOrder({ ...startInput(m, waiver()), method: CATALOGUE.creditcard, methodName: 'creditcard' })
    const first = await prisma.order.findUniqueOrThrow({ where: { id: started.orderId } })
    await stripe.complete(first.paymentId!, 'pay')
    await expect.poll(async () => (await prisma.order.findUniqueOrThrow({ where: { id: first.id } })).repeatable).toBe(true)
    const count = await orderCount(m.user.id)
    await expect(repeatOrder(m.user.id, first.id, m.site, 'x', null)).rejects.toMatchObject({ code: 'withdrawal_waiver' })
    const page = await post(repeatPage, m, '/credits/repeat-order', { order: String(first.id) })
    expect(page).toMatchObject({ status: 400, data: { result: 'withdrawal' } })
    expect(await orderCount(m.user.id)).toBe(count)
    const again = await post(repeatPage, m, '/credits/repeat-order', { order: String(first.id), withdrawalWaiver: 'on' })
    expect(again.data).toMatchObject({ result: 'paid' })
    const repeated = await prisma.order.findUniqueOrThrow({ where: { id: (again.data as { newOrderId: number }).newOrderId } })
    expect(repeated.withdrawalWaiverVersion).toBe(WITHDRAWAL_WAIVER_VERSION)
  })

  it('the mandate form refuses it missing (a field error, no SMS) and the service refuses without it', async () => {
    const m = await member()
    const sms = texts.length
    const bad = await post(directDebitPage, m, '/directdebit', mandateForm(m, { withdrawalWaiver: '' }))
    expect(bad.status).toBe(400)
    expect((bad.data!.result as { error: Record<string, string[]> }).error).toMatchObject({
      withdrawalWaiver: ['withdrawal.required'],
    })
    await expect(
      requestDirectDebitCode({
        user: { ...m.user, language: 'en' },
        site: m.site,
        pkg: m.pkg,
        amount: m.pkg.amount,
        details: {
          package: m.pkg.id,
          holder: 'A',
          iban: 'NL91ABNA0417164300',
          street: 'S',
          houseNumber: '1',
          postalCode: '1000 AA',
          city: 'C',
          phone: '+31612345678',
          consent: 'on',
          withdrawalWaiver: 'on',
        },
        withdrawalWaiver: null,
      }),
    ).rejects.toMatchObject({ code: 'withdrawal_waiver' })
    expect(texts.length).toBe(sms)
    expect(await prisma.directDebitRequest.count({ where: { userId: m.user.id } })).toBe(0)
  })
})

describe('the SEPA mandate', () => {
  it('names the creditor and identifier on the form and the reference on the code step', async () => {
    const m = await member()
    const company = m.site.company
    expect(company.sepaCreditorId).toMatch(/^NL\d{2}ZZZ\d{12}$/)
    const form = (await directDebitPage.loader({
      request: new Request(`http://localhost/directdebit?package=${m.pkg.id}`, { headers: { cookie: m.cookie } }),
      params: {},
      context: context(m.site),
    } as never)) as { creditor: { id: string; name: string } }
    expect(form.creditor).toMatchObject({ id: company.sepaCreditorId, name: company.name })
    const sent = await post(directDebitPage, m, '/directdebit', mandateForm(m))
    const requestId = Number(/request=(\d+)/.exec(sent.location!)![1])
    const code = (await directDebitPage.loader({
      request: new Request(`http://localhost/directdebit?request=${requestId}`, { headers: { cookie: m.cookie } }),
      params: {},
      context: context(m.site),
    } as never)) as { mandate: { reference: string; creditorId: string } }
    expect(code.mandate).toEqual(expect.objectContaining({ reference: `AMORA-${requestId}`, creditorId: company.sepaCreditorId }))
  })

  it('pre-notifies each debit by e-mail (amount, date, reference, creditor id) before it is asked for at Mollie', async () => {
    const m = await member()
    const { orderId, requestId } = await payByDirectDebit(m)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    const mandate = await prisma.directDebitMandate.findUniqueOrThrow({ where: { providerMandateId: order.mandateId! } })
    expect(mandate).toMatchObject({
      userId: m.user.id,
      reference: `AMORA-${requestId}`,
      creditorId: m.site.company.sepaCreditorId,
      iban: 'NL91 ABNA •••• ••43 00',
      textVersion: 2,
      revokedAt: null,
    })
    expect(mollie.mandates.get(order.mandateId!.split(':')[1]!)!.mandateReference).toBe(mandate.reference)
    const notice = await sentEmail(`debit-notice:${orderId}`)
    expect(notice.record.status).toBe('sent')
    // Sent before the debit existed at Mollie.
    const debit = mollie.payments.get(order.paymentId!)!
    expect(notice.record.sentAt!.getTime()).toBeLessThanOrEqual(new Date(debit.createdAt).getTime())
    for (const fact of [mandate.reference, mandate.creditorId, m.site.company.name, 'NL91 ABNA'])
      expect(notice.text).toContain(fact)
    expect(notice.text).toContain((order.amount / 100).toFixed(2))

    // The repeat order off the mandate: its own pre-notification, before its own debit.
    mollie.set(order.paymentId!, { status: 'paid' })
    expect(await mollie.notify(order.paymentId!)).toBe(200)
    const again = await repeatOrder(m.user.id, orderId, m.site, 'Amora credits', waiver())
    const repeated = await prisma.order.findUniqueOrThrow({ where: { id: again.orderId } })
    const second = await sentEmail(`debit-notice:${again.orderId}`)
    expect(second.text).toContain(mandate.reference)
    expect(second.record.sentAt!.getTime()).toBeLessThanOrEqual(
      new Date(mollie.payments.get(repeated.paymentId!)!.createdAt).getTime(),
    )
  })

  it('is shown in the settings and revoked there: no debit off it again, also at Mollie', async () => {
    const m = await member()
    const { orderId } = await payByDirectDebit(m)
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    mollie.set(order.paymentId!, { status: 'paid' })
    expect(await mollie.notify(order.paymentId!)).toBe(200)
    const settings = (await settingsPage.loader({
      request: new Request('http://localhost/notifications', { headers: { cookie: m.cookie } }),
      params: {},
      context: context(m.site),
    } as never)) as { mandates: { id: number; reference: string; creditorId: string; revokedAt: string | null }[] }
    expect(settings.mandates).toHaveLength(1)
    const shown = settings.mandates[0]!
    expect(shown).toMatchObject({ creditorId: m.site.company.sepaCreditorId, revokedAt: null })

    // Another member cannot revoke it.
    const other = await member()
    await expect(revokeMandate(other.user.id, shown.id)).rejects.toBeInstanceOf(MandateError)
    const wrong = await post(settingsPage, other, '/notifications', { intent: 'revoke-mandate', mandate: String(shown.id) })
    expect(wrong).toMatchObject({ status: 404, data: { result: 'unknown' } })

    const revoked = await post(settingsPage, m, '/notifications', { intent: 'revoke-mandate', mandate: String(shown.id) })
    expect(revoked).toMatchObject({ status: 200, data: { intent: 'revoke-mandate', result: 'revoked' } })
    const row = await prisma.directDebitMandate.findUniqueOrThrow({ where: { id: shown.id } })
    expect(row.revokedAt).not.toBeNull()
    expect(mollie.mandates.get(order.mandateId!.split(':')[1]!)!.status).toBe('invalid')
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).repeatable).toBe(false)
    const payments = mollie.payments.size
    await expect(repeatOrder(m.user.id, orderId, m.site, 'x', waiver())).rejects.toBeInstanceOf(OrderError)
    expect(mollie.payments.size).toBe(payments)
    // Revoking again changes nothing.
    expect(await revokeMandate(m.user.id, shown.id)).toEqual({ revoked: false })
  })
})
