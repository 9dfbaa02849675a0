// Staff hide and restore a profile with the support CLI: the profile leaves search and its page,
// the member is told why once, in their language, and every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Worker } from 'bullmq'
import { getRedis } from '../../server/redis.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { queueDrained } from './queue-drained.ts'
import { prisma } from '../../server/db.ts'
import { runSupportCommand } from './support-run.ts'
import { checkProfileAccess } from '../../server/members/profile-access.ts'
import { searchMembers } from '../../server/members/search-members.ts'
import { listDevMail } from '../../server/mail/dev-mailbox.ts'

let worker: Worker
beforeAll(() => {
  worker = startWorker(getRedis()!, 2)
})
afterAll(() => worker.close())

const run = runSupportCommand

let n = 0
async function member(options: { profile?: boolean } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `moderation.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language: 'de',
      ...(options.profile === false
        ? {}
        : {
            profile: {
              create: {
                siteId: site.id,
                name: `Hidden${n}`,
                gender: 'female',
                birthDate: new Date('1991-04-01'),
                country: 'IS',
                searchable: true,
                lastActiveAt: new Date(),
              },
            },
          }),
    },
  })
  return { user, site }
}

const mailsOf = (userId: number) => prisma.outboundEmail.findMany({ where: { userId, template: 'profile-disabled' } })

describe('support CLI: profile-disable and profile-enable', () => {
  it('hides a profile from search and its page, tells the member why once, and shows it again', async () => {
    const { user, site } = await member()
    const viewer = await member()
    const found = async () => {
      const page = await searchMembers({ id: viewer.user.id, siteId: site.id }, { country: 'IS', pageNumber: 1 })
      return page.members.some((m) => m.id === user.id)
    }
    expect(await found()).toBe(true)
    expect((await checkProfileAccess(viewer.user.id, site.id, user.id)).kind).toBe('ok')

    const hidden = await run('profile-disable', user.email, '--note', 'Die Fotos zeigen eine andere Person.', '--staff', 'anna')
    expect(hidden).toMatchObject({ code: 0, err: '' })
    expect(hidden.out).toContain('now hidden from other members')
    expect(await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      status: 'disabled',
      searchable: false,
    })
    expect(await found()).toBe(false)
    expect((await checkProfileAccess(viewer.user.id, site.id, user.id)).kind).toBe('not_found')
    expect((await checkProfileAccess(null, site.id, user.id)).kind).toBe('not_found')

    await expect.poll(async () => (await mailsOf(user.id)).map((m) => m.status), { timeout: 15_000 }).toEqual(['sent'])
    const [mail] = await mailsOf(user.id)
    expect(mail).toMatchObject({ to: user.email, language: 'de' })
    const delivered = (await listDevMail(500)).find((m) => m.to === user.email && m.template === 'profile-disabled')
    expect(delivered?.subject).toBe('Dein Profil auf Amora wurde ausgeblendet')
    expect(delivered?.text).toContain('Grund: Die Fotos zeigen eine andere Person.')
    expect(delivered?.text).toContain('http://localhost:3000/pages/terms')

    // Hiding again changes nothing and sends nothing.
    const again = await run('profile-disable', String(user.id))
    expect(again).toMatchObject({ code: 0 })
    expect(again.out).toContain('already was hidden')
    // Anything the command queued has run before the e-mails are counted.
    expect(await queueDrained()).toMatchObject({ failed: 0 })
    expect(await mailsOf(user.id)).toHaveLength(1)

    const shown = await run('profile-enable', user.email, '--staff', 'ben')
    expect(shown).toMatchObject({ code: 0 })
    expect(shown.out).toContain('now visible to other members')
    expect(await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      status: 'active',
      searchable: true,
    })
    expect(await found()).toBe(true)
    expect((await checkProfileAccess(viewer.user.id, site.id, user.id)).kind).toBe('ok')

    const logs = await prisma.auditLog.findMany({ where: { userId: user.id, actorType: 'staff' }, orderBy: { id: 'asc' } })
    expect(logs.map((l) => [l.action, l.actorName, l.data])).toEqual([
      ['profile_disabled', 'anna', { note: 'Die Fotos zeigen eine andere Person.' }],
      ['profile_enabled', 'ben', null],
    ])

    // A second hiding is a new decision with its own e-mail (the general reason this time).
    expect((await run('profile-disable', user.email)).code).toBe(0)
    await expect.poll(async () => (await mailsOf(user.id)).map((m) => m.status), { timeout: 15_000 }).toEqual(['sent', 'sent'])
  })

  it('keeps an invisible member out of search when their profile is shown again', async () => {
    const { user } = await member()
    await prisma.user.update({ where: { id: user.id }, data: { invisible: true } })
    await prisma.profile.update({ where: { userId: user.id }, data: { invisible: true, searchable: false } })
    expect((await run('profile-disable', user.email)).code).toBe(0)
    expect((await run('profile-enable', user.email)).code).toBe(0)
    expect(await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      status: 'active',
      searchable: false,
    })
  })

  it('refuses unknown members and accounts without a profile', async () => {
    const missing = await run('profile-disable', 'nobody@test.amora.example')
    expect(missing.code).toBe(1)
    expect(missing.err).toContain('No member nobody@test.amora.example')
    const { user } = await member({ profile: false })
    const bare = await run('profile-enable', String(user.id))
    expect(bare.code).toBe(1)
    expect(bare.err).toContain(`Member ${user.id} has no profile.`)
    expect((await run('profile-disable')).err).toContain('needs a member')
  })
})
