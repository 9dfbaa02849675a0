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

/** The instance's fixed `t` for a namespace (or a list: the first is the default, the others by prefix). */
export function fixedT(i18n: I18n, namespaces?: string | readonly string[]): TFunction {
  let byKey = fixed.get(i18n)
  if (!byKey) fixed.set(i18n, (byKey = new Map()))
  const key = `${i18n.language}|${typeof namespaces === 'string' ? namespaces : (namespaces ?? []).join(',')}`
  let t = byKey.get(key)
  if (!t) byKey.set(key, (t = i18n.getFixedT(i18n.language, namespaces ? (namespaces as string | string[]) : null)))
  return t
}

export function useTranslation(namespaces?: string | readonly string[]): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  return { t: fixedT(i18n, namespaces), i18n }
}
