// The `t` of a namespace for components rendered many times per page (member cards): react-i18next's
// useTranslation copies the whole i18n instance into a wrapper per component instance, which on a
// page of 24 cards was a tenth of the server's rendering time (docs/performance.md). This hook
// reads the page's i18n instance from context and keeps one fixed `t` per language and namespace.
// It does not re-render on a language change: choosing a language reloads the page (docs/shell.md),
// and the namespaces it is used with are loaded before the page renders.
import type { i18n as I18n, TFunction } from 'i18next'
import { useContext } from 'react'
import { I18nContext } from 'react-i18next'

const fixed = new WeakMap<I18n, Map<string, TFunction>>()

export function useFixedT(namespace = 'common'): TFunction {
  const { i18n } = useContext(I18nContext)
  let byKey = fixed.get(i18n)
  if (!byKey) fixed.set(i18n, (byKey = new Map()))
  const key = `${i18n.language}|${namespace}`
  let t = byKey.get(key)
  if (!t) byKey.set(key, (t = i18n.getFixedT(i18n.language, namespace)))
  return t
}
