// The support CLI's complaint-resolve command: record the decision: resolved, or rejected with --reject; the
// sender gets it by e-mail, TEXT included, with how to contest it.
import { resolveComplaint } from '../../../server/complaints/manage-complaints.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function complaintResolve({ target, values, staff, baseUrl, out }: SupportContext): Promise<number> {
  if (!target) throw new SupportError('The command complaint-resolve needs a reference, e.g. AMR-2026-7F3K9Q.')
  const resolution = values.resolution?.trim()
  if (!resolution) throw new SupportError('Say what was decided with --resolution TEXT.')
  const result = await resolveComplaint(target, { resolution, reject: values.reject ?? false, staff, baseUrl })
  if (!result.ok && result.error === 'not_found') throw new SupportError(`No complaint ${target}.`)
  if (!result.ok) throw new SupportError(`Complaint ${target} is already ${result.status}.`)
  out(`Complaint ${target.trim().toUpperCase()} is now ${result.status}; its sender is told by e-mail.`)
  return 0
}
