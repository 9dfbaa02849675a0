// A site's general settings (SPEC §3 "Site settings") and its minimum message costs, changed in
// the staff console (/staff/settings). Each change is checked (settings.manage on the site),
// audited with what was before and after in the same transaction, and then announced to every
// process (invalidateSite), so the member pages show it within moments.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { recordStaffAction } from '../staff/audit.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'
import { invalidateSite } from '../sites/site-cache.ts'
import { minimumCostSchema, siteGeneralSchema, SITE_GENERAL_FIELDS, type SiteGeneralInput } from '../../shared/staff/settings.ts'
import { fieldErrorsOf, SettingsError } from './settings-error.ts'

const generalSelect = Object.fromEntries(SITE_GENERAL_FIELDS.map((f) => [f, true])) as Record<keyof SiteGeneralInput, true>

export interface SiteOverview {
  id: number
  domain: string
  company: string
  general: SiteGeneralInput
  minimumMessageCosts: { country: string; currency: string; costs: number }[]
  counts: { texts: number; packages: number; activePackages: number; codes: number }
}

/** What /staff/settings shows of one site. */
export async function getSiteSettings(actor: StaffActor, siteId: number): Promise<SiteOverview> {
  assertStaffMay(actor, 'settings.manage', siteId)
  const site = await prisma.site.findUnique({
    where: { id: siteId },
    select: { ...generalSelect, id: true, domain: true, minimumMessageCosts: true, company: { select: { name: true } } },
  })
  if (!site) throw new SettingsError('not_found')
  const [texts, packages, activePackages, codes] = await Promise.all([
    prisma.siteText.count({ where: { siteId } }),
    prisma.creditPackage.count({ where: { siteId } }),
    prisma.creditPackage.count({ where: { siteId, active: true } }),
    prisma.discountCode.count({ where: { siteId, userId: null, status: 'active' } }),
  ])
  const { id, domain, company, minimumMessageCosts, ...general } = site
  return {
    id,
    domain,
    company: company.name,
    general: { ...general, signups: normalSignups(general.signups) } as SiteGeneralInput,
    minimumMessageCosts: costsOf(minimumMessageCosts),
    counts: { texts, packages, activePackages, codes },
  }
}

/** Any other stored value means closed (SPEC §4). */
const normalSignups = (value: string) => (value === 'all' || value === 'with_trafficsource' ? value : 'closed')

function costsOf(value: Prisma.JsonValue): SiteOverview['minimumMessageCosts'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return []
  return Object.entries(value as Record<string, { costs?: unknown; currency?: unknown }>)
    .filter(([, c]) => c && typeof c.costs === 'number' && typeof c.currency === 'string')
    .map(([country, c]) => ({ country, currency: c.currency as string, costs: c.costs as number }))
    .sort((a, b) => a.country.localeCompare(b.country))
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Saves the general settings; audits the fields that changed (before and after). Returns the
 * names of the changed fields (none: nothing was written).
 */
export async function updateSiteGeneral(actor: StaffActor, siteId: number, input: unknown): Promise<string[]> {
  assertStaffMay(actor, 'settings.manage', siteId)
  const parsed = siteGeneralSchema.safeParse(input)
  if (!parsed.success) throw new SettingsError('invalid', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  const next = parsed.data
  const changed = await prisma.$transaction(async (tx) => {
    const current = await tx.site.findUnique({ where: { id: siteId }, select: generalSelect })
    if (!current) throw new SettingsError('not_found')
    const fields = SITE_GENERAL_FIELDS.filter((f) => !same(current[f], next[f]))
    if (!fields.length) return fields
    const pick = (from: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, from[f]])) as Prisma.InputJsonObject
    await tx.site.update({ where: { id: siteId }, data: pick(next) })
    await recordStaffAction(tx, actor, {
      siteId,
      action: 'settings.site',
      subject: { type: 'site', id: siteId },
      before: pick(current),
      after: pick(next),
    })
    return fields
  })
  if (changed.length) await invalidateSite(siteId)
  return changed
}

/** Sets (amount given) or removes the least a message costs in one country. */
export async function setMinimumMessageCost(actor: StaffActor, siteId: number, input: unknown): Promise<void> {
  assertStaffMay(actor, 'settings.manage', siteId)
  const parsed = minimumCostSchema.safeParse(input)
  if (!parsed.success) throw new SettingsError('invalid', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  const { country, currency, amount } = parsed.data
  if (amount !== undefined && currency === undefined)
    throw new SettingsError('invalid', { fieldErrors: { currency: ['settings.errors.currency'] } })
  await prisma.$transaction(async (tx) => {
    // Locked: two saves of different countries must not each drop the other's.
    const [row] = await tx.$queryRaw<{ minimumMessageCosts: Prisma.JsonValue }[]>`
      SELECT "minimumMessageCosts" FROM "Site" WHERE id = ${siteId} FOR UPDATE`
    if (!row) throw new SettingsError('not_found')
    const costs = Object.fromEntries(
      costsOf(row.minimumMessageCosts).map((c) => [c.country, { costs: c.costs, currency: c.currency }]),
    )
    const before = costs[country] ?? null
    if (amount === undefined) delete costs[country]
    else costs[country] = { costs: amount, currency: currency! }
    await tx.site.update({ where: { id: siteId }, data: { minimumMessageCosts: costs } })
    await recordStaffAction(tx, actor, {
      siteId,
      action: 'settings.minimum_message_cost',
      subject: { type: 'site', id: siteId },
      before: { country, cost: before },
      after: { country, cost: costs[country] ?? null },
    })
  })
  await invalidateSite(siteId)
}
