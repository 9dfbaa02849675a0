// npm run db:deploy: applies pending migrations to DATABASE_URL (production and CI).
import { applyMigrations } from '../../server/db/schema-engine.ts'

const url = process.env.DATABASE_URL
if (!url) {
  console.error('DATABASE_URL is not set (the embedded database migrates itself on npm start)')
  process.exit(2)
}
const applied = await applyMigrations(url)
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date')
