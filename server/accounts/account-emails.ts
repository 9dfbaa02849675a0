import { enqueue } from '../../jobs/queue.ts'
import type { AccountEmailJob } from '../../jobs/send-account-email.ts'

/** Queues an account e-mail; its variables are checked against its template's schema here. */
export function queueAccountEmail(input: AccountEmailJob) {
  return enqueue('send-account-email', input)
}
