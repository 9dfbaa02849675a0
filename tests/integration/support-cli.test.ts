import type { Worker } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { getRedis } from '../../server/redis.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { runSupportCommand } from './support-run.ts'
import { login } from '../../server/accounts/login.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'

let worker: Worker
beforeAll(() => {
  worker = startWorker(getRedis()!, 2)
})
afterAll(() => worker.close())

const run = runSupportCommand

describe('support CLI', () => {
  it('finds a member by e-mail or id and exits non-zero for unknown ones or bad usage', async () => {
    const demo = await prisma.user.findFirstOrThrow({ where: { email: 'demo@amora.example' } })
    const byEmail = await run('find', 'DEMO@amora.example')
    expect(byEmail.code).toBe(0)
    expect(byEmail.out).toContain(`Member ${demo.id} on localhost`)
    expect(byEmail.out).toContain('status:      active')
    expect((await run('find', String(demo.id))).out).toContain('demo@amora.example')
    expect(await run('find', 'nobody@amora.example')).toMatchObject({
      code: 1,
      err: 'No member nobody@amora.example on localhost.',
    })
    expect((await run('explode')).code).toBe(2)
    expect((await run('find')).code).toBe(1)
  })

  it('activates, resends, clears lockouts, reactivates and deletes with an audit trail', async () => {
    const user = await prisma.user.findFirstOrThrow({ where: { status: 'not_confirmed', email: { endsWith: '@amora.example' } } })
    expect((await run('resend-activation', user.email)).out).toContain('Sent a new activation link')
    await expect.poll(() => prisma.outboundEmail.count({ where: { userId: user.id, template: 'activation' } })).toBe(1)
    expect((await run('activate', user.email, '--staff', 'anna')).code).toBe(0)
    expect((await run('activate', user.email)).code).toBe(1)
    expect(await prisma.auditLog.count({ where: { userId: user.id, action: 'activate', actorName: 'anna' } })).toBe(1)

    for (let i = 0; i < 5; i++)
      await login({ siteId: user.siteId, email: user.email, password: 'wrong', baseUrl: 'http://x', ip: '203.0.113.9' })
    expect(
      (await login({ siteId: user.siteId, email: user.email, password: 'amora-demo', baseUrl: 'http://x', ip: '203.0.113.9' }))
        .ok,
    ).toBe(false)
    expect((await run('clear-lockout', user.email)).code).toBe(0)
    expect(
      (await login({ siteId: user.siteId, email: user.email, password: 'amora-demo', baseUrl: 'http://x', ip: '203.0.113.9' }))
        .ok,
    ).toBe(true)

    const pending = await prisma.user.findFirstOrThrow({ where: { status: 'pending_deletion' } })
    expect((await run('reactivate', String(pending.id))).code).toBe(0)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('active')

    expect((await run('delete-now', String(pending.id))).code).toBe(1)
    expect((await run('delete-now', String(pending.id), '--yes')).code).toBe(0)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('deleted')
  })

  it('creates invitation codes for invite-only signup', async () => {
    const result = await run('invite', '--uses', '3', '--days', '7', '--site', 'she.localhost')
    expect(result.code).toBe(0)
    const code = result.out.match(/Invitation code (\S+)/)![1]!
    expect(await prisma.invitation.findUniqueOrThrow({ where: { code } })).toMatchObject({ maxUses: 3, uses: 0 })
    expect(result.out).toContain(`${siteOrigin({ domain: 'she.localhost' })}/signup?invite=${code}`)
    expect((await run('invite', '--uses', '0')).code).toBe(1)
  })
})
