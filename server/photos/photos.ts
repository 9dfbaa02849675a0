// Member photos (SPEC §3 main_image and photos, §5/§6/§9 limits): upload, main photo,
// private/public, delete (staff review: photo-review.ts). Only `active` photos are ever shown to
// other members, private ones only to premium members. The main photo is always public.
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'
import { audit } from '../accounts/audit.ts'
import { consumeLimit, RATE_LIMITS } from '../http/rate-limits.ts'
import { autoApprovalDecision, AUTO_APPROVE_REJECTION_DAYS } from './auto-approval.ts'
import { MAX_UPLOAD_BYTES, OUTPUT_CONTENT_TYPE, processImage, type PhotoVariant } from './process-image.ts'
import {
  copyToFreshKeys,
  deletePhotoFiles,
  exposureOf,
  getPhotoStorage,
  newPhotoKeys,
  storedExposure,
  type PhotoExposure,
  type PhotoFileKeys,
} from './storage.ts'
import { mainImageJson, photoUrl, type MainImageJson } from './photo-url.ts'
import { ServiceError } from '../errors.ts'

/** Photos a member may have (pending and active count, rejected do not): SPEC §5, §9. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const
/** Visitors and free members see the main photo plus this many more public photos. */
export const FREE_VISIBLE_PUBLIC_PHOTOS = 2
/** Upload attempts per member and hour: re-encoding is expensive, delete-and-upload loops are not free. */
export const UPLOADS_PER_HOUR = RATE_LIMITS['photo-upload-member'].points

export const photoLimitFor = (user: { paidUser: boolean }) => (user.paidUser ? PHOTO_LIMITS.premium : PHOTO_LIMITS.free)

export type PhotoErrorCode = 'upload_limit' | 'not_found' | 'main_photo_public' | 'photo_not_active' | 'rate_limited'

export class PhotoError extends ServiceError<PhotoErrorCode, { limit?: number; retryAfterSeconds?: number }> {
  constructor(code: PhotoErrorCode, message: string, details: PhotoError['details'] = {}) {
    super(code, details, message)
  }
}

export interface OwnPhoto {
  id: number
  status: 'pending' | 'active' | 'rejected'
  visibility: 'public' | 'private'
  isMain: boolean
  width: number
  height: number
  url: string
  matchUrl: string
  thumbUrl: string
  createdAt: string
}

/** A photo as another member (or a visitor) sees it. */
export interface VisiblePhoto {
  id: number
  isMain: boolean
  visibility: 'public' | 'private'
  width: number
  height: number
  url: string
  matchUrl: string
  thumbUrl: string
}

type PhotoRow = Prisma.PhotoGetPayload<object>
export type Tx = Prisma.TransactionClient

const toVisiblePhoto = (p: PhotoRow): VisiblePhoto => ({
  id: p.id,
  isMain: p.isMain,
  visibility: p.visibility,
  width: p.width,
  height: p.height,
  url: photoUrl(p.filename),
  matchUrl: photoUrl(p.matchFilename),
  thumbUrl: photoUrl(p.thumbFilename),
})
export const toOwnPhoto = (p: PhotoRow): OwnPhoto => ({
  ...toVisiblePhoto(p),
  status: p.status,
  createdAt: p.createdAt.toISOString(),
})

const ownOrder = [{ isMain: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }] satisfies Prisma.PhotoOrderByWithRelationInput[]
export const notFound = () => new PhotoError('not_found', 'No such photo.')
const counted = { status: { in: ['pending', 'active'] } } satisfies Prisma.PhotoWhereInput

/** Serialises one member's photo changes (limit checks, the main flag) across processes. */
export async function lockMember(tx: Tx, userId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`
  if (!rows.length) throw notFound()
}

async function ownPhoto(tx: Tx, userId: number, photoId: number) {
  const photo = Number.isSafeInteger(photoId) ? await tx.photo.findUnique({ where: { id: photoId } }) : null
  // Someone else's photo answers exactly like a photo that does not exist.
  if (!photo || photo.userId !== userId) throw notFound()
  return photo
}

/**
 * Makes sure a member with a public, non-rejected photo has a main photo, and that an
 * active photo holds the role when there is one (so member cards show a face).
 */
export async function settleMainPhoto(tx: Tx, userId: number) {
  const candidates = await tx.photo.findMany({
    where: { userId, visibility: 'public', status: { in: ['pending', 'active'] } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  })
  const main = candidates.find((p) => p.isMain)
  if (main?.status === 'active') return
  const next = candidates.find((p) => p.status === 'active') ?? main ?? candidates[0]
  if (!next || next.id === main?.id) return
  await tx.photo.updateMany({ where: { userId, isMain: true }, data: { isMain: false } })
  await tx.photo.update({ where: { id: next.id }, data: { isMain: true } })
}

/**
 * Runs a change that may change who may see a photo (made private or public, approved, rejected,
 * made the main photo). Only approved public photos are stored under public keys; when the change
 * moves the photo to the other side, its files are copied to fresh random keys of that side in the
 * same transaction, so an address copied or cached before the change stops working. Files are
 * copied first; if the change fails the copies are removed, once it has committed the old files
 * are. `target` looks at the photo before the change and says which exposure it has after it
 * (null: no move, e.g. the change is about to be refused).
 */
export async function changePhotoExposure<T>(
  photoId: number,
  target: (photo: PhotoRow) => PhotoExposure | null,
  change: (tx: Tx, fresh: PhotoFileKeys | null) => Promise<T>,
): Promise<T> {
  const before = Number.isSafeInteger(photoId) ? await prisma.photo.findUnique({ where: { id: photoId } }) : null
  const wanted = before ? target(before) : null
  const fresh = before && wanted && storedExposure(before) !== wanted ? await copyToFreshKeys(before, wanted) : null
  let result: T
  try {
    result = await prisma.$transaction(async (tx) => {
      const value = await change(tx, fresh)
      if (fresh) {
        // Only if nobody moved or deleted the files meanwhile (the photo row is locked by change).
        const moved = await tx.photo.updateMany({ where: { id: photoId, filename: before!.filename }, data: fresh })
        if (moved.count !== 1) throw new PhotoError('not_found', 'No such photo.')
      }
      return value
    })
  } catch (error) {
    if (fresh) await deletePhotoFiles(Object.values(fresh))
    throw error
  }
  if (fresh) await deletePhotoFiles([before!.filename, before!.matchFilename, before!.thumbFilename])
  return result
}

async function uploadFacts(userId: number) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      paidUser: true,
      status: true,
      profile: { select: { status: true } },
      _count: { select: { photos: { where: counted } } },
    },
  })
  if (!user) throw notFound()
  return user
}

/**
 * Stores a new photo for the member. Files are written first and the row inserted in a
 * transaction; when anything fails the written files are removed again.
 */
export async function uploadPhoto(userId: number, buffer: Buffer): Promise<OwnPhoto> {
  const user = await uploadFacts(userId)
  const limit = photoLimitFor(user)
  const limitError = () => new PhotoError('upload_limit', `The upload limit of ${limit} photos is reached.`, { limit })
  if (user._count.photos >= limit) throw limitError()
  const rate = await consumeLimit('photo-upload-member', userId)
  if (!rate.allowed) {
    throw new PhotoError('rate_limited', 'Too many uploads, try again later.', { retryAfterSeconds: rate.retryAfterSeconds })
  }

  const image = await processImage(buffer)
  const since = new Date(Date.now() - AUTO_APPROVE_REJECTION_DAYS * 86_400_000)
  const [openComplaints, recentRejections] = await Promise.all([
    prisma.complaint.count({ where: { targetUserId: userId, status: { in: ['open', 'in_review'] } } }),
    prisma.photo.count({ where: { userId, status: 'rejected', reviewedAt: { gte: since } } }),
  ])
  const decision = autoApprovalDecision({
    accountStatus: user.status,
    profileStatus: user.profile?.status ?? null,
    openComplaints,
    recentRejections,
    width: image.sourceWidth,
    height: image.sourceHeight,
  })
  // A photo waiting for review is seen by its owner alone: restricted until approved.
  const keys = newPhotoKeys(decision.approve ? 'public' : 'restricted')
  const storage = getPhotoStorage()
  // allSettled: no write may still be running when a failure cleans up.
  const writes = await Promise.allSettled(
    (Object.keys(keys) as PhotoVariant[]).map((variant) => storage.put(keys[variant], image.files[variant], OUTPUT_CONTENT_TYPE)),
  )
  try {
    const failed = writes.find((w) => w.status === 'rejected')
    if (failed) throw failed.reason
    const photo = await prisma.$transaction(async (tx) => {
      await lockMember(tx, userId)
      // Checked again under the lock: two uploads at once must not both take the last place.
      if ((await tx.photo.count({ where: { userId, ...counted } })) >= limit) throw limitError()
      const last = await tx.photo.aggregate({ where: { userId }, _max: { sortOrder: true } })
      const created = await tx.photo.create({
        data: {
          userId,
          filename: keys.full,
          matchFilename: keys.match,
          thumbFilename: keys.thumb,
          width: image.width,
          height: image.height,
          sortOrder: (last._max.sortOrder ?? -1) + 1,
          status: decision.approve ? 'active' : 'pending',
          reviewedAt: decision.approve ? new Date() : null,
        },
      })
      await settleMainPhoto(tx, userId)
      await audit(
        {
          userId,
          action: 'photo_uploaded',
          data: { photoId: created.id, status: created.status, ...(decision.approve ? {} : { review: decision.reason }) },
        },
        tx,
      )
      return tx.photo.findUniqueOrThrow({ where: { id: created.id } })
    })
    return toOwnPhoto(photo)
  } catch (error) {
    await deletePhotoFiles(Object.values(keys))
    throw error
  }
}

/** All of the member's own photos, rejected ones included (with their status), main first. */
export async function listOwnPhotos(userId: number): Promise<OwnPhoto[]> {
  const photos = await prisma.photo.findMany({ where: { userId }, orderBy: ownOrder })
  return photos.map(toOwnPhoto)
}

/**
 * The member's own photos as one JSON column (every column of the row, in the own order), for a
 * statement that reads more than the photos (the poll's /api/user.php); ownPhotosFromJson reads it.
 */
export const ownPhotosJsonSql = (userId: number) => Prisma.sql`
  coalesce((SELECT json_agg(json_build_object(
                    'id', ph.id, 'userId', ph."userId", 'visibility', ph.visibility, 'status', ph.status,
                    'isMain', ph."isMain", 'filename', ph.filename, 'thumbFilename', ph."thumbFilename",
                    'matchFilename', ph."matchFilename", 'width', ph.width, 'height', ph.height,
                    'sortOrder', ph."sortOrder", 'createdAt', ph."createdAt", 'reviewedAt', ph."reviewedAt")
                  ORDER BY ph."isMain" DESC, ph."sortOrder", ph.id)
              FROM "Photo" ph WHERE ph."userId" = ${userId}), '[]'::json)`

/** A photo of ownPhotosJsonSql's column: its times are UTC without a zone, as Prisma stores them. */
type PhotoJson = Omit<PhotoRow, 'createdAt' | 'reviewedAt'> & { createdAt: string; reviewedAt: string | null }
const utc = (text: string) => new Date(`${text}Z`)

/** The member's own photos (as listOwnPhotos) and main image (as ownMainImage), from ownPhotosJsonSql's column. */
export function ownPhotosFromJson(json: PhotoJson[]): { photos: OwnPhoto[]; mainImage: MainImageJson | null } {
  const photos = json.map((p) => ({
    ...p,
    createdAt: utc(p.createdAt),
    reviewedAt: p.reviewedAt === null ? null : utc(p.reviewedAt),
  }))
  return { photos: photos.map(toOwnPhoto), mainImage: mainImageJson(photos.find((p) => p.isMain && p.status === 'active')) }
}

/** The member's own main photo in the JSON API's shape (SPEC §3 main_image), null without one. */
export async function ownMainImage(userId: number): Promise<MainImageJson | null> {
  const photo = await prisma.photo.findFirst({
    where: { userId, isMain: true, status: 'active' },
    select: { filename: true, thumbFilename: true, matchFilename: true },
  })
  return mainImageJson(photo)
}

/** Makes an approved photo the member's main photo; the main photo is always public. */
export async function setMainPhoto(userId: number, photoId: number): Promise<void> {
  const target = (photo: PhotoRow) => (photo.userId === userId ? exposureOf({ ...photo, visibility: 'public' }) : null)
  await changePhotoExposure(photoId, target, async (tx) => {
    await lockMember(tx, userId)
    const photo = await ownPhoto(tx, userId, photoId)
    if (photo.status !== 'active') throw new PhotoError('photo_not_active', 'Only an approved photo can be the main photo.')
    await tx.photo.updateMany({ where: { userId, isMain: true }, data: { isMain: false } })
    await tx.photo.update({ where: { id: photo.id }, data: { isMain: true, visibility: 'public' } })
  })
}

/**
 * Makes a photo public or private. Going private moves an approved photo's files to new restricted
 * names, so visitors and free members who saw it before cannot keep loading it.
 */
export async function setPhotoVisibility(userId: number, photoId: number, visibility: 'public' | 'private'): Promise<void> {
  const target = (photo: PhotoRow) =>
    photo.userId === userId && !(visibility === 'private' && photo.isMain) ? exposureOf({ ...photo, visibility }) : null
  await changePhotoExposure(photoId, target, async (tx) => {
    await lockMember(tx, userId)
    const photo = await ownPhoto(tx, userId, photoId)
    if (visibility === 'private' && photo.isMain) {
      throw new PhotoError('main_photo_public', 'The main photo is always public; choose another main photo first.')
    }
    await tx.photo.update({ where: { id: photo.id }, data: { visibility } })
    await settleMainPhoto(tx, userId)
  })
}

/** Deletes the photo and its files; the main role moves to the next photo. */
export async function deletePhoto(userId: number, photoId: number): Promise<void> {
  const photo = await prisma.$transaction(async (tx) => {
    await lockMember(tx, userId)
    const photo = await ownPhoto(tx, userId, photoId)
    await tx.photo.delete({ where: { id: photo.id } })
    await settleMainPhoto(tx, userId)
    await audit({ userId, action: 'photo_deleted', data: { photoId: photo.id } }, tx)
    return photo
  })
  await deletePhotoFiles([photo.filename, photo.matchFilename, photo.thumbFilename])
}

export interface PhotoManagerData {
  photos: OwnPhoto[]
  /** How many pending and active photos this member may have. */
  limit: number
  premium: boolean
  premiumLimit: number
  maxUploadBytes: number
}

/** Everything the photo manager on /profile needs. */
export async function getPhotoManagerData(userId: number): Promise<PhotoManagerData> {
  const [user, photos] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { paidUser: true } }),
    listOwnPhotos(userId),
  ])
  if (!user) throw notFound()
  return {
    photos,
    limit: photoLimitFor(user),
    premium: user.paidUser,
    premiumLimit: PHOTO_LIMITS.premium,
    maxUploadBytes: MAX_UPLOAD_BYTES,
  }
}

/**
 * The owner's photos a viewer may see: premium members (and the owner) all active photos,
 * private ones included; visitors and free members the main photo plus the first
 * FREE_VISIBLE_PUBLIC_PHOTOS other public ones. `hidden` counts the active photos left out.
 */
export async function visiblePhotosFor(
  viewer: { id: number; paidUser: boolean } | null,
  ownerId: number,
): Promise<{ photos: VisiblePhoto[]; hidden: number }> {
  const active = await prisma.photo.findMany({ where: { userId: ownerId, status: 'active' }, orderBy: ownOrder })
  if (viewer && (viewer.paidUser || viewer.id === ownerId)) return { photos: active.map(toVisiblePhoto), hidden: 0 }
  const shown = active.filter((p) => p.visibility === 'public').slice(0, 1 + FREE_VISIBLE_PUBLIC_PHOTOS)
  return { photos: shown.map(toVisiblePhoto), hidden: active.length - shown.length }
}
