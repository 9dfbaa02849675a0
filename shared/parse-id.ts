// The one parser for a row id from a URL, a form or a body: a positive 32-bit integer (PostgreSQL's
// `integer`) written in digits, else null. Anything larger would make the database refuse the
// query (a 500); "12.0", "0x0c" or " 12" are not ids either, wherever they are sent. Forms and
// bodies validated with zod use `idField` / `optionalIdField`, which read their value with it.
// Pure, so the browser's forms and the search's parameters (shared/) use the same one; the server
// imports it as server/http/parse-id.ts.
import { z } from 'zod'

export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return id > 0 && id <= 2 ** 31 - 1 ? id : null
}

/** A zod field holding an id (parseId); `message` for a missing value or one that is no id. */
export function idField(message: string) {
  return z.unknown().transform((value, ctx) => {
    const id = parseId(value)
    if (id === null) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return id
  })
}

/** An optional id field of a form: empty or missing is undefined, anything else must be an id. */
export function optionalIdField(message: string) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), idField(message).optional())
}
