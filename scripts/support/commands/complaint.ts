// The support CLI's complaint command: show one notice, e.g. AMR-2026-7F3K9Q.
import { prisma } from '../../../server/db.ts'
import { getComplaint } from '../../../server/complaints/manage-complaints.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function complaint({ target, out }: SupportContext): Promise<number> {
  if (!target) throw new SupportError('The command complaint needs a reference, e.g. AMR-2026-7F3K9Q.')
  const c = await getComplaint(target)
  if (!c) throw new SupportError(`No complaint ${target}.`)
  const domain = (await prisma.site.findUnique({ where: { id: c.siteId } }))?.domain ?? c.siteId
  out(`Complaint ${c.reference} on ${domain}`)
  out(`  status:      ${c.status}${c.resolvedAt ? ` (${c.resolvedAt.toISOString()})` : ''}`)
  out(`  received:    ${c.createdAt.toISOString()}`)
  out(`  reason:      ${c.reason}`)
  out(
    `  reporter:    ${c.reporterName ?? '-'} <${c.reporterEmail ?? c.reporter?.email ?? '-'}>${c.reporterId ? `, member ${c.reporterId}` : ', visitor'}`,
  )
  out(
    `  reported:    ${c.target ? `member ${c.target.id} (${c.target.profile?.name ?? '-'}, ${c.target.email}, ${c.target.status})` : '-'}`,
  )
  out(`  photo:       ${c.photoId ?? '-'}`)
  if (c.resolution) out(`  resolution:  ${c.resolution}`)
  out('  text:')
  for (const line of c.text.split('\n')) out(`    ${line}`)
  return 0
}
