import { enqueue } from '../../jobs/queue.ts'
import type { AccountEmailTemplate } from '../../emails/render.ts'

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
