// The SEPA side of direct debit (docs/payments.md "Direct debit"): the creditor the mandate names
// (the site's company, with its SEPA creditor identifier), the mandate reference, the recurrent
// mandate kept for the member (shown and revocable in their settings), and the pre-notification
// e-mail that goes out before each debit is asked for at Mollie (SEPA Core rulebook: the debtor is
// told amount, date, mandate reference and creditor identifier before the collection).
import { sendAccountEmail } from '../../jobs/send-account-email.ts'
import { prisma } from '../db.ts'
import type { Company, Prisma } from '../generated/prisma/client.ts'
import { log } from '../log.ts'
import { siteOrigin, siteUrl } from '../sites/site-url.ts'
import { ServiceError } from '../errors.ts'
import { revokeMollieMandate } from './mollie.ts'

type Db = Prisma.TransactionClient | typeof prisma

/**
 * The version of the mandate text (payments:directDebit.consent): 2 names the creditor and covers
 * the repeat orders the member confirms later (a recurrent mandate). A changed text: a new version.
 */
export const MANDATE_TEXT_VERSION = 2

/**
 * Business days between the debit being asked for at Mollie and the earliest collection: Mollie
 * submits a SEPA Core debit to the bank on the next business day, which collects it on the one
 * after. The pre-notification names this date ("on or shortly after"); the terms agree that it comes
 * at least one day before (the rulebook's default is 14 calendar days unless agreed otherwise).
 */
export const COLLECTION_BUSINESS_DAYS = 2

export interface Creditor {
  name: string
  address: string
  /** The SEPA creditor identifier (e.g. NL82ZZZ812345670000). */
  id: string
}

/** The creditor of the site's mandates; null when the company has no SEPA creditor identifier. */
export function creditorOf(company: Pick<Company, 'name' | 'address' | 'city' | 'country' | 'sepaCreditorId'>): Creditor | null {
  const id = company.sepaCreditorId.trim()
  if (!id) return null
  return { name: company.name, address: `${company.address}, ${company.city}, ${company.country}`, id }
}

/** The mandate reference: the site's name in capitals and the request's id (unique per creditor). */
export function mandateReference(siteName: string, requestId: number): string {
  const prefix =
    siteName
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 12)
      .toUpperCase() || 'AMORA'
  return `${prefix}-${requestId}`
}

/** The earliest day the bank collects a debit asked for at `now` (weekends skipped). */
export function collectionDate(now = new Date(), businessDays = COLLECTION_BUSINESS_DAYS): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12))
  let left = businessDays
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1)
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left--
  }
  return day
}

/** 'mandate_outdated': signed before the mandate covered repeat orders (text version 1). */
export type MandateProblem = 'unknown_mandate' | 'mandate_revoked' | 'mandate_outdated'
export class MandateError extends ServiceError<MandateProblem> {}

/** The member's mandate row for a provider mandate ("customer:mandate"), which must not be revoked. */
export async function usableMandate(db: Db, userId: number, providerMandateId: string) {
  const mandate = await db.directDebitMandate.findUnique({ where: { providerMandateId } })
  if (!mandate || mandate.userId !== userId) throw new MandateError('unknown_mandate')
  if (mandate.revokedAt) throw new MandateError('mandate_revoked')
  if (mandate.textVersion < MANDATE_TEXT_VERSION) throw new MandateError('mandate_outdated')
  return mandate
}

/**
 * The pre-notification of one debit, sent (not only queued) before the debit is asked for at
 * Mollie: an e-mail that cannot be sent stops the debit (the caller fails the order). Its key is
 * the order's, so a retry never sends it twice.
 */
export async function preNotifyDebit(input: {
  order: { id: number; userId: number; amount: number; currency: string }
  mandate: { reference: string; creditorId: string; creditorName: string; iban: string }
  site: { domain: string }
  now?: Date
}) {
  await sendAccountEmail({
    template: 'debit-notice',
    userId: input.order.userId,
    idempotencyKey: `debit-notice:${input.order.id}`,
    baseUrl: siteOrigin(input.site),
    variables: {
      orderId: input.order.id,
      amount: input.order.amount,
      currency: input.order.currency,
      collectionDate: collectionDate(input.now),
      mandateReference: input.mandate.reference,
      creditorId: input.mandate.creditorId,
      creditorName: input.mandate.creditorName,
      iban: input.mandate.iban,
      settingsUrl: siteUrl(input.site, '/notifications#direct-debit-mandates'),
    },
  })
}

/** The member's mandates for the settings page, newest first. */
export function memberMandates(userId: number) {
  return prisma.directDebitMandate.findMany({
    where: { userId },
    orderBy: { signedAt: 'desc' },
    take: 20,
  })
}

/**
 * Revokes one of the member's mandates: no debit is made off it again (repeat orders stop being
 * offered with it) and Mollie is told. Revoking twice is a no-op. A mandate Mollie no longer
 * knows is revoked here all the same; a Mollie that does not answer leaves it revoked here (we
 * never debit it again) and is logged for support.
 */
export async function revokeMandate(userId: number, mandateId: number): Promise<{ revoked: boolean }> {
  const mandate = await prisma.directDebitMandate.findUnique({ where: { id: mandateId } })
  if (!mandate || mandate.userId !== userId) throw new MandateError('unknown_mandate')
  if (mandate.revokedAt) return { revoked: false }
  await prisma.$transaction([
    prisma.directDebitMandate.update({ where: { id: mandate.id }, data: { revokedAt: new Date() } }),
    prisma.order.updateMany({ where: { userId, mandateId: mandate.providerMandateId }, data: { repeatable: false } }),
  ])
  try {
    await revokeMollieMandate(mandate.providerMandateId)
  } catch (error) {
    log().warn({ err: error, mandateId: mandate.id }, 'direct debit: Mollie did not revoke the mandate')
  }
  return { revoked: true }
}
