// The support CLI's photos-pending command: list photos waiting for review on the site, oldest first (N.
// default 20).
import { listPendingPhotos } from '../../../server/photos/photo-review.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function photosPending({ values, site, baseUrl, out }: SupportContext): Promise<number> {
  const limit = Number(values.limit ?? 20)
  if (!Number.isInteger(limit) || limit < 1) throw new SupportError('--limit must be a whole number of 1 or more.')
  const photos = await listPendingPhotos({ siteId: site.id, limit })
  if (!photos.length) out(`No photos waiting for review on ${site.domain}.`)
  for (const p of photos) {
    const link = p.url.startsWith('/') ? `${baseUrl}${p.url}` : p.url
    out(
      `photo ${p.id}  ${p.createdAt.toISOString()}  ${p.width}x${p.height}  member ${p.userId} (${p.name ?? '-'}, ${p.email})  ${link}`,
    )
  }
  return 0
}
