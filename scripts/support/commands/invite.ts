// The support CLI's invite command: create an invitation code for invite-only signup.
import { randomBytes } from 'node:crypto'
import { prisma } from '../../../server/db.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function invite({ values, site, baseUrl, out }: SupportContext): Promise<number> {
  const uses = Number(values.uses ?? 1)
  const days = values.days === undefined ? null : Number(values.days)
  if (!Number.isInteger(uses) || uses < 1) throw new SupportError('--uses must be a whole number of 1 or more.')
  if (days !== null && (!Number.isInteger(days) || days < 1))
    throw new SupportError('--days must be a whole number of 1 or more.')
  const code = randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')
  await prisma.invitation.create({
    data: {
      siteId: site.id,
      code,
      maxUses: uses,
      note: values.note,
      expiresAt: days ? new Date(Date.now() + days * 86_400_000) : null,
    },
  })
  out(`Invitation code ${code} for ${site.domain}: ${uses} signup(s)${days ? `, valid ${days} day(s)` : ''}.`)
  out(`Link: ${baseUrl}/signup?invite=${code}`)
  return 0
}
