import type { z } from 'zod'

export interface JobContext {
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string
  payload: S
  handler: (payload: z.infer<S>, context: JobContext) => Promise<void>
  /** Runs in total, first one included. */
  attempts?: number
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition
}
