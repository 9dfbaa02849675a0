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

export interface Job<S extends z.ZodType = z.ZodType> extends JobDefinition<S> {
  /** Runs the handler on data from the queue: the payload is checked (and typed) by its own schema. */
  run(data: unknown, context: JobContext): Promise<void>
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): Job<S> {
  return { ...definition, run: (data, context) => definition.handler(definition.payload.parse(data), context) }
}
