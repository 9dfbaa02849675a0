// Photo messages (SPEC §2 message footer: a file drop and picker for images). The upload goes
// through the photo pipeline (server/photos/process-image.ts: the type read from the content by sharp, re-encoded to
// WebP, metadata stripped, pixel and size limits) and is kept under restricted keys: only signed,
// short-lived addresses reach it, and only the conversation's two members are given one. The
// picture is stored first and then sent as a message; when the message is refused (blocked,
// credits, limits) or was already sent under the same idempotency key, the picture is removed.
import { prisma } from '../db.ts'
import { consumeLimit } from '../http/rate-limits.ts'
import { OUTPUT_CONTENT_TYPE, processImage } from '../photos/process-image.ts'
import { deletePhotoFiles, getPhotoStorage, newPhotoKeys } from '../photos/storage.ts'
import { sendMessage, type SendInput, type SendResult } from './send-message.ts'
import { ServiceError } from '../errors.ts'

export class ChatPhotoRateLimitError extends ServiceError<'rate_limited', { retryAfterSeconds: number }> {
  constructor(retryAfterSeconds: number) {
    super('rate_limited', { retryAfterSeconds }, 'Too many chat photos')
  }
}

/** Re-encodes and stores a picture for the sender's next photo message; its id. */
export async function storeChatPhoto(uploaderId: number, buffer: Buffer): Promise<number> {
  const limit = await consumeLimit('chat-photo-member', uploaderId)
  if (!limit.allowed) throw new ChatPhotoRateLimitError(limit.retryAfterSeconds)
  const image = await processImage(buffer)
  const keys = newPhotoKeys('restricted')
  const storage = getPhotoStorage()
  const kept = { full: keys.full, thumb: keys.thumb }
  // allSettled: no write may still be running when a failure cleans up.
  const writes = await Promise.allSettled([
    storage.put(kept.full, image.files.full, OUTPUT_CONTENT_TYPE),
    storage.put(kept.thumb, image.files.thumb, OUTPUT_CONTENT_TYPE),
  ])
  try {
    const failed = writes.find((w) => w.status === 'rejected')
    if (failed) throw failed.reason
    const row = await prisma.chatPhoto.create({
      data: { uploaderId, filename: kept.full, thumbFilename: kept.thumb, width: image.width, height: image.height },
      select: { id: true },
    })
    return row.id
  } catch (error) {
    await deletePhotoFiles(Object.values(kept))
    throw error
  }
}

/** Removes a picture that no message shows (and its files). */
export async function discardChatPhoto(id: number) {
  const photo = await prisma.chatPhoto.findUnique({
    where: { id },
    select: { filename: true, thumbFilename: true, message: true },
  })
  if (!photo || photo.message) return
  await prisma.chatPhoto.delete({ where: { id } })
  await deletePhotoFiles([photo.filename, photo.thumbFilename])
}

/** Stores the picture and sends it as a photo message; the picture is gone again if no message shows it. */
export async function sendChatPhoto(input: Omit<SendInput, 'content'>, buffer: Buffer): Promise<SendResult> {
  const chatPhotoId = await storeChatPhoto(input.senderId, buffer)
  try {
    const sent = await sendMessage({ ...input, content: { kind: 'photo', chatPhotoId } })
    if (!sent.created) await discardChatPhoto(chatPhotoId)
    return sent
  } catch (error) {
    await discardChatPhoto(chatPhotoId)
    throw error
  }
}

/** A picture stored but never sent (the process stopped between storing and sending) is this old before it goes. */
export const UNSENT_CHAT_PHOTO_HOURS = 24

/** Removes pictures no message shows, older than UNSENT_CHAT_PHOTO_HOURS, and their files; how many. */
export async function purgeUnsentChatPhotos(now = new Date()): Promise<number> {
  const stale = await prisma.chatPhoto.findMany({
    where: { message: null, createdAt: { lt: new Date(now.getTime() - UNSENT_CHAT_PHOTO_HOURS * 3600_000) } },
    select: { id: true, filename: true, thumbFilename: true },
    take: 500,
  })
  if (!stale.length) return 0
  await prisma.chatPhoto.deleteMany({ where: { id: { in: stale.map((p) => p.id) }, message: null } })
  await deletePhotoFiles(stale.flatMap((p) => [p.filename, p.thumbFilename]))
  return stale.length
}
