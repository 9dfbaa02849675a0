import { prisma } from '../db.ts'
import { transaction } from '../db/conflict-retry.ts'
import { invalidateMemberListings } from '../members/listings-cache.ts'

export async function setLanguage(userId: number, language: string) {
  await prisma.user.update({ where: { id: userId }, data: { language } })
}

/** Invisible mode: hidden from search, related profiles and visits (SPEC §1, §6). */
export async function setInvisible(userId: number, invisible: boolean) {
  await transaction(async (tx) => {
    const user = await tx.user.update({ where: { id: userId }, data: { invisible } })
    await tx.profile.updateMany({ where: { userId }, data: { invisible } })
    // A disabled profile stays out of search whatever the member chooses.
    await tx.profile.updateMany({
      where: { userId, status: 'active' },
      data: { searchable: user.status === 'active' && !invisible },
    })
  })
  await invalidateMemberListings()
}
