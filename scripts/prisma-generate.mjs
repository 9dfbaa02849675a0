// Generates the Prisma client without the native schema engine, which these
// machines cannot download: the CLI only needs the variable to point at a file.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' }
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = '/bin/true'
if (!existsSync('node_modules/prisma/build/index.js')) {
  console.log('prisma is not installed; skipping client generation')
  process.exit(0)
}
const result = spawnSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
