// Issue 10 item 12: the forms that tell whether an address has an account (password reset, signup,
// e-mail change) are limited per client (30 an hour) and per address (10 an hour), so neither one
// client nor many clients together can test addresses or flood one mailbox.
import { describe, expect, it } from 'vitest'
import { FORM, form, ownPage, send } from './client.ts'

const reset = (from: string, email: string) =>
  send({ from, method: 'POST', path: '/reset-password', headers: { ...FORM, ...ownPage() }, body: form({ email }) })

describe('account lookups', () => {
  it('stop one address after 10 an hour, whichever clients ask', async () => {
    const email = `lookup.${process.pid}.${Date.now()}@test.amora.example`
    const statuses: number[] = []
    for (let i = 1; i <= 11; i++) statuses.push((await reset(`127.88.1.${i}`, email)).status)
    // Unknown address: 404 with the SPEC's message while allowed, then 429.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404))
    expect(statuses[10]).toBe(429)
  })

  it('stop one client after 30 an hour, whatever addresses it asks about', async () => {
    const client = '127.88.2.1'
    const statuses: number[] = []
    for (let i = 1; i <= 31; i++)
      statuses.push((await reset(client, `probe.${i}.${process.pid}.${Date.now()}@test.amora.example`)).status)
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
