// The development mailbox: e-mails written to DATA_DIR/mail when no SMTP is configured.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from '../env.ts'
import { mailDir } from './mailer.ts'

export interface DevMail {
  id: string
  to: string
  subject: string
  template: string
  language: string
  date: string
  text: string
}

/** The page exists only where mail goes to files and this is not a real deployment. */
export function devMailboxEnabled(): boolean {
  const env = getEnv()
  if (env.DEV_MAIL_PAGE !== undefined) return env.DEV_MAIL_PAGE && env.mailToFiles
  return env.mailToFiles && (env.NODE_ENV !== 'production' || env.embeddedDatabase)
}

export async function listDevMail(limit = 100): Promise<DevMail[]> {
  const dir = mailDir()
  const files = await readdir(dir).catch(() => [] as string[])
  const json = files
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
  const mails = await Promise.all(
    json.map(async (file) => {
      const data = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Omit<DevMail, 'id'>
      return {
        id: file.replace(/\.json$/, ''),
        to: data.to,
        subject: data.subject,
        template: data.template,
        language: data.language,
        date: data.date,
        text: data.text,
      }
    }),
  )
  return mails
}
