import purgeCSSPlugin from '@fullhuman/postcss-purgecss'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { CSS_CONTENT_GLOBS, RUNTIME_CLASS_PATTERNS } from './scripts/css-purge.ts'

/**
 * React, React DOM and React Router in one browser chunk: every page needs all three before it
 * hydrates, and on a phone over slow 4G each extra request before the first paint costs a round
 * trip. Everything else keeps Vite's per-route splitting.
 */
function clientChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework'
  // A language's texts in one chunk, `locale-<lng>` (app/i18n/client-resources.ts). A page brings
  // the namespaces it rendered; the browser loads this chunk when it first needs another one.
  const locale = /\/locales\/([a-z]{2})\/[^/]+\.json$/.exec(id)
  if (locale) return `locale-${locale[1]}`
  return undefined
}

/** The production stylesheet without the rules no page uses (scripts/css-purge.ts). */
const purgeUnusedCss = purgeCSSPlugin({
  content: CSS_CONTENT_GLOBS,
  safelist: { standard: RUNTIME_CLASS_PATTERNS },
})

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), tsconfigPaths()],
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
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } },
  },
  server: { hmr: { port: 24678 } },
}))
