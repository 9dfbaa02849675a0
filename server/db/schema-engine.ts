// Prisma's schema engine compiled to WebAssembly: migrations without the native
// binary the Prisma CLI would download. See docs/decisions/002-prisma-wasm-migrations.md.
import { readFile, readdir, mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import pg from 'pg'
import { PrismaPg } from '@prisma/adapter-pg'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'

const require = createRequire(import.meta.url)
const projectRoot = process.env.AMORA_ROOT ?? process.cwd()
export const schemaPath = path.join(projectRoot, 'prisma', 'schema.prisma')
export const migrationsDir = path.join(projectRoot, 'prisma', 'migrations')

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout?: string | null }>
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>
  free(): void
}
type EngineModule = { SchemaEngine: { new: (o: unknown, log: (m: string) => void, a: unknown) => Promise<Engine> } }

let enginePromise: Promise<EngineModule> | undefined

/** Instantiates the .wasm by hand: Node 20 cannot import WebAssembly ES modules without a flag. */
function loadEngineModule(): Promise<EngineModule> {
  enginePromise ??= (async () => {
    const pkgDir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'))
    const bg = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as Record<string, unknown> & EngineModule
    const bytes = await readFile(path.join(pkgDir, 'schema_engine_bg.wasm'))
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports,
    })
    ;(bg.__wbg_set_wasm as (w: unknown) => void)(instance.exports)
    ;(instance.exports.__wbindgen_start as (() => void) | undefined)?.()
    return bg
  })()
  return enginePromise
}

let lastPanic: string | undefined
;(globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message: string) {
    lastPanic = message
  },
}

/** PostgreSQL's internal "char" (OID 18) comes back from introspection; adapter-pg cannot read it. */
class CharAsTextClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const fix = (res: pg.QueryResult | undefined) => {
      for (const f of res?.fields ?? []) if (f.dataTypeID === 18) f.dataTypeID = 25
      return res
    }
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      args[args.length - 1] = (err: Error, res: pg.QueryResult) => last(err, fix(res))
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (super.query as any)(...args)
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r = (super.query as any)(...args)
    return r && typeof r.then === 'function' ? r.then(fix) : r
  }
}

function connectionFields(url: string): pg.PoolConfig {
  const u = new URL(url)
  return {
    host: decodeURIComponent(u.hostname) || '127.0.0.1',
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username) || process.env.USER || 'postgres',
    password: decodeURIComponent(u.password) || undefined,
    database: decodeURIComponent(u.pathname.slice(1)) || 'postgres',
    max: 1,
    Client: CharAsTextClient,
  }
}

/** adapter-pg built from a URL reconnects its shadow pool to the main database and drops the
 * shadow database before closing the pool: build it from fields and own the shadow lifecycle. */
class MigrationAdapterFactory extends PrismaPg {
  private readonly fields: pg.PoolConfig
  /** The engine does not always dispose its connections when freed: we do. */
  readonly opened: { dispose(): Promise<void> }[] = []
  constructor(fields: pg.PoolConfig) {
    super(fields)
    this.fields = fields
  }
  override async connect() {
    const adapter = await super.connect()
    this.opened.push(adapter)
    return adapter
  }
  override async connectToShadowDb() {
    const admin = new CharAsTextClient({ ...this.fields, Client: undefined } as pg.ClientConfig)
    await admin.connect()
    const database = `prisma_shadow_${crypto.randomUUID().replaceAll('-', '')}`
    await admin.query(`CREATE DATABASE "${database}"`)
    const shadow = new PrismaPg({ ...this.fields, database })
    const adapter = await shadow.connect()
    const dispose = adapter.dispose.bind(adapter)
    adapter.dispose = async () => {
      await dispose()
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
      await admin.end()
    }
    return adapter
  }
}

async function withEngine<T>(databaseUrl: string, run: (engine: Engine) => Promise<T>): Promise<T> {
  const mod = await loadEngineModule()
  const schema = await readFile(schemaPath, 'utf8')
  const rawFactory = new MigrationAdapterFactory(connectionFields(databaseUrl))
  const factory = bindMigrationAwareSqlAdapterFactory(rawFactory)
  const logs: string[] = []
  let engine: Engine | undefined
  try {
    engine = await mod.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, (m: string) => logs.push(m), factory)
    return await run(engine)
  } catch (error) {
    const detail = lastPanic ?? (error instanceof Error ? error.message : JSON.stringify(error))
    lastPanic = undefined
    throw new Error(`schema engine: ${detail}`, { cause: error })
  } finally {
    engine?.free()
    await Promise.allSettled(rawFactory.opened.map((a) => a.dispose()))
  }
}

async function readMigrations() {
  await mkdir(migrationsDir, { recursive: true })
  const entries = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
  const migrationDirectories = await Promise.all(
    entries.map(async (name) => {
      const file = path.join(migrationsDir, name, 'migration.sql')
      const content = await readFile(file, 'utf8').then(
        (value) => ({ tag: 'ok' as const, value }),
        (e: Error) => ({ tag: 'error' as const, value: e.message }),
      )
      return { path: name, migrationFile: { path: 'migration.sql', content } }
    }),
  )
  const lockPath = path.join(migrationsDir, 'migration_lock.toml')
  const lockContent = await readFile(lockPath, 'utf8').catch(() => null)
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  }
}

const noFilters = { externalTables: [], externalEnums: [] }

/** SQL that brings a database built from the migrations folder to schema.prisma ('' when in sync). */
export async function diffMigrationsToSchema(databaseUrl: string): Promise<string> {
  const migrationsList = await readMigrations()
  const schema = await readFile(schemaPath, 'utf8')
  return withEngine(databaseUrl, async (engine) => {
    const from = migrationsList.migrationDirectories.length ? { tag: 'migrations', ...migrationsList } : { tag: 'empty' }
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    })
    const sql = (result.stdout ?? '').trim()
    return sql === '-- This is an empty migration.' ? '' : sql
  })
}

/** Writes prisma/migrations/<timestamp>_<name>/migration.sql; returns its path, or null when in sync. */
export async function createMigration(databaseUrl: string, name: string): Promise<string | null> {
  const sql = await diffMigrationsToSchema(databaseUrl)
  if (!sql) return null
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'migration'
  const dir = path.join(migrationsDir, `${stamp}_${slug}`)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, 'migration.sql'), sql + '\n')
  const lock = path.join(migrationsDir, 'migration_lock.toml')
  await writeFile(lock, '# Please do not edit this file manually\nprovider = "postgresql"\n')
  return dir
}

/** Applies pending migrations exactly as `prisma migrate deploy` does (same _prisma_migrations table). */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const migrationsList = await readMigrations()
  return withEngine(databaseUrl, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: noFilters })
    return out.appliedMigrationNames
  })
}
