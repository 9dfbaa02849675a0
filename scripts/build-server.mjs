// Bundles the processes the production image runs into build/: the web server, the worker, the
// support CLI and the database deploy and seed commands. Our code is bundled; packages stay
// external (node_modules). build/entrypoints.json lists each entry's packages, which
// tests/http/image.test.ts checks against the Dockerfile and package.json.
import { writeFileSync } from 'node:fs'
import { build } from 'esbuild'

export const entryPoints = {
  'app-server': 'server/index.ts',
  worker: 'jobs/worker.ts',
  support: 'scripts/support.ts',
  'db-deploy': 'scripts/db/deploy.ts',
  'db-seed': 'prisma/seed/index.ts',
}

const result = await build({
  entryPoints,
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
})

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]
const manifest = {}
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!output.entryPoint || !file.endsWith('.js')) continue
  const name = file.replace(/^build\//, '').replace(/\.js$/, '')
  const packages = (kind) => [
    ...new Set(
      output.imports
        .filter((i) => i.external && !i.path.startsWith('node:') && (i.kind === 'dynamic-import') === (kind === 'lazy'))
        .map((i) => packageName(i.path)),
    ),
  ]
  // `lazy`: loaded only when a feature is used (S3, the development server's Vite).
  manifest[name] = { source: output.entryPoint, packages: packages('static').sort(), lazy: packages('lazy').sort() }
}
writeFileSync('build/entrypoints.json', `${JSON.stringify(manifest, null, 2)}\n`)
console.log(
  `built ${Object.keys(manifest)
    .map((n) => `build/${n}.js`)
    .join(', ')}`,
)
