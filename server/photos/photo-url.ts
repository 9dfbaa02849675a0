// Public photos are served from /uploads (behind the site's cdn_prefix when it has one) or the S3
// bucket's public URL; restricted ones (private, pending, rejected, chat) only
// through a signed, expiring address (signed-url.ts). The demo avatars of the seed (seed/...) live
// where members' photos do: the local upload dir, or the bucket (npm run db:seed puts them there).
import { getPhotoStorage, isRestrictedKey, isUploadedKey } from './storage.ts'
import { signedPhotoPath } from './signed-url.ts'
import { currentCdnPrefix } from '../http/request-scope.ts'

/** The address of a photo file; restricted ones are signed for about an hour, or for `validSeconds`. */
export function photoUrl(key: string, validSeconds?: number): string {
  // Restricted files never go through a CDN: every load is checked here.
  if (isRestrictedKey(key)) return signedPhotoPath(key, Date.now(), validSeconds)
  const storage = getPhotoStorage()
  const url = isUploadedKey(key) || storage.kind === 's3' ? storage.url(key) : `/uploads/${key}`
  return url.startsWith('/') ? `${currentCdnPrefix()}${url}` : url
}

/** A profile's main_image in the JSON API (SPEC §3 Profile): null when the member has no photo. */
export interface MainImageJson {
  filename: string
  thumb_filename: string
  match: string
}

export function mainImageJson(
  photo: { filename: string; thumbFilename: string; matchFilename: string } | null | undefined,
): MainImageJson | null {
  if (!photo) return null
  return {
    filename: photoUrl(photo.filename),
    thumb_filename: photoUrl(photo.thumbFilename),
    match: photoUrl(photo.matchFilename),
  }
}
