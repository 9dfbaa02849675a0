import { describe, expect, it } from 'vitest'
import { attentionCount, countBadge, creditsBadgeVariant, prefixTitle } from './badges.ts'
import { dismiss, isDismissed, readDismissals } from './dismissals.ts'
import { parseDismissals, serializeDismissals } from '../../shared/dismissals.ts'

describe('count badge', () => {
  it('shows nothing at zero or below', () => {
    expect(countBadge(0)).toBeNull()
    expect(countBadge(-3)).toBeNull()
  })
  it('shows the number up to 99 and 99+ from 100', () => {
    expect(countBadge(1)).toBe('1')
    expect(countBadge(99)).toBe('99')
    expect(countBadge(100)).toBe('99+')
    expect(countBadge(2500)).toBe('99+')
  })
})

describe('credits badge', () => {
  it('is hidden above 10 credits', () => {
    expect(creditsBadgeVariant(11)).toBeNull()
    expect(creditsBadgeVariant(500)).toBeNull()
  })
  it('is the warning colour from 10 down to 1', () => {
    expect(creditsBadgeVariant(10)).toBe('warning')
    expect(creditsBadgeVariant(1)).toBe('warning')
  })
  it('is the danger colour at 0', () => {
    expect(creditsBadgeVariant(0)).toBe('danger')
  })
})

describe('title prefix', () => {
  it('adds unread messages plus new likes in parentheses', () => {
    expect(prefixTitle('Search members', attentionCount({ unreadMessages: 2, newLikes: 3 }))).toBe('(5) Search members')
  })
  it('replaces an earlier prefix and removes it at zero', () => {
    expect(prefixTitle('(5) Search members', 7)).toBe('(7) Search members')
    expect(prefixTitle('(5) Search members', 0)).toBe('Search members')
  })
  it('leaves titles that merely start with a bracket alone', () => {
    expect(prefixTitle('(Beta) Amora', 0)).toBe('(Beta) Amora')
  })
})

/** document.cookie's behaviour: writing sets one cookie (attributes dropped), reading lists them all. */
class FakeJar {
  private readonly cookies = new Map<string, string>()
  get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  set cookie(written: string) {
    const [pair = ''] = written.split(';')
    const eq = pair.indexOf('=')
    this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
  }
}

describe('dismissals', () => {
  it('remembers each dismissal with its timestamp in the cookie and can expire it', () => {
    const jar = new FakeJar()
    jar.cookie = 'lng=de'
    expect(isDismissed('entryWarning', 1000, undefined, jar)).toBe(false)
    dismiss('entryWarning', 1000, jar)
    dismiss('alert.push', 3000, jar)
    expect(isDismissed('entryWarning', 10_000_000, undefined, jar)).toBe(true)
    expect(isDismissed('entryWarning', 5000, 2000, jar)).toBe(false)
    expect(isDismissed('entryWarning', 2000, 2000, jar)).toBe(true)
    expect(isDismissed('alert.push', 4000, 2000, jar)).toBe(true)
    expect(jar.cookie).toContain('lng=de')
  })

  it('reads what the server reads, and ignores what it does not know', () => {
    expect(parseDismissals('entryWarning=1000&alert.push=2000')).toEqual({ entryWarning: 1000, 'alert.push': 2000 })
    expect(parseDismissals('entryWarning=abc&other=5&timeBonus=-1')).toEqual({})
    expect(parseDismissals(serializeDismissals({ timeBonus: 42 }))).toEqual({ timeBonus: 42 })
    expect(readDismissals({ cookie: 'amora_dismissed=%25%25%25' })).toEqual({})
  })
})

import { routeHasBackButton } from './back-button.ts'

describe('back button routes', () => {
  it('covers members-id, likes-type, likes-m-id, credits and credits-id-paymentmethod', () => {
    for (const path of ['/members/12', '/likes/received', '/likes/m/7', '/credits', '/credits/3', '/credits/3/ideal'])
      expect(routeHasBackButton(path), path).toBe(true)
  })
  it('is absent elsewhere', () => {
    for (const path of ['/', '/members', '/members/12/chat', '/credits/repeat-order', '/chats/4', '/profile'])
      expect(routeHasBackButton(path), path).toBe(false)
  })
})
