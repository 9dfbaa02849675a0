// Reads the e-mails the app sent to the test's SMTP server (tests/e2e/serve.ts).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

const inbox = path.resolve('.data/e2e/inbox')

/** The newest e-mail to `to` (with a link to `linkPath`, when given), waiting for it to arrive. */
export async function waitForEmail(to: string, linkPath?: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const end = Date.now() + timeoutMs
  const seen = new Set<string>()
  for (;;) {
    const files = (await readdir(inbox).catch(() => [] as string[])).sort().reverse()
    for (const file of files) {
      if (seen.has(file)) continue
      const mail = await simpleParser(await readFile(path.join(inbox, file)))
      const recipients = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? [])
      const hasLink = !linkPath || (mail.text ?? '').includes(linkPath)
      if (recipients.includes(to.toLowerCase()) && hasLink) return mail
      seen.add(file)
    }
    if (Date.now() > end) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The first link in the e-mail's text whose path starts with `pathPrefix`. */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const links = (mail.text ?? '').match(/https?:\/\/[^\s<>"')\]]+/g) ?? []
  const link = links.find((l) => new URL(l).pathname.startsWith(pathPrefix))
  if (!link) throw new Error(`no ${pathPrefix} link in: ${mail.text}`)
  const url = new URL(link)
  return url.pathname + url.search
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.amora.example`
}
