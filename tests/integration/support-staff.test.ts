// The support CLI's staff commands, its audit rows linked to staff accounts, and the CLI on the
// embedded demo database (through the app's socket, or opening it while the app is off).
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { runSupportCommand as run } from './support-run.ts'
import { startEmbeddedDatabase } from '../../server/db/embedded.ts'
import { applyMigrations } from '../../server/db/schema-engine.ts'
import { connectSupportDatabase, SupportDatabaseError } from '../../scripts/support/database.ts'

describe('support CLI staff commands', () => {
  it('creates, lists, changes, resets and disables staff accounts, each audited with --staff', async () => {
    const email = `cli.${Date.now()}@staff.test`
    const weak = await run('staff-create', email, '--name', 'Cli Person', '--roles', 'moderator', '--password', 'short')
    expect(weak).toMatchObject({ code: 1, err: expect.stringContaining('at least 12 characters') })
    expect((await run('staff-create', email, '--name', 'Cli Person', '--roles', 'wizard')).code).toBe(1)

    const created = await run(
      'staff-create',
      email,
      '--name',
      'Cli Person',
      '--roles',
      'moderator,support',
      '--staff',
      'ops-lead',
    )
    expect(created.code).toBe(0)
    expect(created.out).toMatch(
      /One-time set-up link \(valid 3 days\): http:\/\/localhost(:\d+)?\/staff\/setup\?token=[A-Za-z0-9_-]{43}/,
    )
    const staff = await prisma.staff.findUniqueOrThrow({ where: { email } })
    expect(staff).toMatchObject({ roles: ['moderator', 'support'], allSites: true, passwordHash: null })
    expect((await run('staff-create', email, '--name', 'Again', '--roles', 'support')).err).toContain('already a staff account')

    expect((await run('staff-list')).out).toContain(
      `${email} (Cli Person) moderator,support sites all, no two-factor yet, set-up link open`,
    )
    expect((await run('staff-roles', email, '--roles', 'admin', '--sites', 'localhost')).code).toBe(0)
    expect(await prisma.staff.findUniqueOrThrow({ where: { email } })).toMatchObject({ roles: ['admin'], allSites: false })
    expect((await run('staff-roles', email, '--roles', 'admin', '--sites', 'nowhere.example')).err).toBe(
      'No site nowhere.example.',
    )

    expect((await run('staff-reset', email, '--password', 'Cli-Password-2026')).code).toBe(0)
    expect((await prisma.staff.findUniqueOrThrow({ where: { email } })).passwordHash).not.toBeNull()
    const reset = await run('staff-reset', email, '--two-factor')
    expect(reset.out).toContain('no longer works and two-factor is reset')
    expect((await prisma.staff.findUniqueOrThrow({ where: { email } })).passwordHash).toBeNull()
    expect((await run('staff-disable', email)).out).toContain('is disabled')
    expect((await run('staff-disable', email, '--enable')).out).toContain('is enabled')
    expect((await run('staff-disable', 'nobody@staff.test')).code).toBe(1)

    const actions = await prisma.auditLog.findMany({
      where: { subjectType: 'staff', subjectId: String(staff.id) },
      orderBy: { id: 'asc' },
    })
    expect(actions.map((a) => a.action)).toEqual([
      'staff.create',
      'staff.roles',
      'staff.password_set',
      'staff.password_reset',
      'staff.disable',
      'staff.enable',
    ])
    expect(actions[0]).toMatchObject({ actorType: 'staff', actorName: 'ops-lead', staffId: null })
  })

  it('links the audit rows of member commands to the staff account --staff names', async () => {
    const email = `linked.${Date.now()}@staff.test`
    await run('staff-create', email, '--name', 'Linked Agent', '--roles', 'support', '--password', 'Linked-Agent-2026')
    const staff = await prisma.staff.findUniqueOrThrow({ where: { email } })
    const user = await prisma.user.findFirstOrThrow({ where: { status: 'active', email: { endsWith: '@amora.example' } } })
    expect((await run('credits-adjust', user.email, '--amount', '5', '--note', 'goodwill', '--staff', email)).code).toBe(0)
    expect((await run('clear-lockout', user.email, '--staff', 'Linked Agent')).code).toBe(0)
    const rows = await prisma.auditLog.findMany({ where: { userId: user.id, staffId: staff.id }, orderBy: { id: 'asc' } })
    expect(rows.map((r) => r.action)).toEqual(['credits.adjust', 'lockout_cleared'])
    expect(rows[0]).toMatchObject({
      actorName: 'Linked Agent',
      siteId: user.siteId,
      data: expect.objectContaining({ amount: 5 }),
    })
    expect((rows[0]!.after as { credits: number }).credits - (rows[0]!.before as { credits: number }).credits).toBe(5)
  })
})

const exec = promisify(execFile)

/** npm run support in a process of its own, on DATA_DIR's embedded database (no DATABASE_URL). */
async function supportProcess(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  delete env.DATABASE_URL
  delete env.DATABASE_POOL_SIZE
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'scripts/support.ts', ...args], {
      env,
      timeout: 120_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

describe('the support CLI on the embedded demo database', () => {
  it('says in one line that there is no database yet', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'amora-cli-'))
    try {
      await expect(connectSupportDatabase({ DATA_DIR: dir })).rejects.toBeInstanceOf(SupportDatabaseError)
      const result = await supportProcess(dir, 'staff-list')
      expect(result.code).toBe(2)
      expect(result.stderr.trim()).toMatch(
        /^No database: DATABASE_URL is not set and there is no embedded demo database in .* \(run npm start once\)\.$/,
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it("goes through the running app's socket, and opens the files itself while the app is off", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'amora-cli-'))
    // Stands in for the app's process: the handle names a live process other than this one.
    const app = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' })
    try {
      const embedded = await startEmbeddedDatabase(dir)
      await applyMigrations(embedded.url)
      const env: NodeJS.ProcessEnv = { DATA_DIR: dir }
      // The app's handle, naming a live process other than this one.
      const handleFile = path.join(dir, 'pglite-socket.json')
      await writeFile(handleFile, JSON.stringify({ url: embedded.url, pid: app.pid, holder: 'app' }))
      const connected = await connectSupportDatabase(env)
      expect(connected.label).toContain(`through the running app's socket (process ${app.pid})`)
      expect(env.DATABASE_URL).toBe(embedded.url)

      const create = await supportProcess(
        dir,
        'staff-create',
        'demo.cli@staff.test',
        '--name',
        'Demo Cli',
        '--roles',
        'admin',
        '--password',
        'Demo-Cli-Pass-1',
      )
      expect(create.stderr).toBe('')
      expect(create.stdout).toContain('Staff account 1 for demo.cli@staff.test (admin).')

      await rm(handleFile)
      await embedded.stop()
      const list = await supportProcess(dir, 'staff-list')
      expect(list.code).toBe(0)
      expect(list.stdout).toContain('demo.cli@staff.test (Demo Cli) admin sites all')
    } finally {
      app.kill()
      await rm(dir, { recursive: true, force: true })
    }
  }, 240_000)
})
