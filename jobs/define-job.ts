// The shape of a background job. Each jobs/<name>.ts defines one job with defineJob: its name, its
// payload schema, its retries, its schedule if it recurs, and its handler; registry.ts lists them.
import type { z } from 'zod'

export interface JobContext {
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number
}

export interface JobDefinition<N extends string, S extends z.ZodType, E extends number | undefined> {
  name: N
  /** Checked when the job is queued and again when it runs; the handler gets what it parsed. */
  payload: S
  /** Runs in total, first one included (default 3). */
  attempts?: number
  /** Wait before the first retry, doubled for each one after (default 1 s). */
  backoffMs?: number
  /** A recurring job: queued this often (by the worker, or by the web process without Redis), with `{}`. */
  everyMs?: E
  /**
   * The work. A handler that calls into server/ imports it with import() when it runs: the
   * services queue jobs themselves, so a static import would load them with every enqueue().
   * (A method, so that any job is a `Job` whatever its payload: the registry holds them all.)
   */
  handler(payload: z.infer<S>, context: JobContext): Promise<void>
}

export interface Job<
  N extends string = string,
  S extends z.ZodType = z.ZodType,
  E extends number | undefined = number | undefined,
> extends JobDefinition<N, S, E> {
  attempts: number
  backoffMs: number
  everyMs: E
  /** Runs the handler on data from the queue: the payload is checked (and typed) by its own schema. */
  run(data: unknown, context: JobContext): Promise<void>
}

export function defineJob<N extends string, S extends z.ZodType, E extends number | undefined = undefined>(
  definition: JobDefinition<N, S, E>,
): Job<N, S, E> {
  return {
    ...definition,
    attempts: definition.attempts ?? 3,
    backoffMs: definition.backoffMs ?? 1000,
    everyMs: definition.everyMs as E,
    run: (data, context) => definition.handler(definition.payload.parse(data), context),
  }
}
