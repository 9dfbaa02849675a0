// /uploads/… : every photo file, public or restricted. Access is decided on one spelling only: the
// path as sent, decoded and normalised, must be itself unchanged and a storage key (lower-case
// letters, digits, "/", "_", "-", ending in .webp). Any other spelling (percent-encoded, dot
// segments, doubled or encoded slashes, double encoding, backslashes, other case, trailing dots)
// is a 404 before any file is looked at. Public folders are sent from roots that hold only
// themselves, so private/ is never a static file; restricted keys (private, pending, rejected and
// chat photos) need a valid, unexpired signature (server/photos/signed-url.ts) and are sent with
// private caching, or the browser is sent to a one-minute presigned S3 address. docs/security.md §9.
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { checkPhotoSignature, RESTRICTED_KEY_PREFIX } from '../photos/signed-url.ts'
import { isStorageKey, type PhotoStorage } from '../photos/storage.ts'
import { plainError } from './plain-error.ts'

export const UPLOADS_PATH = '/uploads'
/** The folders below /uploads anyone may load: approved public photos and the seed's demo avatars. */
export const PUBLIC_UPLOAD_FOLDERS: readonly string[] = ['photos', 'seed']
const PRESIGNED_SECONDS = 60

export type UploadTarget =
  { exposure: 'public'; folder: string; file: string } | { exposure: 'restricted'; key: string; file: string }

/** What a path below /uploads names (as sent, still encoded), or null for every spelling but the canonical one. */
export function uploadTarget(sentPath: string): UploadTarget | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(sentPath)
  } catch {
    return null
  }
  const normalised = path.posix.normalize(decoded.replaceAll('\\', '/'))
  if (normalised !== sentPath || !normalised.startsWith('/')) return null
  const key = normalised.slice(1)
  const slash = key.indexOf('/')
  if (!isStorageKey(key) || slash < 0) return null
  const folder = key.slice(0, slash)
  const file = key.slice(slash + 1)
  if (`${folder}/` === RESTRICTED_KEY_PREFIX) return { exposure: 'restricted', key, file }
  return PUBLIC_UPLOAD_FOLDERS.includes(folder) ? { exposure: 'public', folder, file } : null
}

const notFound = (req: Request, res: Response) => plainError(req, res, 404, 'not_found', 'This file does not exist.')

export function uploadedFiles(storage: PhotoStorage, uploadDir: string) {
  const root = path.resolve(uploadDir)
  /** One root per folder: a public root never contains private/. */
  const roots = new Map(PUBLIC_UPLOAD_FOLDERS.map((folder) => [folder, path.join(root, folder)]))
  const privateRoot = path.join(root, RESTRICTED_KEY_PREFIX)

  function sendFile(req: Request, res: Response, file: string, options: { root: string; cache: 'public' | 'private' }) {
    const caching = options.cache === 'public' ? { maxAge: '1y', immutable: true } : { cacheControl: false }
    res.sendFile(file, { root: options.root, dotfiles: 'deny', ...caching }, (error) => {
      if (error && !res.headersSent) notFound(req, res)
    })
  }

  return async function serveUploadedFile(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return plainError(req, res, 405, 'method_not_allowed', 'This method is not allowed here.')
    }
    // The mount matches /UPLOADS too; the rule is one spelling.
    const target = req.baseUrl === UPLOADS_PATH ? uploadTarget(req.path) : null
    if (!target) return notFound(req, res)
    if (target.exposure === 'public') return sendFile(req, res, target.file, { root: roots.get(target.folder)!, cache: 'public' })

    const check = checkPhotoSignature(target.key, req.query.exp, req.query.sig)
    if (!check.ok) {
      res.setHeader('Cache-Control', 'no-store')
      return res.status(check.reason === 'expired' ? 410 : 403).end()
    }
    if (storage.presignedUrl) {
      try {
        res.setHeader('Cache-Control', 'private, no-store')
        return res.redirect(302, await storage.presignedUrl(target.key, PRESIGNED_SECONDS))
      } catch (error) {
        return next(error)
      }
    }
    // Only this viewer's browser may keep it, and no longer than the address is valid.
    const maxAge = Math.max(0, check.expires - Math.floor(Date.now() / 1000))
    res.setHeader('Cache-Control', `private, max-age=${maxAge}`)
    res.setHeader('X-Robots-Tag', 'noindex')
    return sendFile(req, res, target.file, { root: privateRoot, cache: 'private' })
  }
}
