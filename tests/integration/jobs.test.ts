// Jobs on BullMQ (real Redis): retried with backoff, and an e-mail job that is retried
// after sending does not send twice. Mail goes over real SMTP to a sink run by the test.
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { getRedis } from '../../server/redis.ts'
import { enqueue } from '../../jobs/queue.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { deliverEmail } from '../../server/mail/mailer.ts'

const received: string[] = []
let smtp: SMTPServer

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push(raw)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const address = smtp.server.address()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(typeof address === 'object' && address ? address.port : 0)
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const email = (key: string) => ({
  idempotencyKey: key,
  to: 'someone@amora.example',
  subject: `Hello ${key}`,
  html: '<p>Hello</p>',
  text: 'Hello',
  template: 'test',
  language: 'en',
})

async function waitFor<T>(check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('send-email over SMTP', () => {
  it('delivers once per idempotency key, however often it runs', async () => {
    expect(await deliverEmail(email('once'))).toBe('sent')
    expect(await deliverEmail(email('once'))).toBe('already_sent')
    expect(received.filter((m) => m.includes('Subject: Hello once'))).toHaveLength(1)
    const row = await prisma.outboundEmail.findUniqueOrThrow({ where: { idempotencyKey: 'once' } })
    expect(row.status).toBe('sent')
  })

  it('runs through the BullMQ queue and a worker', async () => {
    const worker = startWorker(getRedis()!, 2)
    try {
      await enqueue('send-email', email('queued'))
      await waitFor(async () =>
        (await prisma.outboundEmail.findUnique({ where: { idempotencyKey: 'queued' } }))?.status === 'sent' ? true : undefined,
      )
      expect(received.some((m) => m.includes('Subject: Hello queued'))).toBe(true)
    } finally {
      await worker.close()
    }
  })

  it('rejects a payload that does not match the job schema before queueing', async () => {
    await expect(enqueue('send-email', { ...email('bad'), to: 'not an address' })).rejects.toThrow()
  })
})
