// The app's `useTranslation`: the page's i18n instance (I18nextProvider) and one fixed `t` per
// instance, language and namespace list, kept for the life of the instance. react-i18next's hook
// of the same name copies every property of the i18n instance into a new wrapper object and
// builds a new `t` on each mount, and on the server every render is a mount: on /members that
// was a tenth of the rendering time (docs/performance.md).
//
// What the library's hook does that this one need not: it re-renders on a language change
// (choosing a language reloads the page, docs/shell.md) and suspends until namespaces load (every
// namespace is loaded before the page renders, app/entry.client.tsx and server/i18n). ESLint keeps
// react-i18next's hook out of the app.
import type { i18n as I18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { I18nContext, getI18n } from 'react-i18next'

const fixed = new WeakMap<I18n, Map<string, TFunction>>()

export interface Translation {
  t: TFunction
  i18n: I18n
}

/**
 * The instance's fixed `t` for a namespace (or a list: the first is the default, the others by
 * prefix). A key asked for without options (labels, headings: most calls) is looked up once and
 * remembered: the texts of an instance never change, and i18next's lookup is the bulk of what a
 * page's translations cost. Calls with options (counts, values) go to i18next each time.
 */
export function fixedT(i18n: I18n, namespaces?: string | readonly string[]): TFunction {
  let byKey = fixed.get(i18n)
  if (!byKey) fixed.set(i18n, (byKey = new Map()))
  const key = `${i18n.language}|${typeof namespaces === 'string' ? namespaces : (namespaces ?? []).join(',')}`
  let t = byKey.get(key)
  if (!t) byKey.set(key, (t = remembering(i18n.getFixedT(i18n.language, namespaces ? (namespaces as string | string[]) : null))))
  return t
}

function remembering(t: TFunction): TFunction {
  const call = t as unknown as (...args: unknown[]) => unknown
  const texts = new Map<string, unknown>()
  const remembered = (...args: unknown[]) => {
    const [key] = args
    if (args.length !== 1 || typeof key !== 'string') return call(...args)
    let text = texts.get(key)
    if (text === undefined) texts.set(key, (text = call(key)))
    return text
  }
  return Object.assign(remembered, t) as unknown as TFunction
}

export function useTranslation(namespaces?: string | readonly string[]): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  return { t: fixedT(i18n, namespaces), i18n }
}
