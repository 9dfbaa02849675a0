// Builds one migrated and seeded template database per version of the migrations and
// seed code; each test file then gets its own copy (CREATE DATABASE ... TEMPLATE).
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { applyMigrations } from '../../server/db/schema-engine.ts'
import { createPrismaClient } from '../../server/db.ts'
import { seedDatabase } from '../../prisma/seed/seed.ts'
import { databaseUrl, quoteIdent, withAdmin } from './db-admin.ts'

export const TEST_MEMBERS = 60
export const testUploadDir = path.resolve('.data/test-uploads')

function hashTree(paths: string[]): string {
  const hash = createHash('sha1')
  const walk = (p: string) => {
    const s = statSync(p)
    if (s.isDirectory()) for (const e of readdirSync(p).sort()) walk(path.join(p, e))
    else hash.update(p).update(readFileSync(p))
  }
  for (const p of paths) walk(p)
  return hash.digest('hex').slice(0, 12)
}

/** The migrated and seeded template database of this version of the schema and seed (built once). */
export async function ensureTemplateDatabase(): Promise<string> {
  const template = `amora_tpl_${hashTree(['prisma/migrations', 'prisma/seed', 'prisma/schema.prisma'])}`
  const exists = await withAdmin(
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [template])).rowCount,
  )
  if (!exists) {
    const building = `${template}_build_${randomBytes(4).toString('hex')}`
    await withAdmin(async (c) => {
      // Templates of earlier schema versions are dropped, but the newest eight are kept: another
      // checkout of the project (a branch) may be running its tests on one right now.
      const old = await c.query(
        `select datname from pg_database where datname like 'amora_tpl\\_%' and datname not like '%\\_build\\_%' order by oid desc offset 8`,
      )
      for (const row of old.rows) await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(row.datname)} WITH (FORCE)`)
      await c.query(`CREATE DATABASE ${quoteIdent(building)}`)
    })
    await applyMigrations(databaseUrl(building))
    const prisma = createPrismaClient(databaseUrl(building), 4)
    await seedDatabase(prisma, { members: TEST_MEMBERS, uploadDir: testUploadDir })
    await prisma.$disconnect()
    await withAdmin(async (c) => {
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        building,
      ])
      try {
        await c.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(template)}`)
      } catch (error) {
        // Another test project built the same template at the same time: use theirs.
        if ((error as { code?: string }).code !== '42P04') throw error
        await c.query(`DROP DATABASE ${quoteIdent(building)} WITH (FORCE)`)
      }
    })
  }
  return template
}

export default async function setup(project: TestProject) {
  const template = await ensureTemplateDatabase()
  project.provide('templateDatabase', template)
  project.provide('testUploadDir', testUploadDir)
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
    testUploadDir: string
  }
}
