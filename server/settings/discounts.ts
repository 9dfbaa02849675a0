// What the discounts page of the site settings shows (/staff/settings/discounts): the site's
// campaign codes (members' personal codes left out) with their limits and uses, newest first.
// Creating and switching off are createCampaignCode and disableCode
// (server/offers/manage-discounts.ts), which the support CLI uses too.
import { prisma } from '../db.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'

export async function codesForStaff(actor: StaffActor, siteId: number) {
  assertStaffMay(actor, 'settings.manage', siteId)
  const rows = await prisma.discountCode.findMany({
    where: { OR: [{ siteId }, { siteId: null }], userId: null },
    orderBy: { id: 'desc' },
    take: 200,
    include: { redemptions: { select: { paidAt: true } } },
  })
  const now = new Date()
  return rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    percentage: r.valuePercentage,
    status: r.status === 'active' && r.expiresAt && r.expiresAt <= now ? ('expired' as const) : r.status,
    country: r.country,
    currency: r.currency,
    minimumOrderValue: r.minimumOrderValue,
    paymentMethods: r.paymentMethods,
    validity: r.validity,
    maxRedemptions: r.maxRedemptions,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    used: r.redemptions.filter((u) => u.paidAt).length,
    held: r.redemptions.filter((u) => !u.paidAt).length,
  }))
}
