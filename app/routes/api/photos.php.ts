// /api/photos.php — the member's own photos. GET lists them; POST multipart (field `photo`)
// uploads one; POST {action: main|private|public|delete, id} changes one. Browser form posts
// without JavaScript (Accept: text/html) get a 303 back to the `redirect` field with
// ?photo=<done> or ?photo_error=<code>. Error messages are in the member's language. See docs/api.md.
import { z } from 'zod'
import type { Route } from './+types/photos.php'
import { apiErrorResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSessionUser, safeRedirect } from '../../../server/accounts/sessions.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { ImageError, MAX_UPLOAD_BYTES } from '../../../server/photos/process-image.ts'
import {
  deletePhoto,
  getPhotoManagerData,
  PhotoError,
  setMainPhoto,
  setPhotoVisibility,
  uploadPhoto,
} from '../../../server/photos/photos.ts'
import { isLocale, type Locale } from '../../../shared/i18n/config.ts'
import { detectLocale } from '../../../server/i18n/detect-locale.ts'
import { fileField, readLimited, readUploadForm, UploadBodyError, wantsHtml } from '../../../server/http/read-upload.ts'
import { sessionUser } from '../../session.server.ts'
import { idField } from '../../../server/http/parse-id.ts'
import { refusalStatus, type RefusalCode } from '../../../server/http/refusal-status.ts'

/** Room for the multipart envelope around the file. */
const DEFAULT_REDIRECT = '/profile'

class Failure extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly details: { limit?: number; retryAfterSeconds?: number } = {},
  ) {
    super(code)
  }
}

const actionBody = z.object({
  action: z.enum(['main', 'private', 'public', 'delete']),
  id: idField('invalid_parameter'),
})
type ActionBody = z.infer<typeof actionBody>
const DONE: Record<ActionBody['action'], string> = { main: 'main', private: 'private', public: 'public', delete: 'deleted' }

type Parsed =
  | { kind: 'upload'; file: Buffer | null; redirect: FormDataEntryValue | null }
  | { kind: 'action'; body: unknown; redirect: FormDataEntryValue | null }

async function parseBody(request: Request): Promise<Parsed> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    try {
      return { kind: 'action', body: JSON.parse((await readLimited(request, 64 * 1024)).toString('utf8')), redirect: null }
    } catch (error) {
      if (error instanceof UploadBodyError) throw error
      throw new Failure('invalid_parameter')
    }
  }
  const form = await readUploadForm(request, MAX_UPLOAD_BYTES)
  const redirect = form.get('redirect')
  if (form.get('photo') !== null || !form.has('action')) return { kind: 'upload', file: await fileField(form, 'photo'), redirect }
  return { kind: 'action', body: Object.fromEntries(form), redirect }
}

function failureOf(error: unknown): Failure {
  if (error instanceof Failure) return error
  if (error instanceof UploadBodyError) return new Failure(error.code)
  if (error instanceof ImageError) return new Failure(error.code)
  if (error instanceof PhotoError) return new Failure(error.code, error.details)
  throw error
}

function redirectBack(to: FormDataEntryValue | null, param: 'photo' | 'photo_error', value: string) {
  const url = new URL(safeRedirect(to, DEFAULT_REDIRECT), 'http://local')
  url.searchParams.delete('photo')
  url.searchParams.delete('photo_error')
  url.searchParams.set(param, value)
  return new Response(null, {
    status: 303,
    headers: { Location: url.pathname + url.search + url.hash, 'Cache-Control': 'no-store' },
  })
}

function errorResponse(failure: Failure, locale: Locale) {
  const t = getI18n(locale).getFixedT(locale, 'photos')
  const message = t(`errors.${failure.code}`, {
    limit: failure.details.limit,
    size: Math.round(MAX_UPLOAD_BYTES / 1024 / 1024),
  })
  const response = apiErrorResponse(refusalStatus(failure.code), failure.code, message)
  if (failure.details.retryAfterSeconds) response.headers.set('Retry-After', String(failure.details.retryAfterSeconds))
  return response
}

const json = (data: unknown, status = 200) => Response.json(data, { status, headers: { 'Cache-Control': 'no-store' } })

async function runAction(userId: number, body: unknown) {
  const parsed = actionBody.safeParse(body)
  if (!parsed.success) throw new Failure('invalid_parameter')
  const { action, id } = parsed.data
  if (action === 'main') await setMainPhoto(userId, id)
  else if (action === 'delete') await deletePhoto(userId, id)
  else await setPhotoVisibility(userId, id, action)
  return action
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const user = await sessionUser({ request, context })
    const locale = user && isLocale(user.language) ? user.language : detectLocale(request, 'en')
    if (!user) return errorResponse(new Failure('authentication_required'), locale)
    return json(await getPhotoManagerData(user.id))
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const user = await getSessionUser(request)
    const locale = user && isLocale(user.language) ? user.language : detectLocale(request, 'en')
    let redirect: FormDataEntryValue | null = null
    try {
      if (!user) throw new Failure('authentication_required')
      const parsed = await parseBody(request)
      redirect = parsed.redirect
      const html = wantsHtml(request, redirect !== null)
      if (parsed.kind === 'upload') {
        if (!parsed.file) throw new Failure('missing_photo')
        const photo = await uploadPhoto(user.id, parsed.file)
        if (html) return redirectBack(redirect, 'photo', photo.status === 'active' ? 'uploaded' : 'uploaded_pending')
        return json({ photo, ...(await getPhotoManagerData(user.id)) }, 201)
      }
      const done = await runAction(user.id, parsed.body)
      if (html) return redirectBack(redirect, 'photo', DONE[done])
      return json(await getPhotoManagerData(user.id))
    } catch (error) {
      const failure = failureOf(error)
      if (wantsHtml(request, redirect !== null)) {
        if (failure.code === 'authentication_required') {
          const back = safeRedirect(redirect, DEFAULT_REDIRECT)
          return new Response(null, { status: 303, headers: { Location: `/login?redirectTo=${encodeURIComponent(back)}` } })
        }
        return redirectBack(redirect, 'photo_error', failure.code)
      }
      return errorResponse(failure, locale)
    }
  })
}
