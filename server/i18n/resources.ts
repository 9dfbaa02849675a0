// Reads locales/<lng>/<ns>.json once per process and keeps one ready i18next
// instance per locale: building an instance per request was the biggest cost measured.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createInstance, type i18n, type Resource } from 'i18next'
import { LRUCache } from 'lru-cache'
import { createTranslator, PAGE_TEXTS_ID, pageTexts, type Translator } from '../../shared/i18n/translator.ts'
import {
  defaultNamespace,
  fallbackLocale,
  locales,
  namespaces,
  pageOnlyNamespaces,
  serverNamespaces,
  type Locale,
} from '../../shared/i18n/config.ts'

const localesDir = path.resolve(process.env.AMORA_ROOT ?? process.cwd(), 'locales')

let resources: Resource | undefined
export function getResources(): Resource {
  if (!resources) {
    const loaded: Resource = {}
    for (const lng of locales) {
      loaded[lng] = {}
      for (const ns of serverNamespaces) {
        loaded[lng][ns] = JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8'))
      }
    }
    resources = loaded
  }
  return resources
}

const instances = new Map<Locale, i18n>()

/** A fully initialised i18next instance for `locale`, built once and reused by every request. */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createInstance()
    void instance.init({
      lng: locale,
      fallbackLng: fallbackLocale,
      supportedLngs: [...locales],
      ns: [...serverNamespaces],
      defaultNS: defaultNamespace,
      resources: getResources(),
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    instances.set(locale, instance)
  }
  return instance
}

const translators = new Map<Locale, Translator>()

/** The translator pages render with (shared/i18n/translator.ts), one per locale, built once. */
export function getTranslator(locale: Locale): Translator {
  let translator = translators.get(locale)
  if (!translator)
    translators.set(locale, (translator = createTranslator(locale, getResources()[locale] ?? {}, defaultNamespace)))
  return translator
}

/** Pages ask for a few dozen sets of namespaces; the bound only guards against surprises. */
const pageTextScripts = new LRUCache<string, Buffer>({ max: 1000 })
const BODY_END = Buffer.from('</body>')

/**
 * The page with the texts of the namespaces it rendered, as JSON before `</body>`: the browser
 * hydrates with those and loads the rest of the language only when a later render asks for it
 * (shared/i18n/translator.ts). Server-only namespaces (e-mails, legal pages) are never sent.
 */
export function withPageTexts(html: Buffer, locale: Locale, used: Iterable<string>): Buffer {
  const carried: readonly string[] = [...namespaces, ...pageOnlyNamespaces]
  const names = [...used].filter((ns) => carried.includes(ns)).sort()
  const id = `${locale}|${names.join(',')}`
  let script = pageTextScripts.get(id)
  if (!script) {
    const json = JSON.stringify(pageTexts(getResources()[locale] ?? {}, names)).replace(/</g, '\\u003c')
    script = Buffer.from(`<script type="application/json" id="${PAGE_TEXTS_ID}">${json}</script>`)
    pageTextScripts.set(id, script)
  }
  const end = html.lastIndexOf(BODY_END)
  if (end < 0) return Buffer.concat([html, script])
  return Buffer.concat([html.subarray(0, end), script, html.subarray(end)])
}
