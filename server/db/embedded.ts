// PGlite (PostgreSQL compiled to WebAssembly) behind a local socket, so pg and Prisma
// connect unchanged. Only for development and demos: one backend, one connection at a time.
import { mkdir } from 'node:fs/promises'
import type { Server } from 'node:net'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir, 'pglite')
  await mkdir(dir, { recursive: true })
  const db = await PGlite.create(dir)
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 })
  await server.start()
  // getServerConn() echoes the configured port (0); the listening socket knows the real one.
  const listening = (server as unknown as { server?: Server }).server?.address()
  const port = typeof listening === 'object' && listening ? listening.port : Number(server.getServerConn().split(':').pop())
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
