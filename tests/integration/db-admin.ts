// Helpers to create and drop test databases on the real PostgreSQL server.
import pg from 'pg'

export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'

export function databaseUrl(name: string) {
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  return u.toString()
}

export async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
