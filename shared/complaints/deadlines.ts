// When staff should have decided a notice (the console's complaint queue shows it, docs/staff.md).
// The DSA asks for decisions "in a timely, diligent, non-arbitrary and objective manner"
// (art. 16(6)) without a number of hours; Amora's targets follow the usual practice of the
// codes of conduct: 24 hours for what may harm someone now (a minor, illegal content), 7 days
// for the rest. Pure, so the page and the tests compute the same time.
import type { ComplaintReason } from './schemas.ts'

export const URGENT_COMPLAINT_REASONS: readonly ComplaintReason[] = ['underage', 'illegal_content']
export const URGENT_COMPLAINT_HOURS = 24
export const COMPLAINT_HOURS = 7 * 24

/** How many hours staff have for a notice with this reason. */
export function complaintHours(reason: string): number {
  return (URGENT_COMPLAINT_REASONS as readonly string[]).includes(reason) ? URGENT_COMPLAINT_HOURS : COMPLAINT_HOURS
}

/** When the decision is due. */
export function complaintDueAt(complaint: { reason: string; createdAt: Date }): Date {
  return new Date(complaint.createdAt.getTime() + complaintHours(complaint.reason) * 3_600_000)
}
