// Writes a brotli (quality 11) and a gzip (level 9) copy next to each compressible file of
// build/client/assets, once per build. The server sends them as they are
// (server/http/precompressed-assets.ts) instead of compressing each asset per request at the
// speed-minded levels a live stream must use: JavaScript is 14 % smaller than brotli 4 and gzip 6
// give it, and serving it costs no CPU (docs/performance.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const dir = path.resolve(process.argv[2] ?? 'build/client/assets')
/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/
/** Smaller files are sent as they are, as the compression middleware does. */
const MIN_BYTES = 1024

const files = readdirSync(dir).filter((f) => COMPRESSIBLE.test(f) && statSync(path.join(dir, f)).size >= MIN_BYTES)
let before = 0
let after = 0
await Promise.all(
  files.map(async (file) => {
    const source = readFileSync(path.join(dir, file))
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ])
    before += source.byteLength
    after += br.byteLength
    writeFileSync(path.join(dir, `${file}.br`), br)
    writeFileSync(path.join(dir, `${file}.gz`), gz)
  }),
)
console.log(`compressed ${files.length} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli`)
