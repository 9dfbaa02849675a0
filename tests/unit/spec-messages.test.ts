// The SPEC's own English messages are the contract (the API's clients match them): each one the
// SPEC quotes (tests/unit/spec-messages.ts) is a text of locales/en, word for word.
import { describe, expect, it } from 'vitest'
import { loadLocale } from './locale-files.ts'
import { SPEC_MESSAGES, type SpecMessage } from './spec-messages.ts'

const english = Object.values(loadLocale('en'))

/** The SPEC writes `{name}`, our texts `{{name}}`. */
const asWritten = (text: string) => text.replace(/\{(\w+)\}/g, '{{$1}}')

function found({ text, start }: SpecMessage) {
  const wanted = asWritten(text)
  return english.some((value) => (start ? value.startsWith(wanted) : value === wanted))
}

describe('the SPEC’s messages in English', () => {
  it.each(SPEC_MESSAGES.map((m) => [`${m.section}: ${m.text}`, m] as const))('%s', (_name, message) => {
    expect(found(message)).toBe(true)
  })

  it('lists each message once', () => {
    const texts = SPEC_MESSAGES.map((m) => m.text)
    expect(new Set(texts).size).toBe(texts.length)
  })
})
