import { enqueue } from '../../jobs/queue.ts'
import type { AccountEmailTemplate } from '../../emails/render.ts'

/** The origin a link in an e-mail points to: the site the member is using. */
export function originOf(request: Request) {
  return new URL(request.url).origin
}

export function queueAccountEmail(input: {
  template: AccountEmailTemplate
  userId: number
  idempotencyKey: string
  baseUrl: string
  to?: string
  variables: Record<string, string | number>
}) {
  return enqueue('send-account-email', input)
}
