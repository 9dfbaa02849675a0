import { parse, serialize } from 'cookie'
import { describe, expect, it } from 'vitest'
import { DISMISSALS_COOKIE, DISMISSALS_MAX_AGE_SECONDS, parseDismissals } from '../../shared/dismissals.ts'
import { cookieValue, dismiss, isDismissed, readDismissals } from './dismissals.ts'

/** What a browser's document.cookie holds: the written cookie's name=value joined with others. */
function browserJar(initial = '') {
  const cookies = new Map<string, string>()
  for (const pair of initial.split('; ').filter(Boolean))
    cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    },
  }
}

describe('cookieValue', () => {
  const strings = [
    'a=1; amora_dismissed=entry%3D1700000000000; b=2',
    'amora_dismissed="entry%3D5"',
    'amora_dismissed=%E0%A4%A',
    'x=1;amora_dismissed=  photo%3D9  ;y',
    'amora_dismissed_other=1; amora_dismissed=push%3D3',
    'amora_dismissed=; b=2',
    'b=2',
    '',
    'amora_dismissed=a=b=c',
  ]
  it.each(strings)('reads %j as the cookie package does', (cookies) => {
    expect(cookieValue(cookies, DISMISSALS_COOKIE)).toBe(parse(cookies)[DISMISSALS_COOKIE])
  })
})

describe('dismissals in the browser', () => {
  it('writes a cookie the server reads back, with its lifetime and path', () => {
    const jar = browserJar('lng=de')
    dismiss('entryWarning', 1_700_000_000_000, jar)
    dismiss('alert.profilePhoto', 1_700_000_000_500, jar)
    const line = jar.written.at(-1)!
    expect(line).toBe(
      serialize(DISMISSALS_COOKIE, 'entryWarning=1700000000000&alert.profilePhoto=1700000000500', {
        maxAge: DISMISSALS_MAX_AGE_SECONDS,
        path: '/',
        sameSite: 'lax',
      }),
    )
    // The server reads the request's Cookie header with the cookie package.
    expect(parseDismissals(parse(jar.cookie)[DISMISSALS_COOKIE])).toEqual({
      entryWarning: 1_700_000_000_000,
      'alert.profilePhoto': 1_700_000_000_500,
    })
    expect(readDismissals(jar)).toEqual({ entryWarning: 1_700_000_000_000, 'alert.profilePhoto': 1_700_000_000_500 })
    expect(isDismissed('alert.profilePhoto', 1_700_000_001_000, undefined, jar)).toBe(true)
    expect(isDismissed('alert.push', 1_700_000_001_000, undefined, jar)).toBe(false)
  })

  it('treats a damaged cookie as nothing dismissed', () => {
    expect(readDismissals(browserJar('amora_dismissed=%E0%A4%A'))).toEqual({})
    expect(readDismissals(browserJar('amora_dismissed=entryWarning%3Dsoon'))).toEqual({})
  })
})
