// Demo photos made offline: DiceBear avatars rendered by sharp to WebP in the three
// stored sizes. A pool is shared by many demo members so 100,000 members stay fast.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createAvatar } from '@dicebear/core'
import { adventurer } from '@dicebear/collection'
import sharp from 'sharp'

export const PHOTO_SIZES = { full: 800, match: 400, thumb: 160 } as const

export interface PooledPhoto {
  filename: string
  thumbFilename: string
  matchFilename: string
  width: number
  height: number
}

export type PhotoPool = Record<'female' | 'male', PooledPhoto[]>

const pad = (n: number) => String(n).padStart(2, '0')
const hairByGender = {
  female: Array.from({ length: 26 }, (_, i) => `long${pad(i + 1)}`),
  male: Array.from({ length: 19 }, (_, i) => `short${pad(i + 1)}`),
}
const backgrounds = ['f8d7da', 'fde2e4', 'fff3cd', 'd1e7dd', 'cff4fc', 'e2d9f3', 'ffe5d0', 'f1f3f5']

/**
 * `perGender` avatars for women and for men, rendered once and reused on later runs. With `store`
 * (photos in an S3 bucket) every file is also put there, where the web processes address it.
 */
export async function buildPhotoPool(
  uploadDir: string,
  perGender: number,
  store?: (key: string, file: Buffer) => Promise<void>,
): Promise<PhotoPool> {
  const dir = path.join(uploadDir, 'seed')
  await mkdir(dir, { recursive: true })
  const pool: PhotoPool = { female: [], male: [] }
  for (const gender of ['female', 'male'] as const) {
    for (let i = 0; i < perGender; i++) {
      const hair = hairByGender[gender]
      const svg = createAvatar(adventurer, {
        seed: `amora-${gender}-${i}`,
        hair: [hair[i % hair.length]!] as never,
        backgroundColor: [backgrounds[i % backgrounds.length]!],
        earringsProbability: gender === 'female' ? 40 : 5,
      }).toString()
      const id = createHash('sha1').update(svg).digest('hex').slice(0, 16)
      const keys = { full: `seed/${id}-full.webp`, match: `seed/${id}-match.webp`, thumb: `seed/${id}-thumb.webp` }
      if (!existsSync(path.join(uploadDir, keys.thumb))) {
        const image = sharp(Buffer.from(svg), { density: 300 })
        for (const [name, px] of Object.entries(PHOTO_SIZES) as [keyof typeof keys, number][]) {
          await writeFile(path.join(uploadDir, keys[name]), await image.clone().resize(px, px).webp({ quality: 80 }).toBuffer())
        }
      }
      if (store) for (const key of Object.values(keys)) await store(key, await readFile(path.join(uploadDir, key)))
      pool[gender].push({
        filename: keys.full,
        matchFilename: keys.match,
        thumbFilename: keys.thumb,
        width: PHOTO_SIZES.full,
        height: PHOTO_SIZES.full,
      })
    }
  }
  return pool
}
