// Bundles server/index.ts (the Express entry) into build/app-server.js; packages stay external.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/app-server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('built build/app-server.js')
