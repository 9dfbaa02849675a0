// Writes the installable app's icons and the iPhone/iPad startup splash screens into public/
// from the brand mark. Run again after changing the mark: npx tsx scripts/generate-app-icons.ts
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { splashScreens } from '../app/shell/splash-screens.ts'

const root = path.resolve(import.meta.dirname, '..')
const mark = readFileSync(path.join(root, 'public/favicon.svg'))
const heart = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><path d="M32 50 14.5 33.2a10.5 10.5 0 0 1 14.8-14.9L32 21l2.7-2.7a10.5 10.5 0 0 1 14.8 14.9Z" fill="#fff"/></svg>`,
  )
const png = (image: Sharp) => image.png({ palette: true, compressionLevel: 9 })

async function main() {
  mkdirSync(path.join(root, 'public/icons'), { recursive: true })
  mkdirSync(path.join(root, 'public/splash'), { recursive: true })
  for (const size of [192, 512]) {
    await png(sharp(mark, { density: 600 }).resize(size, size)).toFile(path.join(root, `public/icons/icon-${size}.png`))
  }
  // Maskable: the mark inside the 80% safe zone on a full-bleed brand background.
  await png(
    sharp({ create: { width: 512, height: 512, channels: 4, background: '#d62127' } }).composite([
      { input: heart(360), gravity: 'center' },
    ]),
  ).toFile(path.join(root, 'public/icons/icon-maskable-512.png'))
  await png(
    sharp({ create: { width: 180, height: 180, channels: 4, background: '#d62127' } }).composite([
      { input: heart(140), gravity: 'center' },
    ]),
  ).toFile(path.join(root, 'public/icons/apple-touch-icon.png'))
  for (const { width, height, ratio } of splashScreens) {
    for (const [w, h] of [
      [width * ratio, height * ratio],
      [height * ratio, width * ratio],
    ] as const) {
      const logo = Math.round(Math.min(w, h) * 0.3)
      await png(
        sharp({ create: { width: w, height: h, channels: 4, background: '#d62127' } }).composite([
          { input: heart(logo), gravity: 'center' },
        ]),
      ).toFile(path.join(root, `public/splash/${w}x${h}.png`))
    }
  }
  console.log(`icons and ${splashScreens.length * 2} splash screens written to public/`)
}

await main()
