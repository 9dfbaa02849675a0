// The site settings section of the staff console (issue 32 item 5, docs/staff.md "Site
// settings"): who may change what (settings.manage, on the site; gifts and icebreakers on every
// site), one audit row with before and after per change, refused input with translated keys and
// nothing written, and every change visible in another process at once (its cached site is
// dropped through the cache bus; packages, gifts and icebreakers are read fresh).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createInterface, type Interface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCacheBus, startCacheBus } from '../../server/cache-bus.ts'
import { prisma } from '../../server/db.ts'
import { createCampaignCode, disableCode } from '../../server/offers/manage-discounts.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { setSiteText } from '../../server/sites/manage-site-texts.ts'
import { getSiteSettings, setMinimumMessageCost, updateSiteGeneral } from '../../server/settings/general.ts'
import { deleteIcebreaker, listGiftsForStaff, saveIcebreaker, updateGift } from '../../server/settings/gifts.ts'
import { createPackage, listPackages, updatePackage } from '../../server/settings/packages.ts'
import { SettingsError } from '../../server/settings/settings-error.ts'
import { createStaff } from '../../server/staff/accounts.ts'
import { cliActor, consoleActor, StaffForbiddenError, type StaffActor } from '../../server/staff/permissions.ts'
import { principalOf } from '../../server/staff/sessions.ts'
import type { StaffRoleName } from '../../shared/staff/permissions.ts'
import { formatAmount, type SiteGeneralInput } from '../../shared/staff/settings.ts'

let made = 0
async function actorWith(roles: StaffRoleName[], siteIds?: number[]): Promise<StaffActor> {
  made++
  const { staff } = await createStaff(cliActor('test'), {
    email: `settings.${process.pid}.${made}@staff.test`,
    name: `Settings ${made}`,
    roles,
    allSites: !siteIds,
    siteIds: siteIds ?? [],
    password: 'Correct-Horse-42',
  })
  return consoleActor(principalOf(staff), '203.0.113.7')
}

let siteId: number
let otherSiteId: number
let admin: StaffActor
const others: Record<string, StaffActor> = {}

beforeAll(async () => {
  siteId = (await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })).id
  otherSiteId = (await prisma.site.findUniqueOrThrow({ where: { domain: 'she.localhost' } })).id
  admin = await actorWith(['admin'])
  others.support = await actorWith(['support'])
  others.moderator = await actorWith(['moderator'])
  others.operator = await actorWith(['operator'])
  others.adminOfTheOtherSite = await actorWith(['admin'], [otherSiteId])
})

/** The general form as the console sends it, from the site's current values. */
async function generalForm(change: Partial<Record<keyof SiteGeneralInput, string>> = {}) {
  const { general } = await getSiteSettings(admin, siteId)
  const form: Record<string, string> = {}
  for (const [key, value] of Object.entries(general)) {
    if (typeof value === 'boolean') {
      if (value) form[key] = 'on'
    } else if (key === 'directDebitLimit') form[key] = formatAmount(value as number)
    else form[key] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return { ...form, ...change }
}

const auditRows = (action: string) => prisma.auditLog.findMany({ where: { action }, orderBy: { id: 'asc' } })

describe('who may change the settings', () => {
  it('only an admin of the site; the other roles and an admin of another site are refused', async () => {
    const form = await generalForm({ refundDays: '21' })
    const pkg = (await listPackages(admin, siteId))[0]!
    const gift = (await listGiftsForStaff(admin))[0]!
    const attempts = (actor: StaffActor) => [
      () => getSiteSettings(actor, siteId),
      () => updateSiteGeneral(actor, siteId, form),
      () => setMinimumMessageCost(actor, siteId, { country: 'NL', currency: 'EUR', amount: '0.50' }),
      () => listPackages(actor, siteId),
      () => createPackage(actor, siteId, { tier: 'p0', country: 'SE', currency: 'SEK', amount: '99', credits: '10' }),
      () => updatePackage(actor, siteId, { id: String(pkg.id), amount: '1', credits: '1', active: 'on' }),
      () => setSiteText(siteId, 'de', 'index_title', 'Verboten', actor),
      () => createCampaignCode(siteId, { code: 'NOPE-1', percentage: '10' }, actor),
      () => disableCode(siteId, 'NOPE-1', actor),
      () => updateGift(actor, { id: String(gift.id), credits: '1', sortOrder: '1', icon: '🌹', active: 'on' }),
      () => saveIcebreaker(actor, { language: 'fi', text: 'Hei!', sortOrder: '900' }),
    ]
    for (const [who, actor] of Object.entries(others)) {
      for (const attempt of attempts(actor)) await expect(attempt(), who).rejects.toBeInstanceOf(StaffForbiddenError)
    }
    // Nothing was written, nothing audited.
    expect((await getSiteSettings(admin, siteId)).general.refundDays).toBe(14)
    expect(await prisma.auditLog.count({ where: { action: { startsWith: 'settings.' } } })).toBe(0)
    expect(await prisma.discountCode.count({ where: { code: 'NOPE-1' } })).toBe(0)
  })

  it('gifts and icebreakers serve every site: an admin of some sites may look, not change', async () => {
    const limited = await actorWith(['admin'], [siteId])
    const gifts = await listGiftsForStaff(limited)
    expect(gifts.length).toBeGreaterThan(0)
    await expect(
      updateGift(limited, { id: String(gifts[0]!.id), credits: '1', sortOrder: '1', icon: '🌹', active: 'on' }),
    ).rejects.toBeInstanceOf(StaffForbiddenError)
    await expect(saveIcebreaker(limited, { language: 'fi', text: 'Hei!', sortOrder: '901' })).rejects.toBeInstanceOf(
      StaffForbiddenError,
    )
    // The same admin changes their own site.
    expect(await updateSiteGeneral(limited, siteId, await generalForm())).toEqual([])
  })
})

describe('validation', () => {
  it('refuses bad input with the keys of translated messages, and writes nothing', async () => {
    const bad = await generalForm({
      refundDays: '-1',
      supportEmail: 'not an address',
      countries: 'NL, Holland',
      niche: '8',
      minAge: '17',
      messageCredits: 'ten',
      name: '  ',
    })
    const error = await updateSiteGeneral(admin, siteId, bad).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SettingsError)
    expect((error as SettingsError).code).toBe('invalid')
    expect((error as SettingsError).details.fieldErrors).toEqual({
      refundDays: ['settings.errors.range'],
      supportEmail: ['settings.errors.email'],
      countries: ['settings.errors.countries'],
      niche: ['settings.errors.choice'],
      minAge: ['settings.errors.range'],
      messageCredits: ['settings.errors.number'],
      name: ['settings.errors.required'],
    })
    const packageError = await createPackage(admin, siteId, {
      tier: 'p9',
      country: 'N',
      currency: 'EU',
      amount: '19.999',
      credits: '0',
    }).catch((e: unknown) => e)
    expect((packageError as SettingsError).details.fieldErrors).toEqual({
      tier: ['settings.errors.choice'],
      country: ['settings.errors.country'],
      currency: ['settings.errors.currency'],
      amount: ['settings.errors.amount'],
      credits: ['settings.errors.range'],
    })
    // A tier priced twice in one country and currency.
    const existing = (await listPackages(admin, siteId)).find((p) => p.country === 'NL')!
    await expect(
      createPackage(admin, siteId, { tier: existing.tier, country: 'nl', currency: 'eur', amount: '5', credits: '5' }),
    ).rejects.toMatchObject({ code: 'package_exists' })
    // Another site's package is not found from this site.
    const theirs = await prisma.creditPackage.create({
      data: { siteId: otherSiteId, tier: 'p0', country: 'NL', currency: 'EUR', amount: 999, credits: 10 },
    })
    await expect(
      updatePackage(admin, siteId, { id: String(theirs.id), amount: '1', credits: '1', active: 'on' }),
    ).rejects.toMatchObject({ code: 'not_found' })
    await expect(updateGift(admin, { id: '12.5', credits: '1', sortOrder: '1', icon: 'x' })).rejects.toMatchObject({
      code: 'invalid',
    })
    expect(await prisma.auditLog.count({ where: { action: { startsWith: 'settings.' } } })).toBe(0)
  })
})

describe('changes, their audit rows and other processes', () => {
  let peer: ChildProcessWithoutNullStreams
  let answers: Interface
  const pending: ((line: string) => void)[] = []

  beforeAll(async () => {
    await startCacheBus()
    peer = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/cache-peer.ts'], { env: process.env })
    peer.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    answers = createInterface({ input: peer.stdout })
    const ready = new Promise<void>((resolve) => answers.once('line', () => resolve()))
    answers.on('line', (line) => pending.shift()?.(line))
    await ready
  })

  afterAll(async () => {
    answers?.close()
    peer?.kill()
    await closeCacheBus()
  })

  type Seen = {
    refundDays: number
    name: string
    indexTitleDe: string
    prices: string[]
    gifts: string[]
    icebreakersFi: string[]
  }
  /** What the other process shows now (its cache, when it has one). */
  const seenElsewhere = () =>
    new Promise<Seen>((resolve) => {
      pending.push((line) => resolve(JSON.parse(line) as Seen))
      peer.stdin.write('localhost\n')
    })

  it('general settings: saved, audited with the changed fields, and dropped from every cache', async () => {
    const before = await seenElsewhere()
    expect(before.refundDays).toBe(14)
    // Cached over there: a change behind the bus's back stays unseen.
    await prisma.$executeRaw`UPDATE "Site" SET name = 'Behind the back' WHERE id = ${siteId}`
    expect((await seenElsewhere()).name).toBe(before.name)

    const changed = await updateSiteGeneral(admin, siteId, await generalForm({ refundDays: '30', name: 'Amora Plus' }))
    expect(changed.sort()).toEqual(['name', 'refundDays'])
    const [row] = await auditRows('settings.site')
    expect(row).toMatchObject({
      siteId,
      staffId: (admin as { staff: { id: number } }).staff.id,
      ip: '203.0.113.7',
      before: { name: 'Behind the back', refundDays: 14 },
      after: { name: 'Amora Plus', refundDays: 30 },
    })
    expect((await getSiteByHost('localhost')).refundDays).toBe(30)
    await expect.poll(async () => (await seenElsewhere()).refundDays).toBe(30)
    expect((await seenElsewhere()).name).toBe('Amora Plus')
    // Saving the same values again changes and audits nothing.
    expect(await updateSiteGeneral(admin, siteId, await generalForm())).toEqual([])
    expect(await auditRows('settings.site')).toHaveLength(1)
  })

  it('a site text: audited, and the other process shows it', async () => {
    expect(await setSiteText(siteId, 'de', 'index_title', 'Amora: Neu auf allen Knoten', admin)).toEqual({
      ok: true,
      removed: false,
    })
    const [row] = await auditRows('site_text_set')
    expect(row).toMatchObject({ siteId, subjectId: 'de:index_title', after: { value: 'Amora: Neu auf allen Knoten' } })
    await expect.poll(async () => (await seenElsewhere()).indexTitleDe).toBe('Amora: Neu auf allen Knoten')
  })

  it('minimum message costs: set and removed per country, audited', async () => {
    await setMinimumMessageCost(admin, siteId, { country: 'se', currency: 'sek', amount: '1,50' })
    let costs = (await getSiteSettings(admin, siteId)).minimumMessageCosts
    expect(costs.find((c) => c.country === 'SE')).toEqual({ country: 'SE', currency: 'SEK', costs: 150 })
    expect(costs.length).toBeGreaterThan(1)
    await setMinimumMessageCost(admin, siteId, { country: 'SE', currency: '', amount: '' })
    costs = (await getSiteSettings(admin, siteId)).minimumMessageCosts
    expect(costs.find((c) => c.country === 'SE')).toBeUndefined()
    const rows = await auditRows('settings.minimum_message_cost')
    expect(rows.map((r) => r.after)).toEqual([
      { country: 'SE', cost: { costs: 150, currency: 'SEK' } },
      { country: 'SE', cost: null },
    ])
  })

  it('packages: a new price and a changed one are on sale at once in the other process', async () => {
    const nl = (await listPackages(admin, siteId)).filter((p) => p.country === 'NL' && p.currency === 'EUR')
    const p1 = nl.find((p) => p.tier === 'p1')!
    const updated = await updatePackage(admin, siteId, { id: String(p1.id), amount: '24.5', credits: '333', active: 'on' })
    expect(updated).toMatchObject({ amount: 2450, credits: 333, popular: false, active: true })
    await expect.poll(async () => (await seenElsewhere()).prices).toContain('p1:2450:333')
    const [row] = await auditRows('settings.package_update')
    expect(row).toMatchObject({
      subjectType: 'credit_package',
      subjectId: String(p1.id),
      before: { amount: p1.amount, credits: p1.credits, popular: p1.popular },
      after: { amount: 2450, credits: 333, popular: false },
    })
    // Off sale: gone from the prices.
    await updatePackage(admin, siteId, { id: String(p1.id), amount: '24.50', credits: '333' })
    expect((await seenElsewhere()).prices.some((p) => p.startsWith('p1:'))).toBe(false)

    const created = await createPackage(admin, siteId, {
      tier: 'p0',
      country: 'li',
      currency: 'chf',
      amount: '9.90',
      credits: '50',
      popular: 'on',
    })
    expect(created).toMatchObject({ country: 'LI', currency: 'CHF', amount: 990, credits: 50, popular: true, active: true })
    expect((await auditRows('settings.package_create'))[0]).toMatchObject({
      after: { tier: 'p0', country: 'LI', currency: 'CHF', amount: 990 },
    })
  })

  it('gifts and icebreakers: audited, and the chat of the other process offers them at once', async () => {
    const gift = (await listGiftsForStaff(admin))[0]!
    await updateGift(admin, { id: String(gift.id), credits: String(gift.credits + 7), sortOrder: '0', icon: '💐', active: 'on' })
    await expect.poll(async () => (await seenElsewhere()).gifts).toContain(`${gift.slug}:${gift.credits + 7}`)
    expect((await auditRows('settings.gift_update'))[0]).toMatchObject({
      siteId: null,
      subjectType: 'gift',
      subjectId: gift.slug,
      before: { credits: gift.credits, icon: gift.icon },
      after: { credits: gift.credits + 7, icon: '💐', active: true },
    })
    await updateGift(admin, { id: String(gift.id), credits: '5', sortOrder: '0', icon: '💐' })
    expect((await seenElsewhere()).gifts.some((g) => g.startsWith(`${gift.slug}:`))).toBe(false)

    const added = await saveIcebreaker(admin, { language: 'fi', text: 'Mikä on lempikirjasi?', sortOrder: '950' })
    await expect.poll(async () => (await seenElsewhere()).icebreakersFi).toContain('Mikä on lempikirjasi?')
    await expect(saveIcebreaker(admin, { language: 'fi', text: 'Toinen', sortOrder: '950' })).rejects.toMatchObject({
      code: 'icebreaker_place_taken',
    })
    await saveIcebreaker(admin, { id: String(added.id), language: 'fi', text: 'Mikä elokuva?', sortOrder: '950' })
    expect((await seenElsewhere()).icebreakersFi).toContain('Mikä elokuva?')
    await deleteIcebreaker(admin, { id: String(added.id) })
    expect((await seenElsewhere()).icebreakersFi).not.toContain('Mikä elokuva?')
    const rows = await prisma.auditLog.findMany({
      where: { subjectType: 'icebreaker', subjectId: String(added.id) },
      orderBy: { id: 'asc' },
    })
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['settings.icebreaker_create', null, { language: 'fi', text: 'Mikä on lempikirjasi?', sortOrder: 950 }],
      [
        'settings.icebreaker_update',
        { language: 'fi', text: 'Mikä on lempikirjasi?', sortOrder: 950 },
        { language: 'fi', text: 'Mikä elokuva?', sortOrder: 950 },
      ],
      ['settings.icebreaker_delete', { language: 'fi', text: 'Mikä elokuva?', sortOrder: 950 }, null],
    ])
  })

  it('discount codes: created and switched off, audited with before and after', async () => {
    expect(await createCampaignCode(siteId, { code: 'spring-26', percentage: '20', uses: '100' }, admin)).toEqual({
      ok: true,
      code: 'SPRING-26',
    })
    expect(await createCampaignCode(siteId, { code: 'SPRING-26', percentage: '20' }, admin)).toMatchObject({
      ok: false,
      exists: true,
    })
    expect(await disableCode(siteId, 'spring-26', admin)).toBe(true)
    const rows = await prisma.auditLog.findMany({
      where: { subjectType: 'discount', subjectId: 'SPRING-26' },
      orderBy: { id: 'asc' },
    })
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['discount.create', null, { code: 'SPRING-26', percentage: 20, validity: 'once_per_user' }],
      ['discount.disable', { status: 'active' }, { status: 'inactive' }],
    ])
  })
})
