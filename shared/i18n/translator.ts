// The texts of one language for React: what pages need of i18next, without i18next in the
// browser (it was 16 KB of every page's first-load JavaScript, docs/performance.md). The server
// renders with the same translator, so both sides pick the same text by construction.
//
// What it does, as i18next does it (a test compares the two over every key of every language):
// keys by path (`a.b`) in the namespaces asked for, in order, or in the one a key names
// (`accounts:title`); a list of keys, the first found wins; plurals by `count` (`_zero` for 0 where
// given, then the language's category, then the bare key); `defaultValue`; `{{name}}` values, a
// named value left out kept as written. What it does not do, because no text of ours uses it
// (the locale scan in translator.test.ts keeps it so): formats (`{{n, number}}`), nesting (`$t(`), context, ordinals,
// objects, other languages.
import type { TFunction } from 'i18next'

/** One language's texts: namespace → nested texts. */
export type LanguageTexts = Readonly<Record<string, unknown>>

export interface Translator {
  readonly language: string
  /** The `t` of a namespace, or of a list (searched in order); one function per list. */
  fixedT(namespaces?: string | readonly string[]): TFunction
  /** Starts loading the namespaces the page did not bring (nothing where all are there). */
  preload(): void
  /** A view for one page that notes every namespace the page asks for (server rendering). */
  recording(): RecordingTranslator
}

export interface RecordingTranslator extends Translator {
  /** The namespaces asked for so far, the default one always among them. */
  readonly namespaces: ReadonlySet<string>
}

type Values = Record<string, unknown>

function lookup(texts: LanguageTexts, ns: string, key: string): unknown {
  let node: unknown = texts[ns]
  if (node === null || typeof node !== 'object') return undefined
  const root = node as Record<string, unknown>
  for (const part of key.split('.')) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
    if (node === undefined) break
  }
  // A flat key with dots in it, as i18next also finds.
  return node === undefined ? root[key] : node
}

function valueAt(values: Values, name: string): unknown {
  if (Object.hasOwn(values, name)) return values[name]
  if (!name.includes('.')) return undefined
  let node: unknown = values
  for (const part of name.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** A text split at its values: even places are text, odd places the values as written (`{{ name }}`). */
const templates = new Map<string, readonly string[]>()
function templateOf(text: string): readonly string[] {
  let template = templates.get(text)
  if (!template) remember(templates, text, (template = text.split(VALUE_WHOLE)))
  return template
}
const VALUE_WHOLE = /(\{\{.+?\}\})/

/** `accounts:title` → the namespace it names and the key in it; a key without one keeps the list's. */
function splitKey(key: string): { ns: string | null; path: string } {
  const colon = key.indexOf(':')
  return colon > 0 ? { ns: key.slice(0, colon), path: key.slice(colon + 1) } : { ns: null, path: key }
}

/** `{{name}}` replaced by its value; a value not given is kept as written, one given as undefined is empty. */
export function interpolate(text: string, values: Values | undefined): string {
  if (!values || !text.includes('{{')) return text
  const template = templateOf(text)
  let out = template[0]!
  for (let i = 1; i < template.length; i += 2) {
    const whole = template[i]!
    const name = whole.slice(2, -2).trim()
    const value = valueAt(values, name)
    out +=
      (value === undefined ? (Object.hasOwn(values, name) ? '' : whole) : value === null ? '' : String(value)) + template[i + 1]!
  }
  return out
}

const pluralRules = new Map<string, Intl.PluralRules>()
/** Categories of small whole counts, per language (`Intl.PluralRules#select` is slow by comparison). */
const categories = new Map<string, string[]>()
function pluralCategory(language: string, count: number): string {
  const known = categories.get(language)
  if (known && Number.isInteger(count) && count >= 0 && count < 1000 && known[count] !== undefined) return known[count]!
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  const category = rules.select(count)
  if (Number.isInteger(count) && count >= 0 && count < 1000) {
    if (!known) categories.set(language, [])
    categories.get(language)![count] = category
  }
  return category
}

export interface TranslatorOptions {
  /**
   * The browser's way to the rest of the language: a page brings the namespaces it rendered
   * (`pageTexts`), and a text of another namespace waits for this (a render asking for one
   * suspends until it is loaded; navigations are transitions, so the page on screen stays).
   */
  loadAll?: () => Promise<LanguageTexts>
  /**
   * English, the built-in language (SPEC §7): when `loadAll` fails, the texts the page did not
   * bring come from here, so a page shows English rather than keys.
   */
  loadFallback?: () => Promise<LanguageTexts>
}

export function createTranslator(
  language: string,
  texts: LanguageTexts,
  defaultNamespace: string,
  { loadAll, loadFallback }: TranslatorOptions = {},
): Translator {
  const byNamespaces = new Map<string, TFunction>()
  /** Texts asked for without options, the commonest call: looked up once. */
  const plain = new Map<string, string>()
  let current = texts
  let loading: Promise<void> | undefined
  /** Loaded, or failed to load with its English fallback too (offline): texts not there show their keys. */
  let settled = !loadAll

  /** The page's own texts win: loaded ones only add the namespaces it did not bring. */
  const add = (texts: LanguageTexts) => {
    current = { ...texts, ...current }
  }
  function loadRest(): Promise<void> {
    loading ??= loadAll!()
      .then(add, () => loadFallback?.().then(add))
      .catch(() => undefined)
      .then(() => {
        settled = true
      })
    return loading
  }

  /** A text by key; `plural` is the count's category (`zero` first for 0), or null without a count. */
  function find(namespaces: readonly string[], key: string, plural: string | null, zero: boolean): string | undefined {
    const { ns: named, path } = splitKey(key)
    const list = named ? [named] : namespaces
    const candidates = plural === null ? [path] : [...(zero ? [`${path}_zero`] : []), `${path}_${plural}`, path]
    for (const ns of list) {
      // A namespace this page did not bring: React waits for the rest of the language (the
      // thrown promise suspends the render) and renders again with it.
      if (!settled && !Object.hasOwn(current, ns)) throw loadRest()
      for (const candidate of candidates) {
        const found = lookup(current, ns, candidate)
        if (typeof found === 'string') return found
        if (found !== undefined && found !== null) return undefined
      }
    }
    return undefined
  }

  /** What keys with a count or values found, by namespaces, key and plural category (null: none). */
  const found = new Map<string, string | null>()

  function translate(namespaces: readonly string[], id: string, keys: unknown, values: Values | undefined): string {
    const list = (Array.isArray(keys) ? keys : [keys]).map(String)
    const count = values?.count
    const counted = count !== undefined && typeof count !== 'string'
    const plural = counted ? pluralCategory(language, Number(count)) : null
    const zero = counted && count === 0
    for (const key of list) {
      const cacheKey = `${id}\u0001${key}\u0001${zero ? 'zero' : (plural ?? '')}`
      let text = found.get(cacheKey)
      if (text === undefined) remember(found, cacheKey, (text = find(namespaces, key, plural, zero) ?? null))
      if (text !== null) return interpolate(text, values)
    }
    const fallback = values?.defaultValue
    if (typeof fallback === 'string') return interpolate(fallback, values)
    return interpolate(splitKey(list.at(-1) ?? '').path, values)
  }

  /** The namespaces a `t` searches: the default one, one, or a list. */
  function listOf(namespaces?: string | readonly string[]): string[] {
    return namespaces === undefined ? [defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : [...namespaces]
  }

  function fixedT(namespaces?: string | readonly string[]): TFunction {
    const list = listOf(namespaces)
    const id = list.join(',')
    let t = byNamespaces.get(id)
    if (!t) {
      const call = (keys: unknown, values?: unknown) => {
        // i18next takes a string as the second argument for the default text.
        const options =
          typeof values === 'string'
            ? { defaultValue: values }
            : values !== null && typeof values === 'object' && !Array.isArray(values)
              ? (values as Values)
              : undefined
        if (options || typeof keys !== 'string') return translate(list, id, keys, options)
        const cacheKey = `${id}|${keys}`
        let text = plain.get(cacheKey)
        if (text === undefined) remember(plain, cacheKey, (text = translate(list, id, keys, undefined)))
        return text
      }
      byNamespaces.set(id, (t = call as unknown as TFunction))
    }
    return t
  }

  return {
    language,
    fixedT,
    preload() {
      if (!settled) void loadRest()
    },
    recording() {
      const used = new Set<string>([defaultNamespace])
      const recorded = new Map<string, TFunction>()
      return {
        language,
        namespaces: used,
        preload() {},
        recording() {
          throw new Error('already recording')
        },
        fixedT(namespaces) {
          const list = listOf(namespaces)
          for (const ns of list) used.add(ns)
          const id = list.join(',')
          let t = recorded.get(id)
          if (!t) {
            const inner = fixedT(list) as unknown as (keys: unknown, values?: unknown) => string
            const call = (keys: unknown, values?: unknown) => {
              for (const key of Array.isArray(keys) ? keys : [keys]) {
                const { ns } = splitKey(String(key))
                if (ns) used.add(ns)
              }
              return inner(keys, values)
            }
            recorded.set(id, (t = call as unknown as TFunction))
          }
          return t
        },
      }
    },
  }
}

/**
 * Remembers a looked-up text. Keys come from the code, but some are built from values
 * (`errors.${code}`), so the caches are bounded: a flood of made-up keys cannot grow them.
 */
export function remember<T>(cache: Map<string, T>, key: string, value: T, bound = 20_000) {
  if (cache.size >= bound) cache.clear()
  cache.set(key, value)
}

/** The id of the JSON element that carries a page's texts (server/i18n/resources.ts). */
export const PAGE_TEXTS_ID = 'page-texts'

/** The namespaces of `texts` a page named, for the page to carry (see TranslatorOptions). */
export function pageTexts(texts: LanguageTexts, namespaces: Iterable<string>): LanguageTexts {
  const picked: Record<string, unknown> = {}
  for (const ns of namespaces) if (Object.hasOwn(texts, ns)) picked[ns] = texts[ns]
  return picked
}
