// Upload bodies (multipart forms with a file), shared by /api/photos.php and /api/chat-photo.php.
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from '@remix-run/form-data-parser'

export class UploadBodyError extends Error {
  constructor(readonly code: 'too_large' | 'invalid_parameter') {
    super(code)
    this.name = 'UploadBodyError'
  }
}

/** Reads at most `max` bytes of the body; more is too_large. */
export async function readLimited(request: Request, max: number): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > max) throw new UploadBodyError('too_large')
  const reader = request.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel()
      throw new UploadBodyError('too_large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Room for the form's other fields and the multipart headers, besides the file itself. */
const FORM_OVERHEAD_BYTES = 256 * 1024

/**
 * A multipart (or URL-encoded) form with at most one file of `maxFileBytes`, parsed while it
 * streams in (@remix-run/form-data-parser): a bigger file, too many files or fields, or a body
 * past the total stop the parse there instead of after buffering everything.
 */
export async function readUploadForm(request: Request, maxFileBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded'))
    throw new UploadBodyError('invalid_parameter')
  const maxTotalSize = maxFileBytes + FORM_OVERHEAD_BYTES
  if (Number(request.headers.get('content-length') ?? 0) > maxTotalSize) throw new UploadBodyError('too_large')
  try {
    return await parseFormData(request, {
      maxFiles: 1,
      maxFileSize: maxFileBytes,
      maxParts: 20,
      maxHeaderSize: 8 * 1024,
      maxTotalSize,
    })
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
      throw new UploadBodyError('too_large')
    if (error instanceof MultipartParseError || error instanceof FormDataParseError)
      throw new UploadBodyError('invalid_parameter')
    throw error
  }
}

/** The file of a form field; null when none was chosen (a browser sends an empty, nameless part). */
export async function fileField(form: FormData, name: string): Promise<Buffer | null> {
  const file = form.get(name)
  return file instanceof Blob && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null
}

/** Browser navigations (a form posted without JavaScript) accept HTML; our scripts ask for JSON. */
export function wantsHtml(request: Request, redirectField: boolean) {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('text/html') || (redirectField && !accept.includes('application/json'))
}
