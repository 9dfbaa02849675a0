// Photos are stored under random keys and served from /uploads or the S3 bucket's public
// URL (the site's CDN prefix is applied by the client when set). The demo avatars of the
// seed (seed/...) always live in the local upload dir, whichever storage members use.
import { getPhotoStorage, isUploadedKey } from './storage.ts'

export function photoUrl(key: string): string {
  return isUploadedKey(key) ? getPhotoStorage().url(key) : `/uploads/${key}`
}
