// Staff work on discount codes (support CLI): campaign codes with their limits, the list of
// codes with their uses, and switching a code off. Every change is audited.
import { z } from 'zod'
import { prisma } from '../db.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { MAX_PERCENT, MIN_PERCENT, normalizeCode } from './discounts.ts'
import { PAYMENT_METHODS } from '../payments/methods.ts'

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

export const campaignCodeSchema = z.object({
  code: z.string().transform((v, ctx) => {
    const code = normalizeCode(v)
    if (!code) ctx.addIssue({ code: 'custom', message: 'A code is 2 to 40 letters, digits or dashes.' })
    return code ?? ''
  }),
  percentage: z.coerce.number().int().min(MIN_PERCENT).max(MAX_PERCENT),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A country is a two-letter code.')
    .transform((v) => v.toUpperCase())
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'A currency is a three-letter code.')
    .transform((v) => v.toUpperCase())
    .optional(),
  /** In minor units of the currency. */
  minimum: z.coerce.number().int().min(0).default(0),
  methods: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const methods = list(v)
      const unknown = methods.filter((m) => !(PAYMENT_METHODS as readonly string[]).includes(m))
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown payment methods: ${unknown.join(', ')}.` })
      return methods
    }),
  validity: z.enum(['once_per_user', 'unlimited']).default('once_per_user'),
  days: z.coerce.number().int().min(1).max(3650).optional(),
  uses: z.coerce.number().int().min(1).optional(),
})

export type CampaignCodeInput = z.input<typeof campaignCodeSchema>

/** `exists`: the code is taken (by any site); the other errors are the input's. */
export type CreateCodeResult = { ok: true; code: string } | { ok: false; errors: string[]; exists?: true }

export async function createCampaignCode(
  siteId: number,
  input: CampaignCodeInput,
  staff: StaffActorInput,
): Promise<CreateCodeResult> {
  assertStaffMay(toStaffActor(staff), 'settings.manage', siteId)
  const parsed = campaignCodeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }
  const c = parsed.data
  if (c.minimum > 0 && !c.currency) return { ok: false, errors: ['minimum: a minimum order value needs a currency.'] }
  try {
    const row = await prisma.$transaction(async (tx) => {
      const created = await tx.discountCode.create({
        data: {
          siteId,
          code: c.code,
          kind: 'general',
          valuePercentage: c.percentage,
          country: c.country ?? null,
          currency: c.currency ?? null,
          minimumOrderValue: c.minimum,
          paymentMethods: c.methods,
          validity: c.validity,
          expiresAt: c.days ? new Date(Date.now() + c.days * 86_400_000) : null,
          maxRedemptions: c.uses ?? null,
        },
      })
      await recordStaffAction(tx, staff, {
        siteId,
        action: 'discount.create',
        subject: { type: 'discount', id: created.code },
        after: { code: created.code, percentage: created.valuePercentage, validity: created.validity },
        data: { code: created.code, siteId },
      })
      return created
    })
    return { ok: true, code: row.code }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002')
      return { ok: false, errors: [`code: ${c.code} exists already.`], exists: true }
    throw error
  }
}

export interface CodeListing {
  code: string
  kind: string
  percentage: number
  status: string
  limits: string
  used: number
  held: number
}

/** The site's codes (personal ones left out unless asked), newest first, with their paid and held uses. */
export async function listCodes(siteId: number, options: { personal?: boolean; limit?: number } = {}): Promise<CodeListing[]> {
  const rows = await prisma.discountCode.findMany({
    where: {
      OR: [{ siteId }, { siteId: null }],
      ...(options.personal ? {} : { userId: null }),
    },
    orderBy: { id: 'desc' },
    take: options.limit ?? 50,
    include: { redemptions: { select: { paidAt: true } } },
  })
  return rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    percentage: r.valuePercentage,
    status: r.expiresAt && r.expiresAt <= new Date() ? 'expired' : r.status,
    limits: [
      r.country && `country ${r.country}`,
      r.currency && `currency ${r.currency}`,
      r.minimumOrderValue > 0 && `minimum ${r.minimumOrderValue}`,
      r.paymentMethods.length > 0 && `methods ${r.paymentMethods.join(',')}`,
      r.validity === 'once_per_user' ? 'once per member' : 'reusable',
      r.maxRedemptions !== null && `at most ${r.maxRedemptions} uses`,
      r.expiresAt && `until ${r.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    ]
      .filter(Boolean)
      .join('; '),
    used: r.redemptions.filter((u) => u.paidAt).length,
    held: r.redemptions.filter((u) => !u.paidAt).length,
  }))
}

/** Switches a code off (open payments that hold it keep their price). False when there is no such code. */
export async function disableCode(siteId: number, rawCode: string, staff: StaffActorInput): Promise<boolean> {
  assertStaffMay(toStaffActor(staff), 'settings.manage', siteId)
  const code = normalizeCode(rawCode)
  if (!code) return false
  return prisma.$transaction(async (tx) => {
    const where = { code, OR: [{ siteId }, { siteId: null }] }
    const before = await tx.discountCode.findFirst({ where, select: { status: true } })
    const { count } = await tx.discountCode.updateMany({ where, data: { status: 'inactive' } })
    if (count)
      await recordStaffAction(tx, staff, {
        siteId,
        action: 'discount.disable',
        subject: { type: 'discount', id: code },
        before: { status: before?.status ?? null },
        after: { status: 'inactive' },
        data: { code },
      })
    return count > 0
  })
}
