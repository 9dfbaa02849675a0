// The support CLI's complaints command: list notices (default: open and in_review, oldest first; S is open,
// in_review, resolved or rejected; N default 20).
import { listComplaints } from '../../../server/complaints/manage-complaints.ts'
import { complaintStatuses } from '../../../shared/complaints/schemas.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function complaints({ values, site, out }: SupportContext): Promise<number> {
  const status = values.status as (typeof complaintStatuses)[number] | undefined
  if (status && !complaintStatuses.includes(status))
    throw new SupportError(`--status must be one of ${complaintStatuses.join(', ')}.`)
  const limit = Number(values.limit ?? 20)
  if (!Number.isInteger(limit) || limit < 1) throw new SupportError('--limit must be a whole number of 1 or more.')
  const list = await listComplaints(site.id, { status, limit })
  if (!list.length) out(`No ${status ?? 'open or in_review'} complaints on ${site.domain}.`)
  for (const c of list) {
    const about = c.target ? `member ${c.target.id} (${c.target.profile?.name ?? c.target.email})` : 'no member'
    out(`${c.reference}  ${c.status.padEnd(9)}  ${c.createdAt.toISOString()}  ${c.reason.padEnd(16)}  ${about}`)
  }
  return 0
}
