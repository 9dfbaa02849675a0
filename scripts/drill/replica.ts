// A PostgreSQL primary and a streaming replica of it, made with Debian's binaries
// (/usr/lib/postgresql/<version>/bin): initdb, then pg_basebackup -R from the primary and a second
// postgres on another port. PostgreSQL refuses to run as root, so both run as the `postgres` user
// when this runs as root. The shared development server cannot be copied (its pg_hba.conf allows
// no replication connections), hence a primary of its own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, readdirSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../../tests/http/test-server.ts'

export interface ReplicaPair {
  primaryUrl: (database: string) => string
  replicaUrl: (database: string) => string
  /** Until the replica has replayed everything the primary has written so far. */
  caughtUp: () => Promise<void>
  stop: () => Promise<void>
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_basebackup')))
  if (!bin) throw new Error(`no PostgreSQL binaries under ${root} (apt-get install postgresql)`)
  return bin
}

function asPostgres(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

export async function startReplicaPair(dir: string): Promise<ReplicaPair> {
  const bin = postgresBin()
  const user = asPostgres()
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!)
  const run = (program: string, args: string[]) => execFileSync(path.join(bin, program), args, { ...user, stdio: 'pipe' })
  const [primaryPort, replicaPort] = [await freePort(), await freePort()]
  const primaryDir = path.join(dir, 'primary')
  const replicaDir = path.join(dir, 'replica')
  // initdb's pg_hba.conf lets local and 127.0.0.1 connections replicate, with --auth trust.
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  const children: ChildProcess[] = []
  const start = (dataDir: string, port: number) => {
    const child = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${dir}`,
        '-c',
        'fsync=off',
        '-c',
        'wal_level=replica',
        '-c',
        'max_wal_senders=4',
        '-c',
        'hot_standby=on',
      ],
      { ...user, stdio: 'ignore' },
    )
    children.push(child)
    return child
  }
  const url = (port: number, database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`
  const ready = (port: number) =>
    until(`postgres on ${port}`, async () => {
      const client = new pg.Client({ connectionString: url(port, 'postgres') })
      await client.connect()
      await client.end()
      return true
    })
  start(primaryDir, primaryPort)
  await ready(primaryPort)
  // A copy of the running primary that keeps following it (-R writes standby.signal and primary_conninfo).
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ])
  start(replicaDir, replicaPort)
  await ready(replicaPort)

  const query = async (port: number, sql: string) => {
    const client = new pg.Client({ connectionString: url(port, 'postgres') })
    await client.connect()
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[]
    } finally {
      await client.end()
    }
  }
  const inRecovery = await query(replicaPort, 'select pg_is_in_recovery() as r')
  if (inRecovery[0]?.r !== true) throw new Error('the replica is not a standby')

  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    caughtUp: async () => {
      const [{ lsn }] = (await query(primaryPort, 'select pg_current_wal_lsn()::text as lsn')) as [{ lsn: string }]
      await until('the replica caught up', async () => {
        const [row] = await query(replicaPort, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`)
        return row?.done === true
      })
    },
    stop: async () => {
      for (const child of children.reverse()) {
        if (child.exitCode !== null) continue
        const exited = new Promise((resolve) => child.once('exit', resolve))
        // SIGINT: PostgreSQL's fast shutdown.
        child.kill('SIGINT')
        await exited
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
