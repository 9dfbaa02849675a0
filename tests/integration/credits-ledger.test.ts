// The credit ledger: balance and ledger change together, never below zero, also when many
// spends race for the same account.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { addCredits, InsufficientCreditsError, spendCredits } from '../../server/credits/ledger.ts'
import { lockedTransaction } from '../../server/locked-transaction.ts'

let n = 0
async function account(credits: number) {
  n++
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const user = await prisma.user.create({
    data: { siteId: site.id, email: `ledger.${n}.${Date.now()}@test.amora.example`, passwordHash: 'x', status: 'active' },
  })
  if (credits) await prisma.$transaction((tx) => addCredits(tx, { userId: user.id, amount: credits, reason: 'adjustment' }))
  return user.id
}

const ledgerSum = async (userId: number) =>
  (await prisma.creditTransaction.aggregate({ where: { userId }, _sum: { delta: true } }))._sum.delta ?? 0
const balance = async (userId: number) => (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).credits

describe('credit ledger', () => {
  it('spends with a ledger row and refuses to go below zero, changing nothing', async () => {
    const id = await account(25)
    expect(await prisma.$transaction((tx) => spendCredits(tx, { userId: id, amount: 10, reason: 'message' }))).toBe(15)
    await expect(
      prisma.$transaction((tx) => spendCredits(tx, { userId: id, amount: 20, reason: 'gift' })),
    ).rejects.toBeInstanceOf(InsufficientCreditsError)
    expect(await balance(id)).toBe(15)
    expect(await ledgerSum(id)).toBe(15)
  })

  it('lets 100 concurrent spends of one account take it to zero and no further', async () => {
    const id = await account(40)
    // As money moves run (docs/security.md §11): a spend that waited too long for the row or the
    // pool starts again instead of failing, so exactly the 40 credits there are get spent.
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        lockedTransaction((tx) => spendCredits(tx, { userId: id, amount: 1, reason: 'message' })),
      ),
    )
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientCreditsError)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(40)
    expect(await balance(id)).toBe(0)
    expect(await ledgerSum(id)).toBe(0)
  })

  it('takes back at most what is left', async () => {
    const id = await account(30)
    await prisma.$transaction((tx) => spendCredits(tx, { userId: id, amount: 20, reason: 'message' }))
    expect(await prisma.$transaction((tx) => addCredits(tx, { userId: id, amount: -30, reason: 'refund' }))).toBe(0)
    const last = await prisma.creditTransaction.findFirstOrThrow({ where: { userId: id }, orderBy: { id: 'desc' } })
    expect(last).toMatchObject({ delta: -10, balanceAfter: 0, reason: 'refund' })
    expect(await ledgerSum(id)).toBe(0)
  })
})
