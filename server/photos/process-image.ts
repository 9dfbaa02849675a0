// Turns an uploaded file into the three stored photo sizes. The type is read from the
// content (never the file name or Content-Type), sizes and pixel counts are capped against
// decompression bombs, and the re-encoded WebP files carry no metadata at all: no EXIF
// (GPS, camera), no XMP, no ICC profile (pixels are converted to sRGB first).
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp'

/** The largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024
/** The largest decoded image accepted, in pixels (width × height): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000
/** Output sizes: `full` fits inside the box, `thumb` and `match` are cropped to fill it. */
export const PHOTO_VARIANTS = {
  full: { width: 1600, height: 1600, fit: 'inside' },
  match: { width: 600, height: 800, fit: 'cover' },
  thumb: { width: 320, height: 320, fit: 'cover' },
} as const
export type PhotoVariant = keyof typeof PHOTO_VARIANTS
export const OUTPUT_CONTENT_TYPE = 'image/webp'
const WEBP_QUALITY: Record<PhotoVariant, number> = { full: 82, match: 80, thumb: 78 }
/** No single image may keep a worker busy longer than this. */
const TIMEOUT_SECONDS = 20

export type ImageErrorCode = 'unsupported_type' | 'too_large' | 'too_many_pixels' | 'corrupt_image'

export class ImageError extends Error {
  constructor(
    readonly code: ImageErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'ImageError'
  }
}

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic'
/** Types we try to decode. HEIC needs an HEVC decoder that sharp's prebuilt libvips lacks; see processImage. */
export const ACCEPTED_TYPES: readonly ImageType[] = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heic']

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b)
const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1')

const AVIF_BRANDS = new Set(['avif', 'avis'])
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'])

/** The image type from the file's first bytes (magic numbers), or null for anything else. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp'
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'gif'
  // ISO base media file: [size]['ftyp'][major brand][minor version][compatible brands...]
  if (buf.length >= 16 && ascii(buf, 4, 8) === 'ftyp') {
    const size = Math.min(buf.readUInt32BE(0), buf.length, 256)
    const brands = [ascii(buf, 8, 12)]
    for (let i = 16; i + 4 <= size; i += 4) brands.push(ascii(buf, i, i + 4))
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif'
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic'
  }
  return null
}

export interface ProcessedImage {
  /** Re-encoded WebP files, metadata-free. */
  files: Record<PhotoVariant, Buffer>
  /** Size of the `full` file. */
  width: number
  height: number
  /** The upload's own size after EXIF orientation was applied. */
  sourceWidth: number
  sourceHeight: number
  sourceType: ImageType
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message)

/**
 * Validates and re-encodes an upload. Throws an ImageError with a stable code:
 * too_large, unsupported_type, too_many_pixels or corrupt_image.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageError('too_large', `The file is larger than ${MAX_UPLOAD_BYTES} bytes.`)
  const sourceType = sniffImageType(input)
  if (!sourceType) throw new ImageError('unsupported_type', 'The file is not a JPEG, PNG, WebP, GIF or AVIF image.')

  // pages: 1 reads only the first frame of an animated GIF or WebP; failOn 'error' lets
  // harmless warnings pass but stops at broken or truncated pixel data.
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }
  let metadata: Metadata
  try {
    metadata = await sharp(input, options).metadata()
  } catch (error) {
    if (isPixelLimitError(error)) throw new ImageError('too_many_pixels', 'The image has too many pixels.')
    if (sourceType === 'heic') throw new ImageError('unsupported_type', 'HEIC images cannot be read on this server.')
    throw new ImageError('corrupt_image', 'The image could not be read.')
  }
  if (!metadata.width || !metadata.height) throw new ImageError('corrupt_image', 'The image has no size.')
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageError('too_many_pixels', 'The image has too many pixels.')
  }

  // Decode once: orient by EXIF, convert to sRGB and shrink to the largest stored size.
  // The raw pixels carry no metadata, so nothing from the upload can reach the outputs.
  let base: { data: Buffer; info: OutputInfo }
  try {
    base = await sharp(input, options)
      .rotate()
      .resize({ ...PHOTO_VARIANTS.full, withoutEnlargement: true })
      .toColourspace('srgb')
      .timeout({ seconds: TIMEOUT_SECONDS })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (isPixelLimitError(error)) throw new ImageError('too_many_pixels', 'The image has too many pixels.')
    if (sourceType === 'heic') throw new ImageError('unsupported_type', 'HEIC images cannot be read on this server.')
    throw new ImageError('corrupt_image', 'The image could not be decoded.')
  }
  const { width, height, channels } = base.info
  const raw = { raw: { width, height, channels } }
  const encode = async (variant: PhotoVariant) => {
    const box = PHOTO_VARIANTS[variant]
    let image = sharp(base.data, raw)
    if (variant !== 'full') image = image.resize({ width: box.width, height: box.height, fit: box.fit, position: 'attention' })
    return image.webp({ quality: WEBP_QUALITY[variant] }).toBuffer()
  }
  const [full, match, thumb] = await Promise.all([encode('full'), encode('match'), encode('thumb')])
  const upright = (metadata.orientation ?? 1) >= 5
  return {
    files: { full, match, thumb },
    width,
    height,
    sourceWidth: upright ? metadata.height : metadata.width,
    sourceHeight: upright ? metadata.width : metadata.height,
    sourceType,
  }
}
