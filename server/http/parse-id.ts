// The one parser for a row id from a URL or a body: a positive 32-bit integer (PostgreSQL's
// `integer`), else null. Anything larger would make the database refuse the query (a 500).
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return id > 0 && id <= 2 ** 31 - 1 ? id : null
}
