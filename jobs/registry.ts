// Every background job by name; enqueue() is type-checked against this table.
import { sendEmailJob } from './send-email.ts'

export const jobRegistry = {
  'send-email': sendEmailJob,
} as const

export type JobName = keyof typeof jobRegistry
