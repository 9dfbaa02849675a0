// Gifts (price in credits, order, icon, on offer or not) and icebreakers (per language), changed
// in the staff console (/staff/settings/gifts). Both serve every site, so changing them needs
// settings.manage on all sites. The chat reads them from the database for every page
// (server/chat/conversations.ts listGifts, listIcebreakers) and a gift's price when it is sent:
// no process keeps a copy, so a change shows on the next page without an invalidation.
// A gift's name comes from the locale files (chat.json gifts.<slug>), so new kinds of gift come
// with a deploy (prisma/seed); here the existing ones are priced and switched.
import { prisma } from '../db.ts'
import { recordStaffAction } from '../staff/audit.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'
import { giftUpdateSchema, icebreakerDeleteSchema, icebreakerSaveSchema } from '../../shared/staff/settings.ts'
import { assertMayChangeEverySite, fieldErrorsOf, SettingsError } from './settings-error.ts'

const giftSelect = { id: true, slug: true, icon: true, credits: true, sortOrder: true, active: true } as const

/** Every gift, offered or not, in the picker's order. */
export async function listGiftsForStaff(actor: StaffActor) {
  assertStaffMay(actor, 'settings.manage')
  return prisma.gift.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], select: giftSelect })
}

export async function updateGift(actor: StaffActor, input: unknown) {
  assertMayChangeEverySite(actor)
  const parsed = giftUpdateSchema.safeParse(input)
  if (!parsed.success) throw new SettingsError('invalid', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  const { id, ...change } = parsed.data
  return prisma.$transaction(async (tx) => {
    const before = await tx.gift.findUnique({ where: { id }, select: giftSelect })
    if (!before) throw new SettingsError('not_found')
    const after = await tx.gift.update({ where: { id }, data: change, select: giftSelect })
    const { id: _b, slug: _s, ...was } = before
    const { id: _a, slug: _t, ...is } = after
    await recordStaffAction(tx, actor, {
      action: 'settings.gift_update',
      subject: { type: 'gift', id: before.slug },
      before: was,
      after: is,
    })
    return after
  })
}

const icebreakerSelect = { id: true, language: true, text: true, sortOrder: true } as const

/** The icebreakers of one language, in their order. */
export async function listIcebreakersForStaff(actor: StaffActor, language: string) {
  assertStaffMay(actor, 'settings.manage')
  return prisma.icebreaker.findMany({ where: { language }, orderBy: { sortOrder: 'asc' }, select: icebreakerSelect })
}

/** Adds an icebreaker (no id) or changes one; two of a language cannot share a place. */
export async function saveIcebreaker(actor: StaffActor, input: unknown) {
  assertMayChangeEverySite(actor)
  const parsed = icebreakerSaveSchema.safeParse(input)
  if (!parsed.success) throw new SettingsError('invalid', { fieldErrors: fieldErrorsOf(parsed.error.issues) })
  const { id, ...data } = parsed.data
  try {
    return await prisma.$transaction(async (tx) => {
      if (id === undefined) {
        const row = await tx.icebreaker.create({ data, select: icebreakerSelect })
        await recordStaffAction(tx, actor, {
          action: 'settings.icebreaker_create',
          subject: { type: 'icebreaker', id: row.id },
          after: data,
        })
        return row
      }
      const before = await tx.icebreaker.findUnique({ where: { id }, select: icebreakerSelect })
      if (!before) throw new SettingsError('not_found')
      const row = await tx.icebreaker.update({ where: { id }, data, select: icebreakerSelect })
      await recordStaffAction(tx, actor, {
        action: 'settings.icebreaker_update',
        subject: { type: 'icebreaker', id },
        before: { language: before.language, text: before.text, sortOrder: before.sortOrder },
        after: data,
      })
      return row
    })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002') throw new SettingsError('icebreaker_place_taken')
    throw error
  }
}

export async function deleteIcebreaker(actor: StaffActor, input: unknown): Promise<void> {
  assertMayChangeEverySite(actor)
  const parsed = icebreakerDeleteSchema.safeParse(input)
  if (!parsed.success) throw new SettingsError('not_found')
  await prisma.$transaction(async (tx) => {
    const before = await tx.icebreaker.findUnique({ where: { id: parsed.data.id }, select: icebreakerSelect })
    if (!before) throw new SettingsError('not_found')
    await tx.icebreaker.delete({ where: { id: before.id } })
    await recordStaffAction(tx, actor, {
      action: 'settings.icebreaker_delete',
      subject: { type: 'icebreaker', id: before.id },
      before: { language: before.language, text: before.text, sortOrder: before.sortOrder },
    })
  })
}
