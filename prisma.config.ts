import { defineConfig } from 'prisma/config'

// Used by the Prisma CLI (generate, validate, format). Migrations run through
// scripts/db (the WebAssembly schema engine); see docs/decisions/002-prisma-wasm-migrations.md.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
})
