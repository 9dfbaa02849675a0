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
 * page's translations cost. A key with values only (`{{name}}`) is looked up once per value
 * names and the values put in; calls choosing a text (counts, context, defaults) go to i18next.
 */
export function fixedT(i18n: I18n, namespaces?: string | readonly string[]): TFunction {
  let byKey = fixed.get(i18n)
  if (!byKey) fixed.set(i18n, (byKey = new Map()))
  const key = `${i18n.language}|${typeof namespaces === 'string' ? namespaces : (namespaces ?? []).join(',')}`
  let t = byKey.get(key)
  if (!t) byKey.set(key, (t = remembering(i18n.getFixedT(i18n.language, namespaces ? (namespaces as string | string[]) : null))))
  return t
}

/**
 * Options that change which text i18next picks or how (plurals, context, defaults, other
 * namespaces or languages, objects): calls with any of them always go to i18next.
 */
const SELECTING_OPTIONS = new Set([
  'count',
  'context',
  'defaultValue',
  'ns',
  'lng',
  'lngs',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'replace',
  'ordinal',
  'keySeparator',
  'nsSeparator',
])
const OPEN = '\u0002'
const CLOSE = '\u0003'
const PLACEHOLDER = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`)
/** A value with a format (`{{n, number}}`), an unescaped one (`{{- x}}`) or a nested text (`$t(`). */
const FORMATTED = /\{\{(?!\s*[\w.]+\s*\}\})|\$t\(/

/** A text split at its values: even places are text, odd places the names of values. */
type Template = readonly string[]

function remembering(t: TFunction): TFunction {
  const call = t as unknown as (...args: unknown[]) => unknown
  const texts = new Map<string, unknown>()
  const templates = new Map<string, Template | null>()

  /**
   * A text that only has values put in (`{{name}}`; no plural, context or default): i18next is
   * asked once per key and value names, with markers for values, and the values are put into
   * what it returned. A text with formats or nesting goes to i18next every time (our texts have
   * none; a test keeps it so).
   */
  function interpolated(key: string, options: Record<string, unknown>): string | undefined {
    const names = Object.keys(options)
    for (const name of names) {
      const value = options[name]
      if (SELECTING_OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return undefined
    }
    const id = `${key}\u0001${names.join(',')}`
    let template = templates.get(id)
    if (template === undefined) {
      // Only a text whose values are plain `{{name}}`s (no format, no nesting) is remembered.
      const raw = call(key, { skipInterpolation: true })
      const plain = typeof raw === 'string' && !FORMATTED.test(raw)
      const marked = plain ? call(key, Object.fromEntries(names.map((name) => [name, `${OPEN}${name}${CLOSE}`]))) : null
      template = typeof marked === 'string' ? marked.split(PLACEHOLDER) : null
      // Every marked value must come back whole and by its own name.
      if (
        template?.some((part, i) => (i % 2 === 0 ? part.includes(OPEN) || part.includes(CLOSE) : !Object.hasOwn(options, part)))
      )
        template = null
      templates.set(id, template)
    }
    if (!template) return undefined
    let text = template[0]!
    for (let i = 1; i < template.length; i += 2) text += String(options[template[i]!] ?? '') + template[i + 1]!
    return text
  }

  const remembered = (...args: unknown[]) => {
    const [key, options] = args
    if (typeof key !== 'string' || args.length > 2) return call(...args)
    if (args.length === 2) {
      if (options === null || typeof options !== 'object' || Array.isArray(options)) return call(...args)
      return interpolated(key, options as Record<string, unknown>) ?? call(...args)
    }
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
