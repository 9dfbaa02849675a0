// The only ways a route reads a request body (docs/security.md). JSON is accepted only as
// application/json (a cross-site <form enctype="text/plain"> cannot forge it), forms only as
// urlencoded or multipart; a body that does not parse, or text with a NUL character (which
// PostgreSQL cannot store), is a 4xx, never a 500. Sizes are bounded earlier (body-guard.ts).
import type { z } from 'zod'
import { ApiError } from './api.ts'

const JSON_TYPE = /^application\/json\s*(?:;|$)/i
const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i

function contentType(request: Request) {
  return (request.headers.get('content-type') ?? '').trim()
}

/** True when any string inside `value` holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1))
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1))
}

export function isJsonRequest(request: Request) {
  return JSON_TYPE.test(contentType(request))
}

/** A JSON body of an API request; 415 for another type, 400 for broken or NUL-bearing JSON. */
export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonRequest(request)) throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json.')
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
  }
  if (containsNul(body)) throw new ApiError(400, 'invalid_parameter', 'Text may not contain NUL characters.')
  return body
}

/** A JSON body that must be an object (400 otherwise). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_json', 'The request body must be a JSON object.')
  }
  return body as Record<string, unknown>
}

/** Field messages of a failed zod parse, one per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
  return fields
}

/** Reads a JSON object and parses it with `schema`; 400 invalid_parameter with field messages. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T, message = 'The request body is invalid.') {
  const result = schema.safeParse(await readJsonObject(request))
  if (!result.success) throw new ApiError(400, 'invalid_parameter', message, fieldErrors(result.error))
  return result.data as z.infer<T>
}

/** A page action's form; the error page (400/415) for anything a browser form would not send. */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPE.test(contentType(request))) {
    throw new Response('Unsupported Media Type', { status: 415, statusText: 'Unsupported Media Type' })
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new Response('Bad Request', { status: 400, statusText: 'Bad Request' })
  }
  for (const [name, value] of form) {
    if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
      throw new Response('Bad Request', { status: 400, statusText: 'Bad Request' })
    }
  }
  return form
}

/** Like readForm, for API endpoints that also take forms: errors in the API's JSON shape. */
export async function readApiForm(request: Request): Promise<FormData> {
  try {
    return await readForm(request)
  } catch (error) {
    if (error instanceof Response && error.status === 415)
      throw new ApiError(415, 'unsupported_media_type', 'Send the body as a form or as application/json.')
    throw new ApiError(400, 'invalid_parameter', 'The form could not be read.')
  }
}

/** A signed webhook's exact bytes as text (its signature covers them): 413 past `limit` bytes. */
export async function readRawText(request: Request, limit: number): Promise<string> {
  const text = await request.text()
  if (Buffer.byteLength(text, 'utf8') > limit) throw new ApiError(413, 'payload_too_large', 'The request body is too large.')
  return text
}
