// Turns an uploaded file into the three stored photo sizes. The type is what sharp reads from
// the content (never the file name or Content-Type), sizes and pixel counts are capped against
// decompression bombs, and the re-encoded WebP files carry no metadata at all: no EXIF
// (GPS, camera), no XMP, no ICC profile (pixels are converted to sRGB first).
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp'
import { ServiceError } from '../errors.ts'
import { MAX_UPLOAD_BYTES } from '../../shared/photos/photo-limits.ts'

/** The largest upload accepted (shared/photos/photo-limits.ts), for the routes that read uploads. */
export { MAX_UPLOAD_BYTES }
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

export class ImageError extends ServiceError<ImageErrorCode> {
  constructor(code: ImageErrorCode, message: string) {
    super(code, {}, message)
  }
}

/** Types we try to decode. HEIC needs an HEVC decoder that sharp's prebuilt libvips lacks; see processImage. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic'

/**
 * The image type as sharp reads it from the content (libvips recognises a file by its bytes,
 * never by its name or Content-Type), or null for a type we do not take (SVG, TIFF, PDF ...).
 */
export function imageTypeOf(metadata: Pick<Metadata, 'format' | 'compression'>): ImageType | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : metadata.compression === 'hevc' ? 'heic' : null
    default:
      return null
  }
}

/** sharp found no loader for the bytes (or there were none): not an image at all. */
const isUnrecognised = (error: unknown) =>
  error instanceof Error && /unsupported image format|buffer is empty/i.test(error.message)

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

const UNSUPPORTED = 'The file is not a JPEG, PNG, WebP, GIF or AVIF image.'
const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message)

/**
 * Validates and re-encodes an upload. Throws an ImageError with a stable code:
 * too_large, unsupported_type, too_many_pixels or corrupt_image.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageError('too_large', `The file is larger than ${MAX_UPLOAD_BYTES} bytes.`)
  // pages: 1 reads only the first frame of an animated GIF or WebP; failOn 'error' lets
  // harmless warnings pass but stops at broken or truncated pixel data.
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }
  let metadata: Metadata
  try {
    metadata = await sharp(input, options).metadata()
  } catch (error) {
    if (isPixelLimitError(error)) throw new ImageError('too_many_pixels', 'The image has too many pixels.')
    if (isUnrecognised(error)) throw new ImageError('unsupported_type', UNSUPPORTED)
    throw new ImageError('corrupt_image', 'The image could not be read.')
  }
  const sourceType = imageTypeOf(metadata)
  if (!sourceType) throw new ImageError('unsupported_type', UNSUPPORTED)
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
