// npm run db:seed [-- --members 100000]: seeds DATABASE_URL (safe to run twice).
import { parseArgs } from 'node:util'
import { createPrismaClient } from '../../server/db.ts'
import { parseEnv } from '../../server/env.ts'
import { seedDatabase } from './seed.ts'
import { photoStorageFromEnv } from '../../server/photos/storage.ts'
import { invalidateReferenceData } from '../../server/reference/reference-data.ts'
import { invalidateAllSites } from '../../server/sites/site-cache.ts'
import { closeRedis } from '../../server/redis.ts'

const { values } = parseArgs({ options: { members: { type: 'string' } }, allowPositionals: true })
const env = parseEnv()
if (!env.DATABASE_URL) {
  console.error('DATABASE_URL is not set. The embedded database seeds itself on the first npm start.')
  process.exit(2)
}
const members = values.members === undefined ? env.SEED_MEMBERS : Number(values.members)
if (!Number.isInteger(members) || members < 0) {
  console.error('--members must be a whole number')
  process.exit(2)
}
const prisma = createPrismaClient(env.DATABASE_URL, 4)
try {
  const storage = photoStorageFromEnv(env)
  await seedDatabase(prisma, {
    members,
    uploadDir: env.uploadDir,
    // With S3 the demo avatars go to the bucket too: web processes keep no files (docs/operations.md).
    storePhoto: storage.kind === 's3' ? (key, file) => storage.put(key, file, 'image/webp') : undefined,
    log: (m) => console.log(m),
  })
  // Web processes already running forget the reference data and sites they kept (docs/operations.md).
  await invalidateReferenceData()
  await invalidateAllSites()
} finally {
  await closeRedis()
  await prisma.$disconnect()
}
