// Text messages (the direct-debit confirmation code, SPEC §5) behind one small interface: Twilio's
// official SDK when TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN / TWILIO_FROM are set, else, outside
// production (or with DEV_SMS_PAGE=1; never in a real deployment), files in DATA_DIR/sms that
// /dev/sms lists.
// With neither, no SMS can be sent and direct debit is not offered.
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import twilio from 'twilio'
import type RequestClient from 'twilio/lib/base/RequestClient'
import { getEnv } from '../env.ts'

export interface SmsSender {
  readonly kind: 'twilio' | 'files'
  /** `to` in E.164 ("+31612345678"). */
  send(to: string, text: string): Promise<void>
}

export interface DevSms {
  id: string
  to: string
  text: string
  date: string
}

function smsDir() {
  return path.resolve(getEnv().DATA_DIR, 'sms')
}

const fileSender: SmsSender = {
  kind: 'files',
  async send(to, text) {
    const dir = smsDir()
    await mkdir(dir, { recursive: true })
    const date = new Date().toISOString()
    const file = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`
    await writeFile(path.join(dir, file), JSON.stringify({ to, text, date }))
  },
}

let sender: SmsSender | null | undefined

/** Twilio's Messages API through its SDK; `httpClient` replaces its HTTP layer (tests). */
export function twilioSender(
  config: { accountSid: string; authToken: string; from: string },
  httpClient?: RequestClient,
): SmsSender {
  const client = twilio(config.accountSid, config.authToken, {
    autoRetry: true,
    maxRetries: 2,
    timeout: 10_000,
    ...(httpClient ? { httpClient } : {}),
  })
  return {
    kind: 'twilio',
    async send(to, text) {
      await client.messages.create({ to, from: config.from, body: text })
    },
  }
}

/** The configured sender, or null when this deployment cannot send text messages. */
export function smsSender(): SmsSender | null {
  if (sender !== undefined) return sender
  const env = getEnv()
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    sender = twilioSender({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM })
    return sender
  }
  const toFiles = env.DEV_SMS_PAGE ?? (env.NODE_ENV !== 'production' || env.embeddedDatabase)
  sender = toFiles ? fileSender : null
  return sender
}

/** For tests: use this sender (null: read the environment again). */
export function setSmsSender(next: SmsSender | null | undefined) {
  sender = next
}

/** The development page's list, newest first. */
export async function listDevSms(limit = 100): Promise<DevSms[]> {
  const dir = smsDir()
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'))
  const newest = files.sort().reverse().slice(0, limit)
  return Promise.all(
    newest.map(async (file) => {
      const data = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Omit<DevSms, 'id'>
      return { id: file.replace(/\.json$/, ''), to: data.to, text: data.text, date: data.date }
    }),
  )
}
