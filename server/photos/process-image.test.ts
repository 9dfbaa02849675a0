import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ImageError, MAX_UPLOAD_BYTES, PHOTO_VARIANTS, processImage, imageTypeOf } from './process-image.ts'

const solid = (width: number, height: number, background = '#c04050') =>
  sharp({ create: { width, height, channels: 3, background } })

/** A photo-like image (noise) so a truncated file still has an intact header. */
async function noisyJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** A minimal PNG whose header claims `width` × `height`: a decompression bomb shape. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = Buffer.from([major, '\0\0\0\0', ...compatible].join(''), 'latin1')
  const size = Buffer.alloc(4)
  size.writeUInt32BE(8 + brands.length)
  return Buffer.concat([size, Buffer.from('ftyp', 'latin1'), brands, Buffer.alloc(64)])
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ImageError) return error.code
    throw error
  }
  return 'ok'
}

describe('imageTypeOf', () => {
  const typeOf = async (image: Buffer) => imageTypeOf(await sharp(image).metadata())
  it('takes the type sharp reads from the content', async () => {
    expect(await typeOf(await solid(8, 8).jpeg().toBuffer())).toBe('jpeg')
    expect(await typeOf(await solid(8, 8).png().toBuffer())).toBe('png')
    expect(await typeOf(await solid(8, 8).webp().toBuffer())).toBe('webp')
    expect(await typeOf(await solid(8, 8).gif().toBuffer())).toBe('gif')
    expect(await typeOf(await solid(8, 8).avif().toBuffer())).toBe('avif')
    // What sharp reports for an iPhone photo (HEIF container, HEVC pictures).
    expect(imageTypeOf({ format: 'heif', compression: 'hevc' })).toBe('heic')
  })

  it('knows no other type', async () => {
    expect(await typeOf(await solid(8, 8).tiff().toBuffer())).toBeNull()
    expect(await typeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>'))).toBeNull()
    expect(imageTypeOf({ format: 'pdf' })).toBeNull()
    expect(imageTypeOf({ format: 'heif', compression: undefined })).toBeNull()
  })
})

describe('processImage', () => {
  it('makes three WebP sizes: full fits 1600 px, thumb and match are cropped to their boxes', async () => {
    const result = await processImage(await solid(3000, 2000).jpeg().toBuffer())
    expect(result).toMatchObject({ width: 1600, height: 1067, sourceWidth: 3000, sourceHeight: 2000, sourceType: 'jpeg' })
    const sizes = await Promise.all(
      (['full', 'match', 'thumb'] as const).map(async (v) => {
        const m = await sharp(result.files[v]).metadata()
        return [v, m.format, m.width, m.height]
      }),
    )
    expect(sizes).toEqual([
      ['full', 'webp', 1600, 1067],
      ['match', 'webp', PHOTO_VARIANTS.match.width, PHOTO_VARIANTS.match.height],
      ['thumb', 'webp', PHOTO_VARIANTS.thumb.width, PHOTO_VARIANTS.thumb.height],
    ])
  })

  it('does not enlarge a small full size', async () => {
    const result = await processImage(await solid(300, 240).png().toBuffer())
    expect([result.width, result.height]).toEqual([300, 240])
  })

  it('removes EXIF (GPS, camera), XMP and the ICC profile', async () => {
    const input = await solid(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Secret 9', Artist: 'Anna Example' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 30/1' },
      })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Anna Example</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer()
    const before = await sharp(input).metadata()
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker')
    expect(before.icc).toBeDefined()
    expect(before.xmp).toBeDefined()

    const result = await processImage(input)
    for (const file of Object.values(result.files)) {
      const m = await sharp(file).metadata()
      expect([m.exif, m.icc, m.xmp, m.iptc, m.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined])
      const bytes = file.toString('latin1')
      for (const secret of ['PhoneMaker', 'Anna Example', 'Exif', 'XMP', 'ICCP']) expect(bytes).not.toContain(secret)
    }
  })

  it('turns the picture upright by its EXIF orientation', async () => {
    // Stored 400 wide and 300 high, but orientation 6 means "rotate 90° to view".
    const input = await solid(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const result = await processImage(input)
    expect([result.width, result.height, result.sourceWidth, result.sourceHeight]).toEqual([300, 400, 300, 400])
    expect((await sharp(result.files.full).metadata()).orientation).toBeUndefined()
  })

  it('takes the first frame of an animated GIF', async () => {
    const red = await solid(60, 40, '#ff0000').png().toBuffer()
    const blue = await solid(60, 40, '#0000ff').png().toBuffer()
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer()
    expect((await sharp(gif).metadata()).pages).toBe(2)
    const result = await processImage(gif)
    expect([result.width, result.height]).toEqual([60, 40])
    const full = await sharp(result.files.full).metadata()
    expect(full.pages ?? 1).toBe(1)
    const { data } = await sharp(result.files.full).raw().toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(200) // red
    expect(data[2]).toBeLessThan(50)
  })

  it('reads WebP and AVIF', async () => {
    expect((await processImage(await solid(500, 500).webp().toBuffer())).sourceType).toBe('webp')
    expect((await processImage(await solid(500, 500).avif().toBuffer())).sourceType).toBe('avif')
  })

  it('refuses what is not one of the accepted images', async () => {
    expect(await codeOf(processImage(Buffer.from('just some text, not a picture')))).toBe('unsupported_type')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    expect(await codeOf(processImage(svg))).toBe('unsupported_type')
    expect(await codeOf(processImage(await solid(10, 10).tiff().toBuffer()))).toBe('unsupported_type')
    expect(await codeOf(processImage(Buffer.alloc(0)))).toBe('unsupported_type')
    // A file that only claims to be HEIF (a bare ftyp box) is recognised and broken.
    expect(await codeOf(processImage(ftyp('heic', 'mif1', 'heic')))).toBe('corrupt_image')
  })

  it('refuses files over the size limit before decoding them', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1)
    big.set([0xff, 0xd8, 0xff], 0)
    expect(await codeOf(processImage(big))).toBe('too_large')
  })

  it('refuses decompression bombs by their pixel count', async () => {
    expect(await codeOf(processImage(pngClaiming(10_000, 10_000)))).toBe('too_many_pixels')
    expect(await codeOf(processImage(pngClaiming(200_000, 1)))).not.toBe('ok')
  })

  it('reports broken and truncated files as corrupt', async () => {
    const jpeg = await noisyJpeg(800, 600)
    expect(await codeOf(processImage(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))))).toBe('corrupt_image')
    expect(await codeOf(processImage(jpeg.subarray(0, 200)))).toBe('corrupt_image')
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)])
    expect(await codeOf(processImage(garbage))).toBe('corrupt_image')
    const png = await solid(300, 300).png().toBuffer()
    expect(await codeOf(processImage(png.subarray(0, png.length - 30)))).toBe('corrupt_image')
  })
})
