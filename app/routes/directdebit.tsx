// /directdebit (SPEC §2 directdebit, §5, §8; docs/payments.md): paying a package by SEPA direct
// debit. Step 1 (?package=N, from the checkout's Pay for "sdd"): account holder, IBAN, address,
// mobile number and the mandate consent; we text a code. Step 2 (?request=N): the code, which
// signs the mandate at Mollie and starts the debit; then the checkout's return page. Plain forms:
// everything works without JavaScript.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/directdebit'
import { localeContext, siteContext } from '../context.ts'
import { requireUser } from '../../server/accounts/sessions.ts'
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
import { discountLine } from '../../server/payments/orders.ts'
import { DiscountRefusedError } from '../../server/offers/discounts.ts'
import { formatPrice } from '../../server/pricing/format-price.ts'
import { ActivationRequiredNotice } from '../components/layout/activation-required.tsx'
import { ErrorList, Field } from '../components/forms/field.tsx'
import { DirectDebitError } from '../../server/payments/direct-debit-limits.ts'
import { log } from '../../server/log.ts'

const notFound = () => new Response('Not Found', { status: 404 })

/** The member, the package (of their payment country) and the sdd method, or a 404. */
async function resolve(request: Request, context: Route.LoaderArgs['context'], packageId: number | null) {
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const language = context.get(localeContext)
  const pricing = await memberPricing(site, user, countryFromRequest(request), language)
  const pkg = packageId === null ? null : await packageForMember(site.id, packageId, pricing.country)
  const method = pkg ? checkoutMethod(site, 'sdd', pricing.country, pkg.currency) : null
  if (!pkg || !method) throw notFound()
  return { user: { ...user, language }, site, language, country: pricing.country, pkg, method }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const requestId = parseId(url.searchParams.get('request'))
  if (requestId !== null) {
    const user = await requireUser(request)
    const open = await openRequest(user.id, requestId)
    if (!open) {
      // Ended (used, too many wrong codes, replaced): start again from the package, if known.
      const ended = await endedRequestPackage(user.id, requestId)
      if (ended !== null) throw redirect(`/directdebit?package=${ended}&ended=1`)
      throw notFound()
    }
    const { user: member, pkg, language, method } = await resolve(request, context, open.packageId)
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
    }
  }
  const { user, site, language, pkg, method } = await resolve(request, context, parseId(url.searchParams.get('package')))
  const discount = url.searchParams.get('discount')?.slice(0, 60) ?? null
  const line = await discountLine({ member: user, pkg, method: method.name, code: discount })
  const total = Math.max(0, pkg.amount - line.amount)
  return {
    step: 'details' as const,
    pkg: { id: pkg.id, tier: pkg.tier, credits: pkg.credits },
    discount: line.code,
    total: formatPrice(total, pkg.currency, language),
    refusal: await directDebitRefusalFor(user.id, site, total),
    activationRequired: !mayActOnOthers(user),
    ended: url.searchParams.get('ended') === '1',
  }
}

type Problem = DirectDebitError['code'] | 'tooMany' | 'activation' | 'discount' | 'provider'

const fail = (problem: Problem, status: number, extra: { attemptsLeft?: number | undefined } = {}) =>
  data({ result: undefined, problem, ...extra }, { status })

const problemStatus: Record<DirectDebitError['code'], number> = {
  blocked: 403,
  limit: 403,
  unavailable: 404,
  sms_failed: 502,
  expired: 410,
  code_invalid: 400,
  too_many_attempts: 400,
  resend_wait: 429,
  resend_limit: 429,
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = form.get('intent')
  const description = (credits: number) => `${context.get(siteContext).name} ${credits} credits`
  try {
    if (intent === 'details') {
      const { user, site, country, pkg, method } = await resolve(request, context, parseId(form.get('package')))
      const submission = parseWithZod(form, { schema: directDebitSchema(country) })
      if (submission.status !== 'success') return data({ result: submission.reply(), problem: null }, { status: 400 })
      const limit = await consumeLimit('direct-debit-sms-member', user.id)
      if (!limit.allowed) return fail('tooMany', 429)
      const line = await discountLine({ member: user, pkg, method: method.name, code: submission.value.discount })
      const requestId = await requestDirectDebitCode({
        user,
        site,
        pkg,
        amount: Math.max(0, pkg.amount - line.amount),
        details: submission.value,
      })
      return redirect(`/directdebit?request=${requestId}`)
    }
    const user = await requireUser(request)
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
      return fail(error.code, problemStatus[error.code], { attemptsLeft: error.details.attemptsLeft })
    if (error instanceof ActivationRequiredError) return fail('activation', 403)
    if (error instanceof DiscountRefusedError) return fail('discount', 409)
    if (error instanceof Response) throw error
    log().warn({ err: error }, 'direct debit failed')
    return fail('provider', 502)
  }
}

function Problem({ problem, attemptsLeft }: { problem: Problem | null | undefined; attemptsLeft?: number }) {
  const { t } = useTranslation('payments')
  if (!problem) return null
  if (problem === 'activation') return <ActivationRequiredNotice />
  return (
    <div className="alert alert-danger" role="alert" data-testid="direct-debit-problem">
      {problem === 'code_invalid' && attemptsLeft === undefined
        ? t('directDebit.errors.codeInvalid')
        : t(`directDebit.problems.${problem}`, { count: attemptsLeft ?? 0 })}
    </div>
  )
}

/** A required field of the mandate form in its grid column (the shared Field, payments' messages). */
function DebitField({
  col = 'col-12',
  maxLength,
  ...props
}: Omit<Parameters<typeof Field>[0], 'ns' | 'className' | 'inputProps'> & { col?: string; maxLength: number }) {
  return <Field {...props} ns="payments" className={col} inputProps={{ required: true, maxLength }} />
}

function DetailsStep({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { step: 'details' }>
  actionData: Route.ComponentProps['actionData']
}) {
  const { t } = useTranslation('payments')
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<ReturnType<typeof directDebitSchema>>>({
    id: 'direct-debit',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    shouldRevalidate: 'onSubmit',
  })
  const { key: consentKey, ...consentProps } = getInputProps(fields.consent, { type: 'checkbox' })
  if (loaderData.refusal)
    return (
      <div className="alert alert-warning" role="alert" data-testid="direct-debit-refused">
        {t(`directDebit.problems.${loaderData.refusal}`)}{' '}
        <Link to={`/credits/${loaderData.pkg.id}`} className="alert-link">
          {t('checkout.changeMethod')}
        </Link>
      </div>
    )
  if (loaderData.activationRequired) return <ActivationRequiredNotice />
  return (
    <>
      {loaderData.ended ? (
        <div className="alert alert-info" role="status">
          {t('directDebit.ended')}
        </div>
      ) : null}
      <Problem problem={actionData?.problem} />
      <Form method="post" {...getFormProps(form)} className="row g-3">
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="package" value={loaderData.pkg.id} />
        {loaderData.discount ? <input type="hidden" name="discount" value={loaderData.discount} /> : null}
        <DebitField meta={fields.holder} label={t('directDebit.holder')} autoComplete="name" maxLength={70} />
        <DebitField meta={fields.iban} label={t('directDebit.iban')} autoComplete="off" maxLength={50} />
        <DebitField
          meta={fields.street}
          label={t('directDebit.street')}
          autoComplete="address-line1"
          maxLength={100}
          col="col-sm-8"
        />
        <DebitField
          meta={fields.houseNumber}
          label={t('directDebit.houseNumber')}
          autoComplete="off"
          maxLength={20}
          col="col-sm-4"
        />
        <DebitField
          meta={fields.postalCode}
          label={t('directDebit.postalCode')}
          autoComplete="postal-code"
          maxLength={12}
          col="col-sm-4"
        />
        <DebitField
          meta={fields.city}
          label={t('directDebit.city')}
          autoComplete="address-level2"
          maxLength={80}
          col="col-sm-8"
        />
        <DebitField meta={fields.phone} label={t('directDebit.phone')} autoComplete="tel" maxLength={30} type="tel" />
        <div className="col-12">
          <div className="form-check">
            <input
              key={consentKey}
              {...consentProps}
              required
              className={`form-check-input${fields.consent.errors?.length ? ' is-invalid' : ''}`}
            />
            <label className="form-check-label small" htmlFor={fields.consent.id}>
              {t('directDebit.consent', { total: loaderData.total })}
            </label>
            <ErrorList id={fields.consent.errorId} errors={fields.consent.errors} ns="payments" />
          </div>
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={navigation.state !== 'idle'}>
            {t('directDebit.sendCode')}
          </button>
        </div>
      </Form>
    </>
  )
}

function CodeStep({
  loaderData,
  actionData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { step: 'code' }>
  actionData: Route.ComponentProps['actionData']
}) {
  const { t } = useTranslation('payments')
  const navigation = useNavigation()
  const problem = actionData?.problem
  return (
    <>
      <p>{t('directDebit.codeSent', { phone: loaderData.phone, minutes: loaderData.minutes })}</p>
      <p className="small text-muted">
        {t('directDebit.iban')}: <span className="font-monospace">{loaderData.iban}</span>
      </p>
      {actionData && 'resent' in actionData && actionData.resent ? (
        <div className="alert alert-success" role="status">
          {t('directDebit.resent')}
        </div>
      ) : null}
      <Problem
        problem={problem}
        attemptsLeft={actionData && 'attemptsLeft' in actionData ? actionData.attemptsLeft : undefined}
      />
      <Form method="post" className="mb-3">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="request" value={loaderData.requestId} />
        <label htmlFor="sms-code" className="form-label">
          {t('directDebit.code')}
        </label>
        <input
          id="sms-code"
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${loaderData.codeLength}}`}
          maxLength={loaderData.codeLength}
          className={`form-control form-control-lg mb-3${problem === 'code_invalid' ? ' is-invalid' : ''}`}
          aria-invalid={problem === 'code_invalid' ? true : undefined}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={navigation.state !== 'idle'}>
          {t('directDebit.confirm', { price: loaderData.price })}
        </button>
      </Form>
      <Form method="post" className="d-inline">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="request" value={loaderData.requestId} />
        <button type="submit" className="btn btn-link p-0 align-baseline" disabled={navigation.state !== 'idle'}>
          {t('directDebit.resend')}
        </button>
      </Form>
      {' · '}
      <Link to={`/directdebit?package=${loaderData.pkg.id}`}>{t('directDebit.changeDetails')}</Link>
    </>
  )
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
        <DetailsStep loaderData={loaderData} actionData={actionData} />
      ) : (
        <CodeStep loaderData={loaderData} actionData={actionData} />
      )}
      <p className="small text-muted mt-4">{t('directDebit.legal')}</p>
    </main>
  )
}
