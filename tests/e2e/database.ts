// Direct reads and writes of the e2e database, for checks and set-up that is not under test.
import pg from 'pg'
import { databaseUrl } from '../integration/db-admin.ts'
import { E2E_DATABASE } from './e2e-env.ts'

const pool = new pg.Pool({ connectionString: databaseUrl(E2E_DATABASE), max: 2 })

export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(sql, values)).rows as T[]
}
