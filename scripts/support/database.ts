// Which database the support CLI works on: DATABASE_URL when set; otherwise the embedded demo's
// (PGlite in DATA_DIR), through the running app's socket, or opened here while the app is off.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { readEmbeddedHandle, removeEmbeddedHandle, startEmbeddedDatabase, writeEmbeddedHandle } from '../../server/db/embedded.ts'
import { applyMigrations } from '../../server/db/schema-engine.ts'

export interface SupportDatabase {
  /** What the CLI says it works on. */
  label: string
  stop(): Promise<void>
}

export class SupportDatabaseError extends Error {}

export async function connectSupportDatabase(env: NodeJS.ProcessEnv = process.env): Promise<SupportDatabase> {
  if (env.DATABASE_URL) return { label: 'DATABASE_URL', stop: async () => {} }
  const dataDir = env.DATA_DIR ?? '.data'
  const pointAtEmbedded = (url: string) => {
    env.DATABASE_URL = url
    // Links in e-mails as the demo writes them; one connection, as the embedded backend wants.
    env.AMORA_EMBEDDED_DATABASE = '1'
    env.DATABASE_POOL_SIZE = '1'
  }
  const holder = await readEmbeddedHandle(dataDir)
  if (holder) {
    pointAtEmbedded(holder.url)
    return {
      label: `the embedded demo database, through the running ${holder.holder}'s socket (process ${holder.pid})`,
      stop: async () => {},
    }
  }
  if (!existsSync(path.resolve(dataDir, 'pglite', 'PG_VERSION')))
    throw new SupportDatabaseError(
      `No database: DATABASE_URL is not set and there is no embedded demo database in ${path.resolve(dataDir)} yet (run npm start once).`,
    )
  const embedded = await startEmbeddedDatabase(dataDir)
  await writeEmbeddedHandle(dataDir, embedded.url, 'cli')
  try {
    await applyMigrations(embedded.url)
  } catch (error) {
    await removeEmbeddedHandle(dataDir)
    await embedded.stop()
    throw error
  }
  pointAtEmbedded(embedded.url)
  return {
    label: `the embedded demo database in ${path.resolve(dataDir, 'pglite')} (the app is not running)`,
    stop: async () => {
      await removeEmbeddedHandle(dataDir)
      await embedded.stop()
    },
  }
}
