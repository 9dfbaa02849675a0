// Upload bodies (multipart forms with a file): read at most a given number of bytes, whatever
// Content-Length claimed, then parsed as a form. Shared by /api/photos.php and /api/chat-photo.php.

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

/** A multipart (or URL-encoded) form of at most `max` bytes. */
export async function readUploadForm(request: Request, max: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded'))
    throw new UploadBodyError('invalid_parameter')
  const bytes = await readLimited(request, max)
  try {
    return await new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    throw new UploadBodyError('invalid_parameter')
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
