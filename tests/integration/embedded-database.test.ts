// The embedded database (PGlite behind a socket) serves every connection from one session, so
// named prepared statements would outlive the connection that made them: the seed's client and
// the app's next one clashed ("prepared statement already exists") and /healthz said the
// database was down. Prepared statements are off there (server/db.ts, preparedStatementsWanted).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../server/db/embedded.ts'
import { createPrismaClient, preparedStatementsWanted } from '../../server/db.ts'
import { resetEnv } from '../../server/env.ts'

let dir: string
let embedded: EmbeddedDatabase

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'amora-embedded-'))
  embedded = await startEmbeddedDatabase(dir)
}, 60_000)

afterAll(async () => {
  await embedded?.stop()
  await rm(dir, { recursive: true, force: true })
})

async function selectOneTwice(preparedStatements?: boolean) {
  for (let i = 0; i < 2; i++) {
    // One client after the other, as the seed and then the app connect.
    const client = createPrismaClient(embedded.url, 1, { preparedStatements })
    try {
      await client.$queryRaw`SELECT 1 AS "embeddedTest"`
    } finally {
      await client.$disconnect()
    }
  }
}

describe('the embedded database', () => {
  it('takes the same statement from one connection after another without prepared statements', async () => {
    await expect(selectOneTwice(false)).resolves.toBeUndefined()
  })

  it('would refuse it from the second connection with them (why they are off)', async () => {
    await expect(selectOneTwice(true)).rejects.toThrow(/already exists/)
  })

  it('has them off once the server runs on it', async () => {
    // The server sets this before the seed connects (server/startup/prepare-database.ts).
    process.env.AMORA_EMBEDDED_DATABASE = '1'
    resetEnv()
    try {
      await expect(selectOneTwice(preparedStatementsWanted())).resolves.toBeUndefined()
    } finally {
      delete process.env.AMORA_EMBEDDED_DATABASE
      resetEnv()
    }
  })
})
