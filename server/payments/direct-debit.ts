// Direct debit (SPEC §2 directdebit, §5, §8; docs/payments.md): the member fills in the mandate
// details, we text a 6-digit code to their mobile number, and the right code signs the SEPA
// mandate at Mollie and starts the debit for the package. A member whose earlier payment was
// charged back is blocked from direct debit; what one member may order by direct debit within the
// site's directDebitLimitDays is capped at directDebitLimit (EUR minor units).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { assertMayActOnOthers } from '../accounts/member-policy.ts'
import { prisma } from '../db.ts'
import type { Company, CreditPackage, Site } from '../generated/prisma/client.ts'
import { getI18n } from '../i18n/resources.ts'
import type { Locale } from '../../shared/i18n/config.ts'
import { siteUrl } from '../sites/site-url.ts'
import { smsSender } from '../sms/sms.ts'
import { maskIban, SMS_CODE_LENGTH, type DirectDebitDetails } from './direct-debit-schema.ts'
import type { CatalogueMethod } from './methods.ts'
import { DirectDebitError, directDebitRefusal } from './direct-debit-limits.ts'

import { applyPaymentStatus, failOrder, openOrder, type NewOrderInput } from './orders.ts'
import { createDirectDebitMandate, createMollieCustomer, mollieProvider } from './mollie.ts'
import { creditorOf, MANDATE_TEXT_VERSION, mandateReference, preNotifyDebit } from './sepa.ts'
import { OrderError } from './order-error.ts'
import { requireWaiver, type WithdrawalWaiver } from './withdrawal.ts'
import { log } from '../log.ts'

/** How long a texted code is good for. */
export const DIRECT_DEBIT_CODE_MINUTES = 10
/** Wrong codes before the request ends and the member starts again. */
export const DIRECT_DEBIT_MAX_ATTEMPTS = 5
/** Codes one request may send (the first and two "send a new code"). */
export const DIRECT_DEBIT_MAX_SENDS = 3
/** Seconds before "send a new code" sends another. */
export const DIRECT_DEBIT_RESEND_SECONDS = 30

type DebitSite = Pick<Site, 'id' | 'name' | 'domain' | 'directDebitLimit' | 'directDebitLimitDays'> & {
  /** The creditor the mandate names (sepa.ts): no creditor identifier, no direct debit. */
  company: Pick<Company, 'name' | 'address' | 'city' | 'country' | 'sepaCreditorId'>
}
type DebitMember = NewOrderInput['user'] & { language: string }

const hashCode = (requestId: number, code: string) => createHash('sha256').update(`${requestId}:${code}`).digest()

/** Whether direct debit can be offered at all here: Mollie is on and SMS codes can be sent. */
export function directDebitAvailable(site?: Pick<DebitSite, 'company'>): boolean {
  return smsSender() !== null && (!site || creditorOf(site.company) !== null)
}

function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
}

async function textCode(request: { id: number; phone: string; iban: string }, site: DebitSite, language: string) {
  const requestId = request.id
  const code = newCode()
  const t = getI18n(language as Locale).getFixedT(language, 'payments')
  const sender = smsSender()
  if (!sender) throw new DirectDebitError('unavailable')
  // The hash is stored before the text goes out: a code that arrives is always one we know.
  await prisma.directDebitRequest.update({
    where: { id: requestId },
    data: {
      codeHash: hashCode(requestId, code).toString('hex'),
      codeSentAt: new Date(),
      expiresAt: new Date(Date.now() + DIRECT_DEBIT_CODE_MINUTES * 60_000),
      attempts: 0,
    },
  })
  try {
    await sender.send(request.phone, t('directDebit.sms', { code, site: site.name, minutes: DIRECT_DEBIT_CODE_MINUTES }))
  } catch (error) {
    log().warn({ err: error }, 'direct debit: SMS not sent')
    await prisma.directDebitRequest.update({
      where: { id: requestId },
      data: { endedAt: new Date(), iban: maskIban(request.iban) },
    })
    throw new DirectDebitError('sms_failed')
  }
}

/**
 * Step 1: checks the member may pay this package by direct debit, keeps the mandate details and
 * texts them a code; the request's id. An earlier open request of the member ends.
 */
export async function requestDirectDebitCode(input: {
  user: DebitMember
  site: DebitSite
  pkg: CreditPackage
  amount: number
  details: DirectDebitDetails
  /** The waiver of the right of withdrawal ticked on the form; null refuses (withdrawal.ts). */
  withdrawalWaiver: WithdrawalWaiver | null
}): Promise<number> {
  const waiver = requireWaiver(input.withdrawalWaiver)
  await assertMayActOnOthers(input.user.id)
  if (!directDebitAvailable(input.site)) throw new DirectDebitError('unavailable')
  const refusal = await directDebitRefusal(prisma, input.user.id, input.site, input.amount)
  if (refusal) throw new DirectDebitError(refusal)
  const { details } = input
  const request = await prisma.$transaction(async (tx) => {
    const earlier = await tx.directDebitRequest.findMany({ where: { userId: input.user.id, endedAt: null } })
    for (const old of earlier)
      await tx.directDebitRequest.update({ where: { id: old.id }, data: { endedAt: new Date(), iban: maskIban(old.iban) } })
    return tx.directDebitRequest.create({
      data: {
        userId: input.user.id,
        packageId: input.pkg.id,
        discountCode: details.discount || null,
        holder: details.holder,
        iban: details.iban,
        street: details.street,
        houseNumber: details.houseNumber,
        postalCode: details.postalCode,
        city: details.city,
        phone: details.phone,
        withdrawalWaiverAt: waiver.at,
        withdrawalWaiverVersion: waiver.version,
        codeHash: '',
        codeSentAt: new Date(),
        expiresAt: new Date(),
      },
    })
  })
  await textCode(request, input.site, input.user.language)
  return request.id
}

/** The member's own open request (null when it is not theirs, ended or unknown). */
export async function openRequest(userId: number, requestId: number) {
  const request = await prisma.directDebitRequest.findUnique({ where: { id: requestId } })
  if (!request || request.userId !== userId || request.endedAt) return null
  return request
}

/** The package of the member's own request that has ended (used, too many codes, replaced); null otherwise. */
export async function endedRequestPackage(userId: number, requestId: number): Promise<number | null> {
  const request = await prisma.directDebitRequest.findUnique({
    where: { id: requestId },
    select: { userId: true, packageId: true },
  })
  return request && request.userId === userId ? request.packageId : null
}

/** Why the member may not order `amount` by direct debit now (null: they may); see direct-debit-limits.ts. */
export const directDebitRefusalFor = (userId: number, site: DebitSite, amount: number) =>
  directDebitRefusal(prisma, userId, site, amount)

/** "Send a new code": at most DIRECT_DEBIT_MAX_SENDS per request, one per DIRECT_DEBIT_RESEND_SECONDS. */
export async function resendDirectDebitCode(userId: number, requestId: number, site: DebitSite, language: string) {
  const request = await openRequest(userId, requestId)
  if (!request) throw new DirectDebitError('expired')
  if (request.sends >= DIRECT_DEBIT_MAX_SENDS) throw new DirectDebitError('resend_limit')
  if (Date.now() - request.codeSentAt.getTime() < DIRECT_DEBIT_RESEND_SECONDS * 1000) throw new DirectDebitError('resend_wait')
  const claimed = await prisma.directDebitRequest.updateMany({
    where: { id: request.id, sends: request.sends, endedAt: null },
    data: { sends: { increment: 1 } },
  })
  if (!claimed.count) throw new DirectDebitError('resend_wait')
  await textCode(request, site, language)
}

/**
 * Step 2: the code. A wrong one counts (DIRECT_DEBIT_MAX_ATTEMPTS end the request); the right one
 * ends the request, makes the order (discount hold and the limit checked again in its
 * transaction), signs the mandate at Mollie and starts the debit. The order's id.
 */
export async function confirmDirectDebit(input: {
  user: DebitMember
  site: DebitSite
  requestId: number
  code: string
  method: CatalogueMethod
  pkg: CreditPackage
  description: string
}): Promise<{ orderId: number }> {
  const request = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM "DirectDebitRequest" WHERE id = ${input.requestId} AND "userId" = ${input.user.id} FOR UPDATE`
    const row = rows.length ? await tx.directDebitRequest.findUnique({ where: { id: rows[0]!.id } }) : null
    if (!row || row.endedAt || row.packageId !== input.pkg.id) return { problem: 'expired' as const }
    if (row.expiresAt.getTime() < Date.now()) return { problem: 'expired' as const }
    const expected = Buffer.from(row.codeHash, 'hex')
    const given = hashCode(row.id, input.code)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1
      const ended = attempts >= DIRECT_DEBIT_MAX_ATTEMPTS
      await tx.directDebitRequest.update({
        where: { id: row.id },
        data: { attempts, ...(ended ? { endedAt: new Date(), iban: maskIban(row.iban) } : {}) },
      })
      return ended
        ? { problem: 'too_many_attempts' as const }
        : { problem: 'code_invalid' as const, attemptsLeft: DIRECT_DEBIT_MAX_ATTEMPTS - attempts }
    }
    // The code is used up at once: a second submit of the same code finds the request ended.
    await tx.directDebitRequest.update({ where: { id: row.id }, data: { endedAt: new Date() } })
    return { request: row }
  })
  if (!request.request) throw new DirectDebitError(request.problem ?? 'expired', request.attemptsLeft)
  const row = request.request
  const creditor = creditorOf(input.site.company)
  if (!creditor) throw new DirectDebitError('unavailable')
  // The waiver ticked on the mandate form (its time and version; the language is the page's now).
  const withdrawalWaiver =
    row.withdrawalWaiverAt && row.withdrawalWaiverVersion !== null
      ? { at: row.withdrawalWaiverAt, version: row.withdrawalWaiverVersion, language: input.user.language }
      : null
  let order
  try {
    if (!withdrawalWaiver) throw new OrderError('withdrawal_waiver', 'The mandate form had no waiver.')
    order = await openOrder(
      { user: input.user, pkg: input.pkg, method: input.method, discountCode: row.discountCode, withdrawalWaiver },
      async (tx, amount) => {
        const refusal = await directDebitRefusal(tx, input.user.id, input.site, amount)
        if (refusal) throw new DirectDebitError(refusal)
      },
    )
  } finally {
    await prisma.directDebitRequest.update({ where: { id: row.id }, data: { iban: maskIban(row.iban) } })
  }
  try {
    const member = await prisma.user.findUniqueOrThrow({ where: { id: input.user.id }, select: { mollieCustomerId: true } })
    let customerId = member.mollieCustomerId
    if (!customerId) {
      customerId = await createMollieCustomer({
        userId: input.user.id,
        name: row.holder,
        email: input.user.email,
        language: input.user.language,
      })
      await prisma.user.update({ where: { id: input.user.id }, data: { mollieCustomerId: customerId } })
    }
    const reference = mandateReference(input.site.name, row.id)
    const signedAt = new Date()
    const mandateId = await createDirectDebitMandate({ customerId, holder: row.holder, iban: row.iban, reference, signedAt })
    // The recurrent mandate as signed (shown and revocable in the settings), then the debit's
    // pre-notification, both before the debit is asked for.
    const mandate = await prisma.directDebitMandate.upsert({
      where: { providerMandateId: mandateId },
      update: {},
      create: {
        userId: input.user.id,
        providerMandateId: mandateId,
        reference,
        creditorName: creditor.name,
        creditorAddress: creditor.address,
        creditorId: creditor.id,
        holder: row.holder,
        iban: maskIban(row.iban),
        textVersion: MANDATE_TEXT_VERSION,
        language: input.user.language.slice(0, 5),
        signedAt,
      },
    })
    await preNotifyDebit({ order, mandate, site: input.site })
    const payment = await mollieProvider.chargeStored({
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      mandateId,
      description: input.description,
      webhookUrl: siteUrl(input.site, '/api/webhooks/mollie'),
    })
    await prisma.$transaction([
      prisma.directDebitRequest.update({ where: { id: row.id }, data: { orderId: order.id } }),
      prisma.order.update({ where: { id: order.id }, data: { paymentId: payment.paymentId, mandateId } }),
    ])
    // Our own API call's answer (a SEPA debit is pending for days; the webhook brings the rest).
    await applyPaymentStatus({ provider: 'mollie', paymentId: payment.paymentId, status: payment.status, mandateId })
    return { orderId: order.id }
  } catch (error) {
    await failOrder(order.id)
    throw error
  }
}
