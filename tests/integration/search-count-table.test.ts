// The search count table ("ProfileSearchCount", kept by triggers on "Profile") against the real
// database: after random inserts, updates and deletes of profiles it equals a fresh GROUP BY, and
// the search totals it answers (no filter, gender, country, both) equal a live count with the SQL
// of every other search (docs/search-performance.md, "Count table").
import { beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import type { Gender, ProfileStatus } from '../../server/generated/prisma/client.ts'
import { searchMembers } from '../../server/members/search-members.ts'
import { checkSearchCounts, searchCountDrift } from '../../server/members/search/count-table.ts'
import {
  countProfiles,
  countQuery,
  countTableAnswers,
  type SearchCriteria,
  type Searcher,
} from '../../server/members/search/search-query.ts'

const COUNTRIES = ['NL', 'BE', 'DE'] as const
const GENDERS: Gender[] = ['male', 'female']
const STATUSES: ProfileStatus[] = ['active', 'disabled']
let siteIds: number[] = []
let n = 0

// A small seeded generator: a failing run prints its seed and can be repeated with SEARCH_COUNT_SEED.
const seed = Number(process.env.SEARCH_COUNT_SEED ?? Date.now() % 1_000_000)
let state = seed
function random() {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  return state / 2_147_483_648
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const chance = (p: number) => random() < p

function randomProfile(siteId: number) {
  return {
    siteId,
    gender: pick(GENDERS),
    country: pick(COUNTRIES),
    status: chance(0.85) ? ('active' as const) : ('disabled' as const),
    invisible: chance(0.15),
    searchable: chance(0.8),
  }
}

/** Members with profiles, created `perStatement` rows per INSERT (the statement trigger's grouped upsert). */
async function addMembers(count: number, perStatement: number) {
  const created: number[] = []
  for (let done = 0; done < count; done += perStatement) {
    const batch = Array.from({ length: Math.min(perStatement, count - done) }, () => {
      n++
      return { email: `count${n}.${seed}@count-table.test`, siteId: pick(siteIds) }
    })
    const users = await prisma.user.createManyAndReturn({
      data: batch.map((b) => ({ ...b, passwordHash: 'not a real hash', status: 'active' as const, language: 'en' })),
      select: { id: true, siteId: true },
    })
    await prisma.profile.createMany({
      data: users.map((u) => ({
        userId: u.id,
        name: `Member ${u.id}`,
        birthDate: new Date('1990-05-05'),
        lastActiveAt: new Date(Date.now() - Math.floor(random() * 1e9)),
        ...randomProfile(u.siteId),
      })),
    })
    created.push(...users.map((u) => u.id))
  }
  return created
}

async function profileIds() {
  return (await prisma.profile.findMany({ where: { siteId: { in: siteIds } }, select: { userId: true } })).map((p) => p.userId)
}

/** The shapes the table answers, and one it does not (an age bound), for each site. */
function shapes(): SearchCriteria[] {
  const out: SearchCriteria[] = []
  for (const gender of [undefined, ...GENDERS] as (Gender | undefined)[])
    for (const country of [undefined, ...COUNTRIES, 'FR']) out.push({ gender, country })
  return out
}

/** Every total of those shapes, for a visitor and a member with blocks, against today's live count. */
async function expectTotalsExact() {
  const now = new Date()
  const [member] = await profileIds()
  const blocked = (await profileIds()).slice(1, 4)
  await prisma.block.createMany({
    data: blocked.map((id, i) => (i % 2 ? { blockerId: member!, blockedId: id } : { blockerId: id, blockedId: member! })),
    skipDuplicates: true,
  })
  for (const siteId of siteIds)
    for (const userId of [null, member!]) {
      const searcher: Searcher = { siteId, userId, position: null }
      for (const c of shapes()) {
        expect(countTableAnswers(c)).toBe(true)
        const [live] = await prisma.$queryRaw<{ matching: number; hidden: number }[]>(
          countQuery(searcher, c, now, { scan: true }),
        )
        const expected = live!.matching - live!.hidden
        expect(await countProfiles(searcher, c, now), JSON.stringify({ seed, siteId, userId, c })).toBe(expected)
      }
      const page = await searchMembers({ id: userId, siteId }, { gender: 'female', country: 'NL', pageNumber: 1 }, now)
      const [live] = await prisma.$queryRaw<{ matching: number; hidden: number }[]>(
        countQuery(searcher, { gender: 'female', country: 'NL' }, now, { scan: true }),
      )
      expect(page.total).toBe(live!.matching - live!.hidden)
    }
}

beforeAll(async () => {
  const base = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const { id: _id, domain: _domain, isDefault: _isDefault, createdAt: _c, updatedAt: _u, ...settings } = base
  siteIds = []
  for (const domain of [`a.${seed}.count-table.test`, `b.${seed}.count-table.test`])
    siteIds.push(
      (await prisma.site.create({ data: { ...settings, minimumMessageCosts: {}, domain, countries: [...COUNTRIES] } })).id,
    )
})

describe('the search count table', () => {
  it('equals a fresh count after random inserts, updates and deletes, and so do the search totals', async () => {
    // Bulk and single inserts.
    await addMembers(300, 100)
    await addMembers(20, 1)
    expect(await searchCountDrift(), `seed ${seed}`).toEqual([])
    await expectTotalsExact()

    for (let round = 0; round < 5; round++) {
      const ids = await profileIds()
      for (let i = 0; i < 40; i++) {
        const userId = pick(ids)
        const change = pick(['gender', 'country', 'status', 'invisible', 'searchable', 'site', 'several', 'activity'] as const)
        const data =
          change === 'gender'
            ? { gender: pick(GENDERS) }
            : change === 'country'
              ? { country: pick(COUNTRIES) }
              : change === 'status'
                ? { status: pick(STATUSES) }
                : change === 'invisible'
                  ? { invisible: chance(0.5) }
                  : change === 'searchable'
                    ? { searchable: chance(0.5) }
                    : change === 'site'
                      ? { siteId: pick(siteIds) }
                      : change === 'several'
                        ? randomProfile(pick(siteIds))
                        : { lastActiveAt: new Date() }
        await prisma.profile.updateMany({ where: { userId }, data })
      }
      // One statement changing many rows across groups (row triggers, one per changed row).
      await prisma.profile.updateMany({
        where: { userId: { in: ids.filter(() => chance(0.2)) } },
        data: { searchable: chance(0.5), gender: pick(GENDERS) },
      })
      // A change rolled back leaves the counts as they were.
      await prisma
        .$transaction(async (tx) => {
          await tx.profile.updateMany({
            where: { userId: { in: ids.slice(0, 30) } },
            data: { searchable: true, status: 'active', invisible: false },
          })
          throw new Error('rolled back')
        })
        .catch((e: Error) => expect(e.message).toBe('rolled back'))
      // Deletions: the profile alone, a member (the profile goes by cascade), several at once.
      const doomed = ids.filter(() => chance(0.05))
      if (doomed.length) await prisma.profile.delete({ where: { userId: doomed[0]! } })
      if (doomed.length > 1) await prisma.user.delete({ where: { id: doomed[1]! } })
      if (doomed.length > 2) await prisma.user.deleteMany({ where: { id: { in: doomed.slice(2) } } })
      await addMembers(30, pick([1, 10, 30]))
      expect(await searchCountDrift(), `seed ${seed}, round ${round}`).toEqual([])
    }
    await expectTotalsExact()
    // Some 400 statements and 300 counts: half a minute and more on a loaded machine.
  }, 180_000)

  it('stays exact when many members of one group join and leave at the same time', async () => {
    const ids = await addMembers(40, 1)
    await prisma.profile.updateMany({
      where: { userId: { in: ids } },
      data: { searchable: false, gender: 'female', country: 'NL' },
    })
    // Concurrent changes of the same rows of the table: each joins a group, then moves between two
    // groups in either direction (one row trigger upserting both rows, in key order).
    await Promise.all(
      ids.map((userId, i) =>
        prisma.profile.update({
          where: { userId },
          data: { searchable: true, status: 'active', invisible: false, siteId: siteIds[i % 2]! },
        }),
      ),
    )
    expect(await searchCountDrift()).toEqual([])
    await Promise.all(
      ids.map((userId, i) =>
        prisma.profile.update({ where: { userId }, data: { siteId: siteIds[(i + 1) % 2]!, country: i % 3 ? 'BE' : 'NL' } }),
      ),
    )
    expect(await searchCountDrift()).toEqual([])
    await Promise.all(ids.map((id) => prisma.user.delete({ where: { id } })))
    expect(await searchCountDrift()).toEqual([])
  })

  it('is repaired by the recurring check when it drifted (triggers bypassed)', async () => {
    const [siteId] = siteIds
    const before = await countProfiles({ siteId: siteId!, userId: null, position: null }, {}, new Date())
    await prisma.$executeRaw`
      UPDATE "ProfileSearchCount" SET "members" = "members" + 7
      WHERE ("siteId", "gender", "country", "slot") = (
        SELECT "siteId", "gender", "country", "slot" FROM "ProfileSearchCount"
        WHERE "siteId" = ${siteId} AND "gender" = 'male' AND "country" = 'NL' ORDER BY "slot" LIMIT 1)`
    expect(await countProfiles({ siteId: siteId!, userId: null, position: null }, {}, new Date())).toBe(before + 7)
    const check = await checkSearchCounts()
    expect(check.repaired).toBe(true)
    expect(check.drifted).toEqual([expect.objectContaining({ siteId, gender: 'male', country: 'NL' })])
    expect(check.drifted[0]!.kept - check.drifted[0]!.actual).toBe(7)
    expect(await searchCountDrift()).toEqual([])
    expect(await countProfiles({ siteId: siteId!, userId: null, position: null }, {}, new Date())).toBe(before)
  })
})
