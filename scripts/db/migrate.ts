// npm run db:migrate -- <name>: writes a migration from the diff between the
// migrations folder and prisma/schema.prisma, then applies it to DATABASE_URL.
import { applyMigrations, createMigration } from '../../server/db/schema-engine.ts'

const name = process.argv.slice(2).find((a) => !a.startsWith('-'))
const url = process.env.MIGRATE_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/amora_dev'
if (!name) {
  console.error('usage: npm run db:migrate -- <name>')
  process.exit(2)
}
await ensureDatabase(url)
const dir = await createMigration(url, name)
console.log(dir ? `wrote ${dir}/migration.sql` : 'schema.prisma and the migrations agree: nothing to write')
const applied = await applyMigrations(url)
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'no pending migrations')

async function ensureDatabase(databaseUrl: string) {
  const { default: pg } = await import('pg')
  const u = new URL(databaseUrl)
  const db = decodeURIComponent(u.pathname.slice(1))
  u.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: u.toString() })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [db])
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${db.replaceAll('"', '""')}"`)
  await admin.end()
}
