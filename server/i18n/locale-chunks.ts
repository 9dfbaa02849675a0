// Where the browser finds a language's texts: the build's `locale-<lng>-<hash>.js` chunk
// (vite.config.ts), found by name once. The root preloads the page's (app/root.tsx), so the
// browser fetches it with the other modules instead of after the entry asked for it. Without a
// production build (the development server) there is nothing to preload.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { isLocale, type Locale } from '../../shared/i18n/config.ts'
import { isDevServer } from '../env.ts'

let chunks: Map<Locale, string> | undefined

/** The chunks in `dir` (build/client/assets), by language. */
export function findLocaleChunks(dir: string): Map<Locale, string> {
  const found = new Map<Locale, string>()
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    // No build: nothing to preload.
  }
  for (const name of names) {
    const match = /^locale-([a-z]{2})-[\w-]+\.js$/.exec(name)
    if (match && isLocale(match[1])) found.set(match[1], `/assets/${name}`)
  }
  return found
}

/**
 * The URL of `locale`'s chunk in the production build, if there is one. The development server
 * serves modules through Vite: a build left on disk from an earlier `npm start` is not its own.
 */
export function localeChunkUrl(locale: Locale): string | undefined {
  chunks ??= isDevServer() ? new Map() : findLocaleChunks(path.resolve('build', 'client', 'assets'))
  return chunks.get(locale)
}
