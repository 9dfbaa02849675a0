// Trying discount codes (issue 31 items 6 and 7, docs/offers.md): one limit for every way a member
// can try a code — the checkout page (?discount=), its Pay form, the direct-debit page and form,
// and GET /api/discountcode.php — so a staff campaign code cannot be guessed on the way that had
// none; once the limit is used up a real code is refused exactly like a wrong one. And the
// welcome code in parallel checkouts of one member: one order holds it, the others are told
// why, never a 500.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { RATE_LIMITS, setRateLimitRulesForTests } from '../../server/http/rate-limits.ts'
import { welcomeDiscount } from '../../server/offers/discounts.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { setSmsSender, type SmsSender } from '../../server/sms/sms.ts'
import * as checkoutPage from '../../app/routes/credits.$id.tsx'
import * as creditsPage from '../../app/routes/credits.tsx'
import * as directDebitPage from '../../app/routes/directdebit.tsx'
import * as discountApi from '../../app/routes/api/discountcode.php.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import { startPaymentFakes } from './payment-fakes.ts'
import { callLoader, routeContext } from './loader.ts'

const TOO_MANY = 'Too many codes tried. Please try again in an hour.'
const sender: SmsSender = { kind: 'files', send: () => Promise.resolve() }
let fakes: Awaited<ReturnType<typeof startPaymentFakes>>

beforeAll(async () => {
  fakes = await startPaymentFakes()
  setSmsSender(sender)
})
afterAll(async () => {
  setSmsSender(undefined)
  await fakes.close()
})
afterEach(() => setRateLimitRulesForTests({}))

let n = 0
/** A member with a session, their NL p2 package, and a staff campaign code that exists. */
async function member(signedUpDaysAgo = 30) {
  const site = await getSiteByHost('localhost')
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `tries.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      signupDate: new Date(Date.now() - signedUpDaysAgo * 86_400_000),
    },
  })
  const cookie = (await createSession(user.id, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
  const pkg = await prisma.creditPackage.findFirstOrThrow({ where: { siteId: site.id, country: 'NL', tier: 'p2' } })
  const real = `CAMPAIGN${n}X${Date.now().toString(36).toUpperCase()}`
  await prisma.discountCode.create({ data: { code: real, valuePercentage: 20, paymentMethods: [] } })
  return { user, site, cookie, pkg, real }
}
type Member = Awaited<ReturnType<typeof member>>

function context(site: Member['site']) {
  const ctx = routeContext()
  ctx.set(siteContext, site)
  ctx.set(localeContext, 'en')
  return ctx
}

/** A loader's or action's answer as a status and its data (React Router's data() or a Response). */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> | null }> {
  let result: unknown
  try {
    result = await run()
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    result = thrown
  }
  if (result instanceof Response) return { status: result.status, data: null }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: Record<string, unknown>; init: { status?: number } | null }
    return { status: init?.status ?? 200, data }
  }
  return { status: 200, data: result as Record<string, unknown> }
}

const request = (m: Member, path: string, form?: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    headers: { cookie: m.cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { method: 'POST', body: new URLSearchParams(form).toString() } : {}),
  })

/** Each way of trying a code: whether the code gave a discount, or the message of its refusal. */
type Outcome = { applied: boolean; status: number; message: string | null }
type Way = (m: Member, code: string) => Promise<Outcome>

const ways: Record<string, Way> = {
  async 'the API'(m, code) {
    const res = await callLoader(discountApi, `http://localhost/api/discountcode.php?code=${code}&package=${m.pkg.id}`, {
      headers: { cookie: m.cookie },
    })
    const body = (await res.json()) as { discount?: unknown; error?: { message: string } }
    return { applied: Boolean(body.discount), status: res.status, message: body.error?.message ?? null }
  },
  async 'the checkout page'(m, code) {
    const { status, data } = await answer(() =>
      checkoutPage.loader({
        request: request(m, `/credits/${m.pkg.id}/creditcard?discount=${code}`),
        params: { id: String(m.pkg.id), paymentmethod: 'creditcard' },
        context: context(m.site),
      } as never),
    )
    return { applied: Boolean(data?.discount), status, message: (data?.discountProblem as string | null) ?? null }
  },
  async 'the checkout’s Pay form'(m, code) {
    const { status, data } = await answer(() =>
      checkoutPage.action({
        request: request(m, `/credits/${m.pkg.id}/creditcard`, { discount: code, withdrawalWaiver: 'on' }),
        params: { id: String(m.pkg.id), paymentmethod: 'creditcard' },
        context: context(m.site),
      } as never),
    )
    // A redirect to the provider: an order was made with the code.
    if (status === 302) {
      const order = await prisma.order.findFirstOrThrow({ where: { userId: m.user.id }, orderBy: { id: 'desc' } })
      await prisma.order.update({ where: { id: order.id }, data: { status: 'failed' } })
      await prisma.discountRedemption.deleteMany({ where: { orderId: order.id } })
      return { applied: order.discountAmount > 0, status, message: null }
    }
    return { applied: false, status, message: (data?.message as string | undefined) ?? null }
  },
  async 'the credits page'(m, code) {
    const { status, data } = await answer(() =>
      creditsPage.loader({
        request: request(m, `/credits?discount=${code}`),
        params: {},
        context: context(m.site),
      } as never),
    )
    const discount = data?.discount as { applied: boolean; problem: string | null } | null
    return { applied: Boolean(discount?.applied), status, message: discount?.problem ?? null }
  },
  async 'the direct-debit page'(m, code) {
    const { status, data } = await answer(() =>
      directDebitPage.loader({
        request: request(m, `/directdebit?package=${m.pkg.id}&discount=${code}`),
        params: {},
        context: context(m.site),
      } as never),
    )
    return { applied: Boolean(data?.discount), status, message: null }
  },
  async 'the direct-debit form'(m, code) {
    const { status, data } = await answer(() =>
      directDebitPage.action({
        request: request(m, '/directdebit', {
          intent: 'details',
          package: String(m.pkg.id),
          holder: 'Anna de Vries',
          iban: 'NL91ABNA0417164300',
          street: 'Keizersgracht',
          houseNumber: '12',
          postalCode: '1015 CJ',
          city: 'Amsterdam',
          phone: '06 12345678',
          consent: 'on',
          withdrawalWaiver: 'on',
          discount: code,
        }),
        params: {},
        context: context(m.site),
      } as never),
    )
    // On to the SMS code: the form was taken with its discount (a code that gives none is refused).
    return { applied: status === 302, status, message: (data?.problem as string | null | undefined) ?? null }
  },
}

describe('one limit for every way of trying a code', () => {
  for (const [name, tryCode] of Object.entries(ways)) {
    it(`${name}: a real code works, wrong ones count, and past the limit a real code is refused like a wrong one`, async () => {
      setRateLimitRulesForTests({ 'discount-guess-member': { ...RATE_LIMITS['discount-guess-member'], points: 2 } })
      const m = await member()
      expect(await tryCode(m, m.real)).toMatchObject({ applied: true })
      const wrong1 = await tryCode(m, 'GUESS-1')
      const wrong2 = await tryCode(m, 'GUESS-2')
      for (const wrong of [wrong1, wrong2]) expect(wrong.applied).toBe(false)
      // The limit is used up: the real code and a wrong one now get the same answer.
      const real = await tryCode(m, m.real)
      const wrong = await tryCode(m, 'GUESS-3')
      expect(real).toEqual(wrong)
      expect(real.applied).toBe(false)
      if (name !== 'the direct-debit page' && name !== 'the credits page') expect(real.status).toBe(429)
      if (name === 'the API' || name === 'the checkout page' || name === 'the checkout’s Pay form' || name === 'the credits page')
        expect(real.message).toBe(TOO_MANY)
    })
  }

  it('the ways share the one limit: a guess on the API and one on the page use up the Pay form’s tries', async () => {
    setRateLimitRulesForTests({ 'discount-guess-member': { ...RATE_LIMITS['discount-guess-member'], points: 2 } })
    const m = await member()
    expect((await ways['the API']!(m, 'GUESS-A')).status).toBe(404)
    expect((await ways['the checkout page']!(m, 'GUESS-B')).message).toBe('Code not found')
    expect(await ways['the credits page']!(m, m.real)).toMatchObject({ applied: false, message: TOO_MANY })
    expect(await ways['the checkout’s Pay form']!(m, m.real)).toEqual({ applied: false, status: 429, message: TOO_MANY })
    expect(await prisma.order.count({ where: { userId: m.user.id } })).toBe(0)
  })
})

describe('the welcome code in parallel checkouts of one member', () => {
  it('one order holds it, the others are told it is in use; never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      // Past the time bonus (4 hours), inside the welcome discount's 7 days.
      const m = await member(1)
      const welcome = await welcomeDiscount(m.user)
      expect(welcome).not.toBeNull()
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          answer(() =>
            checkoutPage.action({
              request: request(m, `/credits/${m.pkg.id}/creditcard`, { discount: welcome!.code, withdrawalWaiver: 'on' }),
              params: { id: String(m.pkg.id), paymentmethod: 'creditcard' },
              context: context(m.site),
            } as never),
          ),
        ),
      )
      expect(answers.map((a) => a.status).sort()).toEqual([302, 409, 409])
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.data).toMatchObject({ error: 'discount', message: expect.stringContaining('held by a payment you started') })
      const orders = await prisma.order.findMany({ where: { userId: m.user.id } })
      expect(orders).toHaveLength(1)
      expect(orders[0]!.discountAmount).toBeGreaterThan(0)
      expect(await prisma.discountCode.count({ where: { code: welcome!.code } })).toBe(1)
    }
  })
})
