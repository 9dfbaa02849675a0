// Search reads on a streaming replica (issue 39, docs/capacity.md): a PostgreSQL primary and a
// real replica made by pg_basebackup (scripts/drill/replica.ts, Debian's binaries), Prisma's
// read-replica extension with adapter-pg. With the replica's replay paused, a member who has just
// signed up is in the primary but not yet in search results; once the replica catches up, they are.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { startReplicaPair, type ReplicaPair } from '../../scripts/drill/replica.ts'
import { applyMigrations } from '../../server/db/schema-engine.ts'
import { createPrismaClient } from '../../server/db.ts'
import { seedDatabase } from '../../prisma/seed/seed.ts'
import type * as DbModule from '../../server/db.ts'
import type * as SearchModule from '../../server/members/search-members.ts'

let pair: ReplicaPair
let db: typeof DbModule
let search: typeof SearchModule

beforeAll(async () => {
  pair = await startReplicaPair(`/tmp/amora-replica-${process.pid}`)
  const admin = new pg.Client({ connectionString: pair.primaryUrl('postgres') })
  await admin.connect()
  await admin.query('CREATE DATABASE amora')
  await admin.end()
  await applyMigrations(pair.primaryUrl('amora'))
  const seeding = createPrismaClient(pair.primaryUrl('amora'), 2)
  await seedDatabase(seeding, { members: 12, uploadDir: path.resolve(process.env.UPLOAD_DIR!) })
  await seeding.$disconnect()
  // This file's server code reads the primary, and search reads the replica.
  process.env.DATABASE_URL = pair.primaryUrl('amora')
  process.env.DATABASE_REPLICA_URL = pair.replicaUrl('amora')
  db = await import('../../server/db.ts')
  search = await import('../../server/members/search-members.ts')
  await pair.caughtUp()
}, 120_000)

afterAll(async () => {
  await db?.disconnectPrisma()
  await pair?.stop()
})

async function onReplica(sql: string) {
  const client = new pg.Client({ connectionString: pair.replicaUrl('amora') })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

describe('a streaming replica', () => {
  it('answers the reads Prisma’s read-replica extension sends it; the primary keeps the rest', async () => {
    const [replica] = await db.replicaPrisma().$queryRaw<{ standby: boolean }[]>`SELECT pg_is_in_recovery() AS standby`
    const [primary] = await db.prisma.$queryRaw<{ standby: boolean }[]>`SELECT pg_is_in_recovery() AS standby`
    expect(replica).toEqual({ standby: true })
    expect(primary).toEqual({ standby: false })
  })

  it('serves search: a new member shows once the replica has replayed their signup', async () => {
    const site = await db.prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    const viewer = await db.prisma.user.findFirstOrThrow({ where: { siteId: site.id, status: 'active' }, orderBy: { id: 'asc' } })
    const filters = { gender: 'female' as const, country: 'NL', pageNumber: 1 }
    const before = await search.searchMembers({ id: viewer.id, siteId: site.id }, filters)

    await onReplica('SELECT pg_wal_replay_pause()')
    const newcomer = await db.prisma.user.create({
      data: {
        siteId: site.id,
        email: `replica.${Date.now()}@test.amora.example`,
        passwordHash: 'x',
        status: 'active',
        activatedAt: new Date(),
        profile: {
          create: {
            siteId: site.id,
            name: 'Newcomer',
            gender: 'female',
            birthDate: new Date('1995-03-01'),
            country: 'NL',
            city: 'Delft',
            status: 'active',
            searchable: true,
            lastActiveAt: new Date(),
          },
        },
      },
    })
    const paused = await search.searchMembers({ id: viewer.id, siteId: site.id }, filters)
    expect(paused.total).toBe(before.total)
    expect(paused.members.map((m) => m.id)).not.toContain(newcomer.id)

    await onReplica('SELECT pg_wal_replay_resume()')
    await pair.caughtUp()
    const after = await search.searchMembers({ id: viewer.id, siteId: site.id }, filters)
    expect(after.total).toBe(before.total + 1)
    expect(after.members.map((m) => m.id)).toContain(newcomer.id)
  })

  it('refuses writes, so nothing but reads can be routed there', async () => {
    await expect(db.replicaPrisma().$executeRaw`UPDATE "Site" SET name = name`).rejects.toThrow(/read-only transaction/)
  })
})
