// The PHP-style JSON API (/api/*.php): one error shape, ETag revalidation, and a
// wrapper so nothing a client sends turns into an unhandled 500. See docs/api.md.
import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { isDatabaseUnavailable } from '../db/unavailable.ts'
import { ServiceError } from '../errors.ts'
import { log } from '../log.ts'

export interface ApiErrorBody {
  error: {
    status: number
    code: string
    message: string
    fields?: Record<string, string>
    [extra: string]: unknown
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More members of the error object a client may use (e.g. `resend_url`, `minutes`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

const JSON_TYPE = 'application/json; charset=utf-8'

export function apiErrorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  extra?: Record<string, unknown>,
) {
  const body: ApiErrorBody = { error: { ...extra, status, code, message, ...(fields ? { fields } : {}) } }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' },
  })
}

export interface CachedJsonOptions {
  /** Cache-Control value, e.g. "public, max-age=3600". */
  cacheControl: string
  vary?: string
  /** Lets the HTTP layer answer the same request from memory for this many seconds. */
  microcacheSeconds?: number
}

/** A pre-serialised JSON body with its strong ETag, computed once and reused. */
export interface JsonEntity {
  body: string
  etag: string
}

export function toJsonEntity(data: unknown): JsonEntity {
  const body = JSON.stringify(data)
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  return { body, etag }
}

/** 200 with the body, or 304 when the client already holds this ETag. */
export function cachedJsonResponse(request: Request, entity: JsonEntity, options: CachedJsonOptions) {
  const headers = new Headers({ ETag: entity.etag, 'Cache-Control': options.cacheControl })
  if (options.vary) headers.set('Vary', options.vary)
  if (options.microcacheSeconds) headers.set('X-Amora-Microcache', String(options.microcacheSeconds))
  const inm = request.headers.get('if-none-match')
  if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entity.etag)) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Type', JSON_TYPE)
  return new Response(entity.body, { status: 200, headers })
}

/** Parses the query string with a zod schema; a malformed parameter is a 400. */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const result = schema.safeParse(params)
  if (!result.success) {
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) fields[issue.path.join('.') || 'query'] ??= issue.message
    throw new ApiError(400, 'invalid_parameter', 'A query parameter is malformed.', fields)
  }
  return result.data
}

/**
 * Runs an API handler; ApiErrors become their JSON shape. A service's refusal the route did not
 * translate is still the member's doing: a 422 with its code (logged, so the route gets its own
 * message). Anything else is a logged 500.
 */
export async function handleApi(request: Request, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof ApiError) return apiErrorResponse(error.status, error.code, error.message, error.fields, error.extra)
    if (error instanceof ServiceError) {
      log().warn({ code: error.code, path: new URL(request.url).pathname }, 'API refusal without its own answer')
      return apiErrorResponse(422, error.code, error.message)
    }
    if (isDatabaseUnavailable(error)) {
      const response = apiErrorResponse(503, 'service_unavailable', 'The service is unavailable for a moment, please try again.')
      response.headers.set('Retry-After', '5')
      return response
    }
    log().error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'API request failed')
    return apiErrorResponse(500, 'server_error', 'An error has occurred.')
  }
}

export function methodNotAllowed(allowed: string[]) {
  const response = apiErrorResponse(405, 'method_not_allowed', 'This method is not allowed here.')
  response.headers.set('Allow', allowed.join(', '))
  return response
}
