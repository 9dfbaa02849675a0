// The operator inbox's refusals (docs/operators.md): one code per reason, translated by the
// console's pages (staff.json inbox.errors.<code>).
import { ServiceError } from '../errors.ts'
import type { ContactReason } from '../../shared/inbox/contact-filter.ts'

export type InboxErrorCode =
  /** No such conversation between a member and a fictional profile on a site the staff member sees. */
  | 'not_found'
  /** Another operator holds the conversation's claim. */
  | 'claimed'
  /** The operator holds no live claim on the conversation (never claimed, expired, handed on). */
  | 'not_claimed'
  /** The text breaks the contact-detail rule (details.reason). */
  | 'contact_details'
  /** The staff member to hand on to may not answer on the site (or is disabled). */
  | 'bad_operator'
  /** The icebreaker is not one of the member's language. */
  | 'icebreaker_not_found'
  /** The photo is not one of the profile's own approved photos. */
  | 'photo_not_found'
  /** The CLI acts without a staff account: a claim needs one. */
  | 'no_staff_account'

export class InboxError extends ServiceError<InboxErrorCode, { holder?: string; reason?: ContactReason; match?: string }> {}
