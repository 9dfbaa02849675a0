// A site's credit packages and their prices per country (SPEC §2 premium tiers p0-p3), changed
// in the staff console (/staff/settings/packages). Packages are read from the database on every
// pricing page and checkout (server/pricing/get-pricing.ts, server/payments/checkout.ts): no
// process keeps a copy, so a change shows on the next page without an invalidation. A package
// that orders point to is never deleted: it is switched off (active).
import { prisma } from '../db.ts'
import type { CreditPackage } from '../generated/prisma/client.ts'
import { recordStaffAction } from '../staff/audit.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'
import { packageCreateSchema, packageUpdateSchema, PACKAGE_TIERS } from '../../shared/staff/settings.ts'
import { fieldErrorsOf, SettingsError } from './settings-error.ts'

export type PackageRow = Pick<CreditPackage, 'id' | 'tier' | 'country' | 'currency' | 'amount' | 'credits' | 'popular' | 'active'>

const select = {
  id: true,
  tier: true,
  country: true,
  currency: true,
  amount: true,
  credits: true,
  popular: true,
  active: true,
} as const

/** The site's packages by country, then currency and tier. */
export async function listPackages(actor: StaffActor, siteId: number): Promise<PackageRow[]> {
  assertStaffMay(actor, 'settings.manage', siteId)
  const rows = await prisma.creditPackage.findMany({ where: { siteId }, select })
  return rows.sort(
    (a, b) =>
      a.country.localeCompare(b.country) ||
      a.currency.localeCompare(b.currency) ||
      PACKAGE_TIERS.indexOf(a.tier) - PACKAGE_TIERS.indexOf(b.tier),
  )
}

const view = (row: PackageRow) => ({
  tier: row.tier,
  country: row.country,
  currency: row.currency,
  amount: row.amount,
  credits: row.credits,
  popular: row.popular,
  active: row.active,
})

export async function createPackage(actor: StaffActor, siteId: number, input: unknown): Promise<PackageRow> {
  assertStaffMay(actor, 'settings.manage', siteId)
  const parsed = packageCreateSchema.safeParse(input)
  if (!parsed.success) throw new SettingsError('invalid', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.creditPackage.create({ data: { siteId, ...parsed.data }, select })
      await recordStaffAction(tx, actor, {
        siteId,
        action: 'settings.package_create',
        subject: { type: 'credit_package', id: row.id },
        after: view(row),
      })
      return row
    })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002') throw new SettingsError('package_exists')
    throw error
  }
}

/** Changes a package's price, credits, "popular" mark and whether it is on sale. */
export async function updatePackage(actor: StaffActor, siteId: number, input: unknown): Promise<PackageRow> {
  assertStaffMay(actor, 'settings.manage', siteId)
  const parsed = packageUpdateSchema.safeParse(input)
  if (!parsed.success) throw new SettingsError('invalid', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  const { id, ...change } = parsed.data
  return prisma.$transaction(async (tx) => {
    const before = await tx.creditPackage.findFirst({ where: { id, siteId }, select })
    if (!before) throw new SettingsError('not_found')
    const row = await tx.creditPackage.update({ where: { id }, data: change, select })
    await recordStaffAction(tx, actor, {
      siteId,
      action: 'settings.package_update',
      subject: { type: 'credit_package', id },
      before: view(before),
      after: view(row),
    })
    return row
  })
}
