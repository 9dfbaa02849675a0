import purgeCSSPlugin from '@fullhuman/postcss-purgecss'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { CSS_CONTENT_GLOBS, cssContentFor, RUNTIME_CLASS_PATTERNS } from './scripts/css-purge.ts'
import { languageTexts, languageTextsChunk } from './scripts/vite-language-texts.ts'

type ModuleInfo = { importers: readonly string[] } | null

/** Route modules of the frame every page is drawn in (the root and the default layout). */
const FRAME = /\/app\/(root|layouts\/default)\.tsx$/
/** Files of ours that may go into the shell chunk. */
const OWN_SOURCE = /^[^\0]*\/(app|shared)\/[^\0]*\.(ts|tsx)$/
/** The entry runs before any route: what it imports is needed by every page too. */
const ENTRY = /\/app\/entry\.client\.tsx$/

/**
 * The browser chunks:
 * - `framework`: React, React DOM and React Router. Every page needs all three before it hydrates,
 *   and on a phone over slow 4G each extra request before the first paint costs a round trip.
 * - `shell`: our own modules that the frame or the entry imports (top bar, footer, translator,
 *   shell hooks). Every page loads all of them anyway; one file instead of twenty compresses
 *   a fifth smaller (each small file starts its compression from nothing) and saves the headers
 *   of twenty answers. Modules only some pages use keep Vite's per-route splitting.
 * - `locale-<lng>`: a language's texts (see below).
 */
function clientChunk(id: string, getModuleInfo: (id: string) => ModuleInfo, frameModules: Map<string, boolean>) {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework'
  // A language's texts in one chunk, `locale-<lng>` (scripts/vite-language-texts.ts). A page brings
  // the namespaces it rendered; the browser loads this chunk when it first needs another one.
  const locale = /\/locales\/([a-z]{2})\/[^/]+\.json$/.exec(id)
  if (locale) return `locale-${locale[1]}`
  const texts = languageTextsChunk(id)
  if (texts) return texts
  // Only our own source files: a helper module (Rollup's CommonJS interop, Vite's preload helper)
  // is shared with the framework chunk, which must not import the shell back.
  if (OWN_SOURCE.test(id) && isFrameModule(id, getModuleInfo, frameModules)) return 'shell'
  return undefined
}

/** Whether the frame or the entry imports `id` (statically, directly or not); route modules stay apart. */
function isFrameModule(id: string, getModuleInfo: (id: string) => ModuleInfo, known: Map<string, boolean>): boolean {
  const remembered = known.get(id)
  if (remembered !== undefined) return remembered
  // Inside an import cycle the module being walked answers "no"; a module that only the cycle
  // leads to may then keep a chunk of its own, which costs a request, not correctness.
  known.set(id, false)
  const info = getModuleInfo(id)
  const isRoute = /\/app\/(root|routes\/|layouts\/)/.test(id)
  const answer =
    !isRoute &&
    !!info &&
    info.importers.some(
      (importer) => FRAME.test(importer) || ENTRY.test(importer) || isFrameModule(importer, getModuleInfo, known),
    )
  known.set(id, answer)
  return answer
}

/** Every source file of the globs' top folders (Node 20 has no fs.globSync). */
const sourceFiles = () =>
  [...new Set(CSS_CONTENT_GLOBS.map((glob) => glob.split('/')[0]!))].flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  )

/** The production stylesheets without the rules no page uses: each sheet reads its own sources (scripts/css-purge.ts). */
const purgeUnusedCss = purgeCSSPlugin({
  content: [],
  contentFunction: (cssFile: string) => cssContentFor(cssFile, sourceFiles()),
  safelist: { standard: RUNTIME_CLASS_PATTERNS },
})

export default defineConfig(({ command, isSsrBuild }) => {
  /** This build's answers: which modules belong to the shell chunk. */
  const frameModules = new Map<string, boolean>()
  return {
    plugins: [reactRouter(), tsconfigPaths(), languageTexts()],
    css: {
      postcss: { plugins: command === 'build' ? [purgeUnusedCss] : [] },
      preprocessorOptions: {
        scss: {
          // Bootstrap 5.3 still uses @import and global functions; its warnings are not ours.
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    build: {
      assetsInlineLimit: 0,
      // Terser packs React DOM and React Router about 3 % tighter than the default minifier.
      minify: isSsrBuild ? false : 'terser',
      terserOptions: { module: true, compress: { passes: 2 } },
      rollupOptions: isSsrBuild
        ? {}
        : {
            output: {
              manualChunks: (id, { getModuleInfo }) => clientChunk(id, getModuleInfo, frameModules),
            },
          },
    },
    server: { hmr: { port: 24678 } },
  }
})
