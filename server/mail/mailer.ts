// Delivers one e-mail at most once per idempotency key: over SMTP when configured,
// otherwise as .eml files in DATA_DIR/mail (listed at /dev/mail in development).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { prisma } from '../db.ts'
import { getEnv } from '../env.ts'
import { emailsSent } from '../metrics/metrics.ts'

export interface OutgoingEmail {
  idempotencyKey: string
  to: string
  subject: string
  html: string
  text: string
  template: string
  language: string
  userId?: number
  from?: string
  headers?: Record<string, string>
}

let transporter: Transporter | undefined

function getTransporter(): Transporter {
  if (!transporter) {
    const env = getEnv()
    transporter = env.mailToFiles
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : nodemailer.createTransport({
          // Pooled: a few connections reused for many messages (notification bursts).
          pool: true,
          maxConnections: env.SMTP_POOL_SIZE,
          maxMessages: 500,
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
          // DKIM signature when configured (docs/notifications.md).
          dkim:
            env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
              ? {
                  domainName: env.DKIM_DOMAIN,
                  keySelector: env.DKIM_SELECTOR,
                  privateKey: env.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n'),
                }
              : undefined,
        })
  }
  return transporter
}

/** Closes the SMTP pool (scripts and tests that exit). */
export function closeMailer() {
  transporter?.close()
  transporter = undefined
}

export function mailDir() {
  return path.resolve(getEnv().DATA_DIR, 'mail')
}

export async function deliverEmail(email: OutgoingEmail): Promise<'sent' | 'already_sent'> {
  const env = getEnv()
  const record = await prisma.outboundEmail.upsert({
    where: { idempotencyKey: email.idempotencyKey },
    create: {
      idempotencyKey: email.idempotencyKey,
      userId: email.userId,
      to: email.to,
      template: email.template,
      language: email.language,
      subject: email.subject,
      status: 'sending',
    },
    update: {},
  })
  if (record.status === 'sent') return 'already_sent'
  const from = email.from ?? env.MAIL_FROM ?? 'Amora <no-reply@localhost>'
  try {
    const info = await getTransporter().sendMail({
      from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
    })
    if (env.mailToFiles) {
      const dir = mailDir()
      await mkdir(dir, { recursive: true })
      const name = `${Date.now()}-${record.id}`
      await writeFile(path.join(dir, `${name}.eml`), (info as unknown as { message: Buffer }).message)
      await writeFile(
        path.join(dir, `${name}.json`),
        JSON.stringify({
          id: record.id,
          to: email.to,
          subject: email.subject,
          template: email.template,
          language: email.language,
          html: email.html,
          text: email.text,
          date: new Date().toISOString(),
        }),
      )
    }
    await prisma.outboundEmail.update({ where: { id: record.id }, data: { status: 'sent', sentAt: new Date(), error: null } })
    emailsSent.inc({ template: email.template, outcome: 'sent' })
    return 'sent'
  } catch (error) {
    emailsSent.inc({ template: email.template, outcome: 'failed' })
    await prisma.outboundEmail.update({
      where: { id: record.id },
      data: { status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : String(error) },
    })
    throw error
  }
}
