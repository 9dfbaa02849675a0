// PGlite (PostgreSQL compiled to WebAssembly) behind a local socket, so pg and Prisma
// connect unchanged. Only for development and demos: one backend, one connection at a time.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
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

/**
 * Who holds the embedded database now: the app (or the support CLI) writes its socket's address
 * here while it runs, so a second process connects through that socket instead of opening the
 * same files (PGlite belongs to one process).
 */
export interface EmbeddedHandle {
  url: string
  pid: number
  holder: 'app' | 'cli'
}

const handleFile = (dataDir: string) => path.resolve(dataDir, 'pglite-socket.json')

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live holder of the embedded database in `dataDir`, or null (none, or one that died). */
export async function readEmbeddedHandle(dataDir: string): Promise<EmbeddedHandle | null> {
  try {
    const handle = JSON.parse(await readFile(handleFile(dataDir), 'utf8')) as EmbeddedHandle
    return typeof handle.url === 'string' && Number.isInteger(handle.pid) && handle.pid !== process.pid && alive(handle.pid)
      ? handle
      : null
  } catch {
    return null
  }
}

export async function writeEmbeddedHandle(dataDir: string, url: string, holder: EmbeddedHandle['holder']) {
  await mkdir(path.resolve(dataDir), { recursive: true })
  await writeFile(handleFile(dataDir), JSON.stringify({ url, pid: process.pid, holder } satisfies EmbeddedHandle), {
    mode: 0o600,
  })
}

/** Removes the handle if it is still this process's. */
export async function removeEmbeddedHandle(dataDir: string) {
  try {
    const handle = JSON.parse(await readFile(handleFile(dataDir), 'utf8')) as EmbeddedHandle
    if (handle.pid === process.pid) await rm(handleFile(dataDir), { force: true })
  } catch {
    // nothing written, or already gone
  }
}
