// Issue 10 item 1: a forged Host never gets a token e-mail, and links are built from the site's
// own domain. Item 4: odd Host headers are a 400, never a 500.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { FORM, form, makeMember, ownPage, port, query, send } from './client.ts'
import { queueIdle } from './queue-idle.ts'

const mailDir = path.join(inject('httpDataDir'), 'mail')

async function mailsTo(address: string): Promise<string[]> {
  const files = await readdir(mailDir).catch(() => [] as string[])
  const texts: string[] = []
  for (const file of files.filter((f) => f.endsWith('.eml'))) {
    const text = await readFile(path.join(mailDir, file), 'utf8')
    if (text.toLowerCase().includes(address.toLowerCase())) texts.push(text)
  }
  return texts
}

describe('Host header', () => {
  it('refuses a password reset for a host that is not one of our sites, and sends nothing', async () => {
    const member = await makeMember()
    const res = await send({
      method: 'POST',
      path: '/reset-password',
      host: 'evil.example',
      headers: { ...FORM, origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' },
      body: form({ email: member.email }),
    })
    expect(res.status).toBe(421)
    // Whatever the request might have queued has run (or nothing was queued) before we look.
    await queueIdle(inject('httpServerEnv'))
    expect(await query(`select 1 from "Token" where "userId" = $1`, [member.id])).toHaveLength(0)
    expect(await mailsTo(member.email)).toHaveLength(0)
  })

  it('e-mails a reset link that points at the site’s own domain', async () => {
    const member = await makeMember()
    const res = await send({
      method: 'POST',
      path: '/reset-password',
      headers: { ...FORM, ...ownPage() },
      body: form({ email: member.email }),
    })
    expect(res.status).toBe(200)
    await expect.poll(async () => (await mailsTo(member.email)).length, { timeout: 15_000 }).toBe(1)
    const [mail] = await mailsTo(member.email)
    const links = mail!.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s"<>]+reset-password\/do\?token=[\w-]+/g) ?? []
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(new URL(link).origin).toBe(`http://localhost:${port}`)
  })

  it.each([
    ['empty', ''],
    ['non-ASCII', 'exämple.com'],
    ['a bad port', 'localhost:99999'],
    ['a path', 'localhost/evil'],
    ['spaces', 'local host'],
  ])('answers a Host with %s with 400', async (_label, host) => {
    const res = await send({ path: '/', host })
    expect(res.status).toBe(400)
  })

  it('still serves pages (the default site) for an unknown host', async () => {
    const res = await send({ path: '/pages/faq', host: 'unknown.example' })
    expect(res.status).toBe(200)
  })
})
