// The console's photo queue (/staff/photos, docs/staff.md): one site's photos waiting for review,
// oldest first, shown one at a time with the previous and next in line; the decisions are
// approvePhoto and rejectPhoto (photo-review.ts).
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'
import { photoUrl } from './photo-url.ts'

/** Waiting photos of one site (index Photo_status_createdAt_id_idx). */
const pendingOf = (siteId: number): Prisma.PhotoWhereInput => ({ status: 'pending', user: { siteId } })

/** The count for the console's navigation. */
export function countPendingPhotos(siteId: number): Promise<number> {
  return prisma.photo.count({ where: pendingOf(siteId) })
}

export interface QueuedPhoto {
  id: number
  userId: number
  url: string
  width: number
  height: number
  visibility: string
  createdAt: Date
  member: { name: string | null; email: string; language: string; createdAt: Date }
  /** The member's photos other members already see. */
  activePhotos: number
}

export interface PhotoQueue {
  current: QueuedPhoto | null
  previousId: number | null
  nextId: number | null
  waiting: number
  /** The next few in line (thumbnails). */
  upcoming: { id: number; thumb: string }[]
}

type Position = { id: number; createdAt: Date }

const before = (p: Position): Prisma.PhotoWhereInput => ({
  OR: [{ createdAt: { lt: p.createdAt } }, { createdAt: p.createdAt, id: { lt: p.id } }],
})
const after = (p: Position): Prisma.PhotoWhereInput => ({
  OR: [{ createdAt: { gt: p.createdAt } }, { createdAt: p.createdAt, id: { gt: p.id } }],
})
const oldestFirst = [{ createdAt: 'asc' as const }, { id: 'asc' as const }]

/**
 * The queue at one photo: `photoId` when it is still waiting on this site; else, with `afterId`
 * (the photo just decided), the next one in line after it (wrapping to the oldest); else the
 * oldest waiting photo.
 */
export async function photoQueue(
  actor: StaffActor,
  siteId: number,
  options: { photoId?: number | null; afterId?: number | null } = {},
): Promise<PhotoQueue> {
  assertStaffMay(actor, 'photos.review', siteId)
  const where = pendingOf(siteId)
  const select = { id: true, createdAt: true } as const
  let position: Position | null = null
  if (options.photoId) position = await prisma.photo.findFirst({ where: { ...where, id: options.photoId }, select })
  if (!position && options.afterId) {
    const decided = await prisma.photo.findUnique({ where: { id: options.afterId }, select })
    if (decided)
      position = await prisma.photo.findFirst({ where: { AND: [where, after(decided)] }, orderBy: oldestFirst, select })
  }
  position ??= await prisma.photo.findFirst({ where, orderBy: oldestFirst, select })
  const waiting = await countPendingPhotos(siteId)
  if (!position) return { current: null, previousId: null, nextId: null, waiting, upcoming: [] }

  const [photo, previous, next] = await Promise.all([
    prisma.photo.findUniqueOrThrow({
      where: { id: position.id },
      include: {
        user: {
          select: {
            email: true,
            language: true,
            createdAt: true,
            profile: { select: { name: true } },
            _count: { select: { photos: { where: { status: 'active' } } } },
          },
        },
      },
    }),
    prisma.photo.findFirst({
      where: { AND: [where, before(position)] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select,
    }),
    prisma.photo.findMany({
      where: { AND: [where, after(position)] },
      orderBy: oldestFirst,
      take: 6,
      select: { id: true, thumbFilename: true },
    }),
  ])
  return {
    current: {
      id: photo.id,
      userId: photo.userId,
      url: photoUrl(photo.filename),
      width: photo.width,
      height: photo.height,
      visibility: photo.visibility,
      createdAt: photo.createdAt,
      member: {
        name: photo.user.profile?.name ?? null,
        email: photo.user.email,
        language: photo.user.language,
        createdAt: photo.user.createdAt,
      },
      activePhotos: photo.user._count.photos,
    },
    previousId: previous?.id ?? null,
    nextId: next[0]?.id ?? null,
    waiting,
    upcoming: next.map((p) => ({ id: p.id, thumb: photoUrl(p.thumbFilename) })),
  }
}
