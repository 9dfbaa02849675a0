import { describe, expect, it } from 'vitest'
import { followsInApp } from './app-links.tsx'

const origin = 'https://amora.example'
const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false }

/** What followsInApp reads of an anchor, as a browser's <a> gives it. */
function anchor(href: string, attributes: Record<string, string> = {}) {
  return {
    href: new URL(href, origin).href,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  } as unknown as HTMLAnchorElement
}

describe('followsInApp', () => {
  it('takes a plain left click on a link of this site', () => {
    expect(followsInApp(click, anchor('/members/12'), origin)).toBe(true)
    expect(followsInApp(click, anchor('/members?gender=female#results', { target: '_self' }), origin)).toBe(true)
  })

  it('leaves the browser what <Link> leaves it', () => {
    for (const modifier of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'])
      expect(followsInApp({ ...click, [modifier]: true }, anchor('/members/12'), origin)).toBe(false)
    expect(followsInApp({ ...click, button: 1 }, anchor('/members/12'), origin)).toBe(false)
    expect(followsInApp({ ...click, defaultPrevented: true }, anchor('/members/12'), origin)).toBe(false)
    expect(followsInApp(click, anchor('/members/12', { target: '_blank' }), origin)).toBe(false)
    expect(followsInApp(click, anchor('/pages/terms', { download: '' }), origin)).toBe(false)
    expect(followsInApp(click, anchor('https://elsewhere.example/members/12'), origin)).toBe(false)
  })
})
