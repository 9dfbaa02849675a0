// Discounts (SPEC §1, §3, §4, §9; docs/offers.md): staff campaign codes, personal codes (the
// welcome discount, the retention offer of the account-deletion page), and the time bonus
// TIMEBONUS25. One check decides whether a member may use a code on an order; the checkout holds
// the use for its open order, the payment confirms it, a failed payment releases it. The server's
// clock decides every window, never the browser's.
import { createHmac } from 'node:crypto'
import { prisma } from '../db.ts'
import type { DiscountCode, Prisma } from '../generated/prisma/client.ts'
import { getEnv } from '../env.ts'
import { ServiceError } from '../errors.ts'
import { TIME_BONUS_HOURS } from '../../shared/offers/time-bonus.ts'

export const TIME_BONUS_CODE = 'TIMEBONUS25'
export const TIME_BONUS_PERCENT = 25
/** The time bonus lasts 4 hours from signup (14,400 s, SPEC §9). */
export const TIME_BONUS_WINDOW_MS = TIME_BONUS_HOURS * 3600_000
export const WELCOME_PERCENT = 25
/** How long after signup the welcome discount can be used (the SPEC says "time-limited"). */
export const WELCOME_DAYS = 7
/** Percentages staff may give: a code never makes a package free (providers cannot charge 0). */
export const MIN_PERCENT = 1
export const MAX_PERCENT = 90
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,39}$/

type Tx = Prisma.TransactionClient

export interface OfferMember {
  id: number
  siteId: number
  paidUser: boolean
  signupDate: Date
}

export interface OrderTerms {
  /** The payment country of the order (the package's country). */
  country: string
  currency: string
  /** The package price in minor units, before the discount. */
  amount: number
  /** The chosen payment method, when it is known. */
  method?: string | null
}

export type DiscountProblem =
  | 'not_found'
  | 'already_used'
  | 'in_use'
  | 'used_up'
  | 'expired'
  | 'not_eligible'
  | 'wrong_country'
  | 'wrong_currency'
  | 'below_minimum'
  | 'method_not_allowed'
  /** The member tried too many unknown codes (discount-tries.ts): every code is refused for now. */
  | 'too_many_guesses'

export interface Discount {
  codeId: number
  code: string
  kind: DiscountCode['kind']
  percentage: number
  /** Empty: every method. */
  paymentMethods: string[]
  country: string | null
  currency: string | null
  minimumOrderValue: number
  /** When the code stops working for this member (the time bonus: signup + 4 hours). */
  endsAt: Date | null
}

export type DiscountCheck = { ok: true; discount: Discount } | { ok: false; problem: DiscountProblem; discount?: Discount }

/** What a refused code needs (for the message: its currency, minimum, methods). */
export interface DiscountNeeds {
  currency: string | null
  minimum: number
  methods: string[]
}

export function discountNeeds(d: Pick<Discount, 'currency' | 'minimumOrderValue' | 'paymentMethods'>): DiscountNeeds {
  return { currency: d.currency, minimum: d.minimumOrderValue, methods: d.paymentMethods }
}

export class DiscountRefusedError extends ServiceError<DiscountProblem, { needs?: DiscountNeeds }> {
  constructor(problem: DiscountProblem, needs?: DiscountNeeds) {
    super(problem, { needs }, `discount refused: ${problem}`)
  }
}

export function normalizeCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const code = raw.trim().toUpperCase()
  return CODE_PATTERN.test(code) ? code : null
}

/** The discount of `amount` (minor units) at `percentage`, rounded to the nearest minor unit. */
export function discountAmount(amount: number, percentage: number): number {
  return Math.round((amount * percentage) / 100)
}

/** When the member's time bonus ends, or null when they have none (paid, or signed up 4+ hours ago). */
export function timeBonusEndsAt(member: Pick<OfferMember, 'paidUser' | 'signupDate'>, now: Date): Date | null {
  if (member.paidUser) return null
  const ends = new Date(member.signupDate.getTime() + TIME_BONUS_WINDOW_MS)
  return ends > now ? ends : null
}

function welcomeEndsAt(member: Pick<OfferMember, 'paidUser' | 'signupDate'>, now: Date): Date | null {
  if (member.paidUser) return null
  const ends = new Date(member.signupDate.getTime() + WELCOME_DAYS * 86_400_000)
  return ends > now ? ends : null
}

/** The member's welcome code: derived from their id, so asking twice never makes a second one. */
function welcomeCodeFor(memberId: number): string {
  const secret = getEnv().SESSION_SECRET ?? 'amora-development-welcome-codes'
  const tag = createHmac('sha256', secret).update(`welcome:${memberId}`).digest('hex').slice(0, 8).toUpperCase()
  return `WELCOME${WELCOME_PERCENT}-${tag}`
}

function toDiscount(row: DiscountCode, endsAt: Date | null): Discount {
  return {
    codeId: row.id,
    code: row.code,
    kind: row.kind,
    percentage: row.valuePercentage,
    paymentMethods: row.paymentMethods,
    country: row.country,
    currency: row.currency,
    minimumOrderValue: row.minimumOrderValue,
    endsAt,
  }
}

/** The welcome code as stored, or as it will be stored when first used (reads never write). */
async function welcomeRow(db: Tx | typeof prisma, member: OfferMember, now: Date): Promise<DiscountCode | null> {
  const code = welcomeCodeFor(member.id)
  const stored = await db.discountCode.findUnique({ where: { code } })
  if (stored) return stored
  const endsAt = welcomeEndsAt(member, now)
  if (!endsAt) return null
  return {
    id: 0,
    siteId: member.siteId,
    code,
    kind: 'welcome',
    country: null,
    userId: member.id,
    valuePercentage: WELCOME_PERCENT,
    currency: null,
    minimumOrderValue: 0,
    status: 'active',
    validity: 'once_per_user',
    paymentMethods: [],
    expiresAt: endsAt,
    maxRedemptions: null,
    createdAt: now,
  }
}

/** The member's welcome discount; null once they paid, used it, or it ended. */
export async function welcomeDiscount(member: OfferMember, now = new Date()): Promise<Discount | null> {
  const check = await checkDiscount(member, welcomeCodeFor(member.id), null, now)
  return check.ok ? check.discount : null
}

export interface ActiveOffer {
  kind: 'time_bonus' | 'welcome'
  code: string
  percentage: number
  endsAt: Date
}

/** The offer as the pages get it: the countdown runs from the server's remaining seconds. */
export interface OfferJson {
  kind: ActiveOffer['kind']
  code: string
  percentage: number
  endsAt: string
  remainingSeconds: number
}

export async function offerForPage(member: OfferMember, now = new Date()): Promise<OfferJson | null> {
  const offer = await activeOffer(member, now)
  if (!offer) return null
  return {
    kind: offer.kind,
    code: offer.code,
    percentage: offer.percentage,
    endsAt: offer.endsAt.toISOString(),
    remainingSeconds: Math.max(0, Math.floor((offer.endsAt.getTime() - now.getTime()) / 1000)),
  }
}

/**
 * The discount a member is offered right now (SPEC §4): the time bonus while it runs, else the
 * welcome discount. Neither for premium members.
 */
export async function activeOffer(member: OfferMember, now = new Date()): Promise<ActiveOffer | null> {
  // Most members are past both windows: no query for them.
  if (!welcomeEndsAt(member, now)) return null
  const bonus = await checkDiscount(member, TIME_BONUS_CODE, null, now)
  if (bonus.ok && bonus.discount.endsAt) {
    return { kind: 'time_bonus', code: bonus.discount.code, percentage: bonus.discount.percentage, endsAt: bonus.discount.endsAt }
  }
  const welcome = await welcomeDiscount(member, now)
  return welcome?.endsAt ? { kind: 'welcome', code: welcome.code, percentage: welcome.percentage, endsAt: welcome.endsAt } : null
}

async function usedBy(db: Tx | typeof prisma, codeId: number, userId: number) {
  return db.discountRedemption.findFirst({ where: { codeId, userId }, select: { paidAt: true, orderId: true } })
}

/** Why this member may not use `row` on `terms` (null: they may). Order terms are optional for a lookup. */
async function problemWith(
  db: Tx | typeof prisma,
  row: DiscountCode,
  member: OfferMember,
  terms: OrderTerms | null,
  now: Date,
): Promise<{ problem: DiscountProblem | null; endsAt: Date | null }> {
  let endsAt = row.expiresAt
  if (row.kind === 'time_bonus') {
    endsAt = timeBonusEndsAt(member, now)
    if (!endsAt) return { problem: member.paidUser ? 'not_eligible' : 'expired', endsAt: null }
  }
  if (row.kind === 'welcome' && member.paidUser) return { problem: 'not_eligible', endsAt }
  if (row.expiresAt && row.expiresAt <= now) return { problem: 'expired', endsAt }
  if (row.validity === 'once_per_user') {
    const use = await usedBy(db, row.id, member.id)
    if (use) return { problem: use.paidAt ? 'already_used' : 'in_use', endsAt }
  }
  if (row.maxRedemptions !== null && (await db.discountRedemption.count({ where: { codeId: row.id } })) >= row.maxRedemptions) {
    return { problem: 'used_up', endsAt }
  }
  if (terms) {
    if (row.country && row.country !== terms.country) return { problem: 'wrong_country', endsAt }
    if (row.currency && row.currency !== terms.currency) return { problem: 'wrong_currency', endsAt }
    if (terms.amount < row.minimumOrderValue) return { problem: 'below_minimum', endsAt }
    if (terms.method && row.paymentMethods.length > 0 && !row.paymentMethods.includes(terms.method)) {
      return { problem: 'method_not_allowed', endsAt }
    }
  }
  return { problem: null, endsAt }
}

/** Finds the code as this member may see it: another member's personal code does not exist for them. */
async function findCode(db: Tx | typeof prisma, code: string, member: OfferMember, now: Date): Promise<DiscountCode | null> {
  const row =
    code === welcomeCodeFor(member.id) ? await welcomeRow(db, member, now) : await db.discountCode.findUnique({ where: { code } })
  if (!row || row.status !== 'active') return null
  if (row.siteId !== null && row.siteId !== member.siteId) return null
  if (row.userId !== null && row.userId !== member.id) return null
  return row
}

/** Whether `member` may use `rawCode` (on `terms`, when an order is being made). */
export async function checkDiscount(
  member: OfferMember,
  rawCode: unknown,
  terms: OrderTerms | null = null,
  now = new Date(),
): Promise<DiscountCheck> {
  const code = normalizeCode(rawCode)
  const row = code ? await findCode(prisma, code, member, now) : null
  if (!row) return { ok: false, problem: 'not_found' }
  const { problem, endsAt } = await problemWith(prisma, row, member, terms, now)
  const discount = toDiscount(row, endsAt)
  return problem ? { ok: false, problem, discount } : { ok: true, discount }
}

/**
 * Holds one use of the code for an open order, inside the checkout's transaction: the code row
 * is locked, every rule is checked again, and a once-per-user code gets a unique key, so two
 * checkouts at once cannot both use it. Throws DiscountRefusedError.
 */
export async function holdDiscount(
  tx: Tx,
  input: { member: OfferMember; code: unknown; orderId: number; terms: OrderTerms; now?: Date },
): Promise<Discount> {
  const now = input.now ?? new Date()
  const code = normalizeCode(input.code)
  let found = code ? await findCode(tx, code, input.member, now) : null
  if (!found) throw new DiscountRefusedError('not_found')
  if (found.id === 0) {
    // The welcome code is stored when it is first used. Parallel checkouts of one member all get
    // here: ON CONFLICT DO NOTHING waits for the first insert and then leaves it be (an upsert's
    // insert failed with a unique violation, P2002, a 500).
    const { id: _unused, ...data } = found
    await tx.discountCode.createMany({ data: [data], skipDuplicates: true })
    found = await tx.discountCode.findUniqueOrThrow({ where: { code: found.code } })
  }
  await tx.$queryRaw`SELECT id FROM "DiscountCode" WHERE id = ${found.id} FOR UPDATE`
  const { problem, endsAt } = await problemWith(tx, found, input.member, input.terms, now)
  if (problem) throw new DiscountRefusedError(problem, discountNeeds(found))
  try {
    await tx.discountRedemption.create({
      data: {
        codeId: found.id,
        userId: input.member.id,
        orderId: input.orderId,
        onceKey: found.validity === 'once_per_user' ? `${found.id}:${input.member.id}` : null,
      },
    })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002') throw new DiscountRefusedError('in_use')
    throw error
  }
  return toDiscount(found, endsAt)
}

/** The order was paid: its held use of a code counts from now on. */
export async function confirmDiscount(tx: Tx, orderId: number, paidAt = new Date()): Promise<void> {
  await tx.discountRedemption.updateMany({ where: { orderId, paidAt: null }, data: { paidAt } })
}

/** The order failed, was cancelled or expired: its code is free again. */
export async function releaseDiscount(tx: Tx, orderId: number): Promise<void> {
  await tx.discountRedemption.deleteMany({ where: { orderId, paidAt: null } })
}
