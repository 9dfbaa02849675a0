// /directdebit (SPEC §2 directdebit, §5, §8; docs/payments.md): paying a package by SEPA direct
// debit. Step 1 (?package=N, from the checkout's Pay for "sdd"): account holder, IBAN, address,
// mobile number and the mandate consent; we text a code. Step 2 (?request=N): the code, which
// signs the mandate at Mollie and starts the debit; then the checkout's return page. Plain forms:
// everything works without JavaScript.
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, redirect } from 'react-router'
import type { Route } from './+types/directdebit'
import { localeContext, siteContext } from '../context.ts'
import { ActivationRequiredError, mayActOnOthers } from '../../server/accounts/member-policy.ts'
import { countryFromRequest } from '../../server/http/geo.ts'
import { parseId } from '../../server/http/parse-id.ts'
import { consumeLimit } from '../../server/http/rate-limits.ts'
import { readForm } from '../../server/http/read-body.ts'
import { checkoutMethod, memberPricing, packageForMember } from '../../server/payments/checkout.ts'
import {
  confirmDirectDebit,
  DIRECT_DEBIT_CODE_MINUTES,
  directDebitRefusalFor,
  endedRequestPackage,
  openRequest,
  requestDirectDebitCode,
  resendDirectDebitCode,
} from '../../server/payments/direct-debit.ts'
import { directDebitSchema, maskIban, SMS_CODE_LENGTH, smsCodeSchema } from '../../server/payments/direct-debit-schema.ts'
import { discountLine, OrderError } from '../../server/payments/orders.ts'
import { creditorOf, mandateReference } from '../../server/payments/sepa.ts'
import { waiverFromForm } from './+shared/withdrawal.server.ts'
import { DiscountRefusedError } from '../../server/offers/discounts.ts'
import { formatPrice } from '../../server/pricing/format-price.ts'
import { DirectDebitCodeStep } from '../components/payments/direct-debit-code-step.tsx'
import { DirectDebitDetailsStep } from '../components/payments/direct-debit-details-step.tsx'
import type { DirectDebitPageProblem } from '../components/payments/direct-debit-problem.tsx'
import { DirectDebitError } from '../../server/payments/direct-debit-limits.ts'
import { log } from '../../server/log.ts'
import { requireMember } from '../session.server.ts'
import { notFound } from '../../server/http/not-found.ts'
import { refusalStatus } from '../../server/http/refusal-status.ts'

/** The member, the package (of their payment country) and the sdd method, or a 404. */
async function resolve(request: Request, context: Route.LoaderArgs['context'], packageId: number | null) {
  const user = await requireMember({ request })
  const site = context.get(siteContext)
  const language = context.get(localeContext)
  const pricing = await memberPricing(site, user, countryFromRequest(request), language)
  const pkg = packageId === null ? null : await packageForMember(site.id, packageId, pricing.country)
  const method = pkg ? checkoutMethod(site, 'sdd', pricing.country, pkg.currency) : null
  // No SEPA creditor identifier for the site's company: no mandate can name its creditor.
  const creditor = creditorOf(site.company)
  if (!pkg || !method || !creditor) throw notFound()
  return { user: { ...user, language }, site, language, country: pricing.country, pkg, method, creditor }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const requestId = parseId(url.searchParams.get('request'))
  if (requestId !== null) {
    const user = await requireMember({ request, context })
    const open = await openRequest(user.id, requestId)
    if (!open) {
      // Ended (used, too many wrong codes, replaced): start again from the package, if known.
      const ended = await endedRequestPackage(user.id, requestId)
      if (ended !== null) throw redirect(`/directdebit?package=${ended}&ended=1`)
      throw notFound()
    }
    const { user: member, site, pkg, language, method, creditor } = await resolve(request, context, open.packageId)
    const line = await discountLine({ member, pkg, method: method.name, code: open.discountCode })
    return {
      step: 'code' as const,
      requestId: open.id,
      pkg: { id: pkg.id, tier: pkg.tier, credits: pkg.credits },
      iban: maskIban(open.iban),
      phone: `${open.phone.slice(0, 4)}•••••${open.phone.slice(-3)}`,
      expiresAt: open.expiresAt.toISOString(),
      codeLength: SMS_CODE_LENGTH,
      minutes: DIRECT_DEBIT_CODE_MINUTES,
      price: formatPrice(Math.max(0, pkg.amount - line.amount), pkg.currency, language),
      mandate: {
        reference: mandateReference(site.name, open.id),
        creditor: creditor.name,
        address: creditor.address,
        creditorId: creditor.id,
      },
    }
  }
  const { user, site, language, pkg, method, creditor } = await resolve(
    request,
    context,
    parseId(url.searchParams.get('package')),
  )
  const discount = url.searchParams.get('discount')?.slice(0, 60) ?? null
  const line = await discountLine({ member: user, pkg, method: method.name, code: discount })
  const total = Math.max(0, pkg.amount - line.amount)
  return {
    step: 'details' as const,
    pkg: { id: pkg.id, tier: pkg.tier, credits: pkg.credits },
    discount: line.code,
    total: formatPrice(total, pkg.currency, language),
    creditor,
    refusal: await directDebitRefusalFor(user.id, site, total),
    activationRequired: !mayActOnOthers(user),
    ended: url.searchParams.get('ended') === '1',
  }
}

const fail = (problem: DirectDebitPageProblem, status: number, extra: { attemptsLeft?: number | undefined } = {}) =>
  data({ result: undefined, problem, ...extra }, { status })

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = form.get('intent')
  const description = (credits: number) => `${context.get(siteContext).name} ${credits} credits`
  try {
    if (intent === 'details') {
      const { user, site, country, language, pkg, method } = await resolve(request, context, parseId(form.get('package')))
      const submission = parseWithZod(form, { schema: directDebitSchema(country) })
      if (submission.status !== 'success') return data({ result: submission.reply(), problem: null }, { status: 400 })
      const limit = await consumeLimit('direct-debit-sms-member', user.id)
      if (!limit.allowed) return fail('tooMany', 429)
      const line = await discountLine({ member: user, pkg, method: method.name, code: submission.value.discount })
      if (line.problem) return line.problem === 'too_many_guesses' ? fail('tooMany', 429) : fail('discount', 409)
      const requestId = await requestDirectDebitCode({
        user,
        site,
        pkg,
        amount: Math.max(0, pkg.amount - line.amount),
        details: submission.value,
        withdrawalWaiver: waiverFromForm(form, language),
      })
      return redirect(`/directdebit?request=${requestId}`)
    }
    const user = await requireMember({ request })
    const requestId = parseId(form.get('request'))
    const open = requestId === null ? null : await openRequest(user.id, requestId)
    if (!open) return fail('expired', 410)
    const resolved = await resolve(request, context, open.packageId)
    if (intent === 'resend') {
      await resendDirectDebitCode(user.id, open.id, resolved.site, resolved.language)
      return data({ result: undefined, problem: null, resent: true })
    }
    if (intent !== 'code') throw new Response('Bad Request', { status: 400 })
    const limit = await consumeLimit('direct-debit-code-member', user.id)
    if (!limit.allowed) return fail('tooMany', 429)
    const submission = parseWithZod(form, { schema: smsCodeSchema })
    if (submission.status !== 'success') return fail('code_invalid', 400)
    const { orderId } = await confirmDirectDebit({
      user: resolved.user,
      site: resolved.site,
      requestId: open.id,
      code: submission.value.code,
      method: resolved.method,
      pkg: resolved.pkg,
      description: description(resolved.pkg.credits),
    })
    return redirect(`/credits/${resolved.pkg.id}/sdd?order=${orderId}`)
  } catch (error) {
    if (error instanceof DirectDebitError)
      return fail(error.code, refusalStatus(error.code), { attemptsLeft: error.details.attemptsLeft })
    if (error instanceof ActivationRequiredError) return fail('activation', 403)
    if (error instanceof OrderError && error.code === 'withdrawal_waiver') return fail('withdrawal', 400)
    if (error instanceof DiscountRefusedError)
      return error.code === 'too_many_guesses' ? fail('tooMany', 429) : fail('discount', 409)
    if (error instanceof Response) throw error
    log().warn({ err: error }, 'direct debit failed')
    return fail('provider', 502)
  }
}

export default function DirectDebit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('payments')
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 640 }}>
      <title>{t('directDebit.title')}</title>
      <h1 className="h3">{t('directDebit.title')}</h1>
      <p className="text-muted">
        {t('repeat.package', { count: loaderData.pkg.credits })} · {loaderData.pkg.tier.toUpperCase()} ·{' '}
        <span data-testid="direct-debit-total">{loaderData.step === 'details' ? loaderData.total : loaderData.price}</span>
      </p>
      {loaderData.step === 'details' ? (
        <DirectDebitDetailsStep details={loaderData} answer={actionData} />
      ) : (
        <DirectDebitCodeStep request={loaderData} answer={actionData} />
      )}
      <p className="small text-muted mt-4">{t('directDebit.legal')}</p>
    </main>
  )
}
