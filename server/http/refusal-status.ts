// The one table from a service's refusal code to the HTTP status its page or API call answers
// (ADR 007). A code means the same thing in every domain, so it has one status; the domains'
// code unions must be subsets of RefusalCode, which the compiler checks where they are answered:
// the member's pages and API, and the staff console's actions (members, staff accounts, inbox).
// A form shown again with its fields' problems (ADR 006) answers 400 without a code.
export const REFUSAL_STATUS = {
  // Bad input the member (or the staff member) can correct.
  invalid: 400,
  invalid_parameter: 400,
  empty: 400,
  too_long: 400,
  missing_photo: 400,
  cannot_like_self: 400,
  cannot_message_self: 400,
  gift_not_found: 400,
  invalid_gif: 400,
  photo_not_found: 400,
  code_invalid: 400,
  too_many_attempts: 400,
  same_email: 400,
  invalid_amount: 400,
  unknown_order: 400,
  withdrawal_waiver: 400,
  wrong_password: 400,
  setup_link_invalid: 400,
  contact_details: 400,
  icebreaker_not_found: 400,
  // Credits are needed.
  insufficient_credits: 402,
  // Not allowed for this member now.
  authentication_required: 403,
  activation_required: 403,
  blocked: 403,
  conversation_limit: 403,
  limit: 403,
  not_fictional: 403,
  own_account: 403,
  sites_not_allowed: 403,
  no_staff_account: 403,
  // Nothing there (or nothing this member may see: the same answer).
  not_found: 404,
  unavailable: 404,
  // The state of the thing refuses it.
  upload_limit: 409,
  main_photo_public: 409,
  photo_not_active: 409,
  already_used: 409,
  in_use: 409,
  used_up: 409,
  not_needed: 409,
  deleted: 409,
  no_profile: 409,
  email_taken: 409,
  claimed: 409,
  not_claimed: 409,
  bad_operator: 409,
  amount_mismatch: 409,
  refund_window: 409,
  credits_spent: 409,
  not_refundable: 409,
  refund_in_progress: 409,
  expired: 410,
  // The upload itself.
  too_large: 413,
  unsupported_type: 415,
  too_many_pixels: 422,
  corrupt_image: 422,
  // A discount that does not apply to this order.
  not_eligible: 422,
  wrong_country: 422,
  wrong_currency: 422,
  below_minimum: 422,
  method_not_allowed: 422,
  // A payment that does not match its order (its amount or currency).
  payment_mismatch: 422,
  // Too often.
  rate_limited: 429,
  like_limit: 429,
  too_many_guesses: 429,
  resend_wait: 429,
  resend_limit: 429,
  // A provider we depend on failed, or did not answer.
  sms_failed: 502,
  provider_unavailable: 502,
  refund_refused: 502,
  refund_unconfirmed: 502,
  // The database stayed busy (server/locked-transaction.ts BusyError): try again later.
  busy: 503,
} as const satisfies Record<string, number>

export type RefusalCode = keyof typeof REFUSAL_STATUS

export function refusalStatus(code: RefusalCode): (typeof REFUSAL_STATUS)[RefusalCode] {
  return REFUSAL_STATUS[code]
}
