// Generated requests for every route: wrong types, huge and empty values, NUL, RTL and emoji,
// broken JSON and multipart, wrong content types and methods, odd hosts and redirect targets,
// logged out and logged in (active, unconfirmed, premium). The property: no answer is a 5xx,
// and every /api/ refusal has the JSON error shape (docs/security.md).
import fc from 'fast-check'
import type { RawRequest, RawResponse } from './client.ts'
import { routeTargets, type RouteTarget } from './route-targets.ts'

const weirdStrings = [
  '',
  ' ',
  'a',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '💘🔥👩‍❤️‍👨',
  '𝓐𝓶𝓸𝓻𝓪',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '\r\nSet-Cookie: x=1',
  '/\t/evil.example',
  '//evil.example',
  'https://evil.example/',
  'constructor',
  '__proto__',
  'toString',
  'demo@amora.example',
  'x@y',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'de',
  'NL',
  'ZZ',
]

const fieldNames = [
  'id',
  'email',
  'password',
  'password_repeat',
  'old_password',
  'name',
  'language',
  'intent',
  'action',
  'redirectTo',
  'redirect',
  'token',
  'text',
  'reason',
  'profile',
  'photo',
  'gender',
  'looking_for',
  'date_of_birth',
  'country',
  'region',
  'city',
  'about_me',
  'invisible',
  'member_id',
  'signup_message',
  'terms',
  'good_faith',
  'lat',
  'lon',
  'min_age',
  'max_age',
  'pageNumber',
  'subscription',
  'message',
  'website',
  '__proto__',
  'constructor',
]

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...weirdStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 60_000 }).map((n) => 'x'.repeat(n)) },
)

/** Query values: long, but within what a URL may carry (the guard refuses URLs over 8 KiB). */
const queryText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...weirdStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(2000), 'x'.repeat(9000)) },
)

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...fieldNames), tie('value'), { maxKeys: 3 }),
  ),
})).value

const fields = fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: 6 })
const formFields = fc.dictionary(fc.constantFrom(...fieldNames), text, { maxKeys: 6 })

const idSegment = fc.oneof(
  fc.integer({ min: 1, max: 200 }).map(String),
  fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', 'abc', 'constructor', '%00', '%E2%80%AE', '1.5', '💘'),
)

function fillPattern(pattern: string, values: string[]): string {
  let i = 0
  return (
    pattern
      .replace(/\/:[a-z]+\?/gi, () => (values[i] && values[i] !== '0' ? `/${encodeSegment(values[i++]!)}` : ''))
      .replace(/:[a-z]+/gi, () => encodeSegment(values[i++] ?? '1'))
      .replace(/\*$/, () => encodeSegment(values[i++] ?? 'x')) || '/'
  )
}

function encodeSegment(value: string) {
  return /%[0-9A-F]{2}/i.test(value) ? value : encodeURIComponent(value)
}

export type Viewer = 'visitor' | 'member' | 'unconfirmed' | 'premium'

export interface FuzzCase {
  request: RawRequest
  viewer: Viewer
  target: RouteTarget
}

type Body = { type?: string; body?: string }

const bodies: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ type: fc.constant('application/json'), body: fields.map((f) => JSON.stringify(f)) }),
  fc.record({ type: fc.constant('application/json'), body: fc.constantFrom('{', '[1,', '"x"', 'null', '', '{"id":}', '\u0000') }),
  fc.record({
    type: fc.constant('application/x-www-form-urlencoded'),
    body: formFields.map((f) => new URLSearchParams(f).toString()),
  }),
  fc.record({
    type: fc.constant('application/x-www-form-urlencoded'),
    body: fc.constantFrom('%', '=&=&', 'a=%ZZ', 'intent=like&intent=block'),
  }),
  fc.record({
    type: fc.constant('multipart/form-data; boundary=XyZ'),
    body: formFields.map(
      (f) =>
        Object.entries(f)
          .map(([k, v]) => `--XyZ\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') + '--XyZ--\r\n',
    ),
  }),
  fc.record({
    type: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=XyZ'),
    body: fc.constantFrom('--XyZ\r\nbroken', 'garbage', ''),
  }),
  fc.record({
    type: fc.constantFrom('text/plain', 'application/xml', 'image/png', 'garbage/type;;;'),
    body: fields.map((f) => JSON.stringify(f)),
  }),
  fc.constant({}),
)

const query = fc.dictionary(fc.constantFrom(...fieldNames, 'lb', 't', 'reset', 'gift', 'push', 'welcome', 'code'), queryText, {
  maxKeys: 3,
})

export function fuzzCases(origin: string): fc.Arbitrary<FuzzCase> {
  const targets = routeTargets()
  const target = fc.constantFrom(...targets)
  return fc
    .record({
      target,
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
        { weight: 3, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS') },
        { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND') },
      ),
      ids: fc.array(idSegment, { minLength: 2, maxLength: 2 }),
      query,
      body: bodies,
      host: fc.oneof(
        { weight: 12, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('evil.example', '', 'exämple.com', 'localhost:99999', '[::1]', 'she.localhost') },
      ),
      origin: fc.oneof(
        { weight: 10, arbitrary: fc.constant(origin) },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'garbage') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*'),
      viewer: fc.constantFrom<Viewer>('visitor', 'member', 'unconfirmed', 'premium'),
      client: fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 })),
    })
    .map(({ target, method, ids, query, body, host, origin: originHeader, accept, viewer, client }) => {
      // At most 12,000 characters: longer request lines are refused by Node itself (431, reset).
      const search = new URLSearchParams(query).toString().slice(0, 12_000)
      const withBody = method !== 'GET' && method !== 'HEAD'
      const headers: Record<string, string> = {}
      if (withBody && body.type) headers['content-type'] = body.type
      if (originHeader) headers.origin = originHeader
      if (accept) headers.accept = accept
      const request: RawRequest = {
        method,
        path: fillPattern(target.pattern, ids) + (search ? `?${search}` : ''),
        headers,
        body: withBody ? body.body : undefined,
        host,
        from: `127.9.${client[0]}.${client[1]}`,
      }
      return { request, viewer, target }
    })
}

/** What must hold for every answer: never a 5xx; API refusals in the JSON error shape. */
export function checkAnswer(fuzzCase: FuzzCase, response: RawResponse): string | null {
  const { method, path } = fuzzCase.request
  const what = `${method} ${path.length > 160 ? `${path.slice(0, 160)}…` : path}`
  if (response.status >= 500) return `${response.status} from ${what}`
  const api = new URL(path, 'http://x').pathname.startsWith('/api/')
  // 431 (a URL beyond Node's header limit) is answered by Node itself, before any of our code.
  if (api && response.status >= 400 && response.status !== 431 && method !== 'HEAD') {
    try {
      const body = JSON.parse(response.body) as { error?: { status?: number; code?: string } }
      if (body.error?.status !== response.status || typeof body.error.code !== 'string')
        return `${response.status} without the JSON error shape from ${what}`
    } catch {
      return `${response.status} with a non-JSON body from ${what}`
    }
  }
  return null
}
