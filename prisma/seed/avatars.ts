// Demo photos made offline: DiceBear avatars rendered by sharp to WebP in the three
// stored sizes. A pool is shared by many demo members so 100,000 members stay fast.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createAvatar } from '@dicebear/core'
import { adventurer, lorelei, notionists, personas } from '@dicebear/collection'
import sharp from 'sharp'

export const PHOTO_SIZES = { full: 800, match: 400, thumb: 160 } as const

export interface PooledPhoto {
  filename: string
  thumbFilename: string
  matchFilename: string
  width: number
  height: number
}

const styles = [lorelei, notionists, adventurer, personas] as const
const backgrounds = ['f8d7da', 'fde2e4', 'fff3cd', 'd1e7dd', 'cff4fc', 'e2d9f3', 'ffe5d0', 'f1f3f5']

export async function buildPhotoPool(uploadDir: string, size: number): Promise<PooledPhoto[]> {
  const dir = path.join(uploadDir, 'seed')
  await mkdir(dir, { recursive: true })
  const pool: PooledPhoto[] = []
  for (let i = 0; i < size; i++) {
    const style = styles[i % styles.length]!
    const seed = `amora-${i}`
    const svg = createAvatar(style as Parameters<typeof createAvatar>[0], {
      seed,
      backgroundColor: [backgrounds[i % backgrounds.length]!],
    }).toString()
    const id = createHash('sha1').update(`${i}:${svg}`).digest('hex').slice(0, 16)
    const keys = {
      full: `seed/${id}-full.webp`,
      match: `seed/${id}-match.webp`,
      thumb: `seed/${id}-thumb.webp`,
    }
    if (!existsSync(path.join(uploadDir, keys.thumb))) {
      const image = sharp(Buffer.from(svg), { density: 300 })
      for (const [name, px] of Object.entries(PHOTO_SIZES) as [keyof typeof keys, number][]) {
        const webp = await image.clone().resize(px, px).webp({ quality: 80 }).toBuffer()
        await writeFile(path.join(uploadDir, keys[name]), webp)
      }
    }
    pool.push({ filename: keys.full, matchFilename: keys.match, thumbFilename: keys.thumb, width: PHOTO_SIZES.full, height: PHOTO_SIZES.full })
  }
  return pool
}
