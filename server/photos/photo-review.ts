// Staff review of member photos (npm run support -- photos-pending, photo-approve, photo-reject):
// approving makes a photo visible to other members, rejecting hides it from everyone but
// its owner, who sees it marked rejected and is told why by e-mail. Every decision is in the
// audit log.
import { prisma } from '../db.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { photoUrl } from './photo-url.ts'
import { queueAccountEmail } from '../accounts/account-emails.ts'
import { changePhotoExposure, lockMember, notFound, settleMainPhoto, toOwnPhoto } from './photos.ts'
import { exposureOf } from './storage.ts'

export interface PendingPhoto {
  id: number
  userId: number
  email: string
  name: string | null
  site: string
  url: string
  width: number
  height: number
  createdAt: Date
}

/** The oldest photos waiting for review, of one site or all. */
export async function listPendingPhotos(options: { siteId?: number; limit?: number } = {}): Promise<PendingPhoto[]> {
  const photos = await prisma.photo.findMany({
    where: { status: 'pending', ...(options.siteId ? { user: { siteId: options.siteId } } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: options.limit ?? 20,
    include: { user: { select: { email: true, site: { select: { domain: true } }, profile: { select: { name: true } } } } },
  })
  return photos.map((p) => ({
    id: p.id,
    userId: p.userId,
    email: p.user.email,
    name: p.user.profile?.name ?? null,
    site: p.user.site.domain,
    url: photoUrl(p.filename),
    width: p.width,
    height: p.height,
    createdAt: p.createdAt,
  }))
}

/** Approves or rejects; the files move to public or restricted names as the photo's exposure changes (changePhotoExposure). */
async function review(photoId: number, status: 'active' | 'rejected', staff: StaffActorInput, note?: string) {
  const target = (photo: { visibility: string }) => exposureOf({ status, visibility: photo.visibility })
  return changePhotoExposure(photoId, target, async (tx, fresh) => {
    const found = Number.isSafeInteger(photoId) ? await tx.photo.findUnique({ where: { id: photoId } }) : null
    if (!found) throw notFound()
    await lockMember(tx, found.userId)
    const { siteId } = await tx.user.findUniqueOrThrow({ where: { id: found.userId }, select: { siteId: true } })
    assertStaffMay(toStaffActor(staff), 'photos.review', siteId)
    const previous = found.status
    await tx.photo.update({
      where: { id: found.id },
      data: { status, reviewedAt: new Date(), ...(status === 'rejected' ? { isMain: false } : {}) },
    })
    await settleMainPhoto(tx, found.userId)
    await recordStaffAction(tx, staff, {
      userId: found.userId,
      siteId,
      action: status === 'active' ? 'photo_approved' : 'photo_rejected',
      subject: { type: 'photo', id: found.id },
      before: { status: previous },
      after: { status },
      data: { photoId: found.id, previous, ...(note ? { note } : {}) },
    })
    const photo = toOwnPhoto({ ...(await tx.photo.findUniqueOrThrow({ where: { id: found.id } })), ...fresh })
    return { photo, previous, userId: found.userId, thumbFilename: fresh?.thumbFilename ?? found.thumbFilename }
  })
}

/** Staff approve a photo: it becomes visible to other members. */
export async function approvePhoto(photoId: number, staff: StaffActorInput) {
  const { photo, previous } = await review(photoId, 'active', staff)
  return { photo, previous }
}
/**
 * Staff reject a photo: hidden from everyone but its owner, who sees it marked rejected and gets
 * an e-mail with the reason and how to contest it (the DSA art. 17 statement of reasons; once per
 * photo). `baseUrl` is where that e-mail's links point.
 */
export async function rejectPhoto(photoId: number, staff: StaffActorInput, options: { note?: string; baseUrl: string }) {
  const result = await review(photoId, 'rejected', staff, options.note)
  if (result.previous !== 'rejected') {
    // The e-mail shows the photo to its owner for a month (a rejected photo's address is signed).
    const thumb = photoUrl(result.thumbFilename, 30 * 86_400)
    await queueAccountEmail({
      template: 'photo-rejected',
      userId: result.userId,
      idempotencyKey: `photo-rejected:${photoId}`,
      baseUrl: options.baseUrl,
      variables: {
        photoUrl: thumb.startsWith('/') ? `${options.baseUrl}${thumb}` : thumb,
        profileUrl: `${options.baseUrl}/profile`,
        note: options.note?.trim() ?? '',
      },
    })
  }
  return { photo: result.photo, previous: result.previous }
}
