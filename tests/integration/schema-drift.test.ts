// Fails when prisma/schema.prisma and prisma/migrations disagree: run
// `npm run db:migrate -- <name>` after changing the schema.
import { expect, it } from 'vitest'
import { diffMigrationsToSchema } from '../../server/db/schema-engine.ts'
import { adminUrl } from './db-admin.ts'

it('the migrations folder produces exactly schema.prisma', async () => {
  const sql = await diffMigrationsToSchema(adminUrl)
  expect(sql, 'schema.prisma has changes that no migration contains').toBe('')
})
