import { describe, expect, it } from 'vitest'
import { attentionCount, countBadge, creditsBadgeVariant, prefixTitle } from './badges.ts'
import { dismiss, isDismissed } from './dismissals.ts'

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

describe('dismissals', () => {
  it('remembers a dismissal with its timestamp and can expire it', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    expect(isDismissed('entryWarning', 1000, undefined, storage)).toBe(false)
    dismiss('entryWarning', 1000, storage)
    expect(isDismissed('entryWarning', 10_000_000, undefined, storage)).toBe(true)
    expect(isDismissed('entryWarning', 5000, 2000, storage)).toBe(false)
    expect(isDismissed('entryWarning', 2000, 2000, storage)).toBe(true)
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
