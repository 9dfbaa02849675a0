// /uploads/private/… : restricted photo files (private, pending, rejected, chat photos). Each
// request must carry a valid, unexpired signature (server/photos/signed-url.ts); then the file is
// sent from the local upload dir, or the browser is sent to a one-minute presigned S3 address.
// Nothing under private/ is ever served as a plain static file.
import path from 'node:path'
import express, { type NextFunction, type Request, type Response } from 'express'
import { checkPhotoSignature, RESTRICTED_KEY_PREFIX } from '../photos/signed-url.ts'
import { assertValidKey, type PhotoStorage } from '../photos/storage.ts'

const PRESIGNED_SECONDS = 60

export function privatePhotos(storage: PhotoStorage, uploadDir: string) {
  // cacheControl false: the caching header is ours (private, only as long as the address is valid).
  const files = express.static(path.resolve(uploadDir, 'private'), { index: false, fallthrough: false, cacheControl: false })
  return async function servePrivatePhoto(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.status(405).end()
    const key = `${RESTRICTED_KEY_PREFIX}${req.path.replace(/^\/+/, '')}`
    try {
      assertValidKey(key)
    } catch {
      return res.status(404).end()
    }
    const check = checkPhotoSignature(key, req.query.exp, req.query.sig)
    if (!check.ok) {
      res.setHeader('Cache-Control', 'no-store')
      return res.status(check.reason === 'expired' ? 410 : 403).end()
    }
    const maxAge = Math.max(0, check.expires - Math.floor(Date.now() / 1000))
    if (storage.presignedUrl) {
      try {
        res.setHeader('Cache-Control', 'private, no-store')
        return res.redirect(302, await storage.presignedUrl(key, PRESIGNED_SECONDS))
      } catch (error) {
        return next(error)
      }
    }
    // Only this viewer's browser may keep it, and no longer than the address is valid.
    res.setHeader('Cache-Control', `private, max-age=${maxAge}`)
    res.setHeader('X-Robots-Tag', 'noindex')
    return files(req, res, next)
  }
}
