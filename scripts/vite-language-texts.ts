// Vite plugin: the browser's language chunks as two small virtual modules instead of a glob.
//
// - `virtual:language-texts` exports `loaders`, one dynamic import per language (11 entries).
// - `virtual:language-texts/<lng>` imports that language's client namespaces and exports them as
//   one object; vite.config.ts puts it and its JSON files in the `locale-<lng>` chunk.
//
// An `import.meta.glob` over locales/*/*.json wrote one loader per file into the entry: 154 of
// them, 14 KB before compression, in the JavaScript every page loads first. The namespaces are the
// ones shared/i18n/config.ts lists for pages; e-mails and legal texts stay on the server.
import path from 'node:path'
import type { Plugin } from 'vite'
import { locales, namespaces } from '../shared/i18n/config.ts'

export const LANGUAGE_TEXTS = 'virtual:language-texts'
const RESOLVED = `\0${LANGUAGE_TEXTS}`

export function languageTexts(root = process.cwd()): Plugin {
  return {
    name: 'amora-language-texts',
    resolveId(id) {
      if (id === LANGUAGE_TEXTS || id.startsWith(`${LANGUAGE_TEXTS}/`)) return `\0${id}`
      return undefined
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = locales.map((lng) => `  ${lng}: () => import('${LANGUAGE_TEXTS}/${lng}').then((m) => m.default),`)
        return `export const loaders = {\n${entries.join('\n')}\n}\n`
      }
      if (!id.startsWith(`${RESOLVED}/`)) return undefined
      const lng = id.slice(RESOLVED.length + 1)
      if (!(locales as readonly string[]).includes(lng)) this.error(`unknown language ${lng}`)
      const file = (ns: string) => JSON.stringify(path.join(root, 'locales', lng, `${ns}.json`))
      const imports = namespaces.map((ns, i) => `import n${i} from ${file(ns)}`)
      const fields = namespaces.map((ns, i) => `  ${JSON.stringify(ns)}: n${i},`)
      return `${imports.join('\n')}\nexport default {\n${fields.join('\n')}\n}\n`
    },
  }
}

/** The chunk of a language's virtual module: `locale-<lng>`, beside its JSON files. */
export function languageTextsChunk(id: string): string | undefined {
  const match = new RegExp(`^${RESOLVED}/([a-z]{2})$`).exec(id)
  return match ? `locale-${match[1]}` : undefined
}
