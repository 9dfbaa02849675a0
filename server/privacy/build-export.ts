// Builds a data export's ZIP (the build-data-export job): data.json streamed from the database,
// then the member's own photo files, written to a temporary file, moved into the export storage,
// and the member gets the signed link by e-mail in their language.
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ZipFile } from 'yazl'
import { prisma } from '../db.ts'
import { log } from '../log.ts'
import { getPhotoStorage } from '../photos/storage.ts'
import { queueAccountEmail } from '../accounts/account-emails.ts'
import { exportDocument, type ExportFile } from './export-content.ts'
import { exportLinkPath } from './export-link.ts'
import { getExportStorage, newExportKey } from './export-storage.ts'
import { EXPORT_VALID_DAYS } from './data-export.ts'

const DAY = 86_400_000

/** Writes the ZIP of `userId`'s data to `file`. */
export async function writeExportZip(userId: number, file: string, now = new Date()) {
  const { pieces, files } = await exportDocument(userId, now)
  const zip = new ZipFile()
  const written = pipeline(zip.outputStream, createWriteStream(file, { flags: 'wx' }))
  const json = Readable.from(pieces(), { objectMode: false })
  // The chat photos are known once the messages are read: the files follow data.json.
  json.once('end', () => {
    for (const entry of files) addStoredFile(zip, entry, now)
    zip.end()
  })
  json.once('error', (error) => zip.emit('error', error))
  zip.addReadStream(json, 'data.json', { mtime: now })
  await Promise.race([written, new Promise((_, reject) => zip.once('error', reject))])
  return { files: files.length }
}

function addStoredFile(zip: ZipFile, entry: ExportFile, now: Date) {
  // Photos are WebP already: storing them again compressed gains nothing.
  zip.addReadStreamLazy(entry.path, { mtime: now, compress: false }, (done) => {
    getPhotoStorage()
      .read(entry.key)
      .then(
        (stream) => done(null, stream),
        (error: unknown) => {
          // A file lost from storage must not cost the member the rest of their export.
          log().warn({ err: error, key: entry.key }, 'data export: a photo file is missing')
          done(null, Readable.from([]))
        },
      )
  })
}

/** Builds export `exportId` if it still waits; the member gets the link by e-mail. */
export async function buildDataExport(exportId: number, now = new Date()) {
  const row = await prisma.dataExport.findUnique({
    where: { id: exportId },
    include: { user: { select: { status: true } } },
  })
  if (!row || row.status !== 'queued') return
  if (row.user.status === 'deleted') {
    await prisma.dataExport.update({ where: { id: row.id }, data: { status: 'failed', error: 'account deleted' } })
    return
  }
  const temp = path.join(tmpdir(), `amora-export-${randomBytes(8).toString('hex')}.zip`)
  const key = newExportKey()
  try {
    await writeExportZip(row.userId, temp, now)
    const { size } = await stat(temp)
    await getExportStorage().save(key, temp, size)
    const expiresAt = new Date(now.getTime() + EXPORT_VALID_DAYS * DAY)
    await prisma.dataExport.update({
      where: { id: row.id },
      data: { status: 'ready', storageKey: key, sizeBytes: size, readyAt: now, expiresAt },
    })
    // The link is a site path: the e-mail's worker puts it on the member's site.
    await queueAccountEmail({
      template: 'data-export-ready',
      userId: row.userId,
      idempotencyKey: `data-export:${row.id}`,
      variables: { downloadUrl: exportLinkPath(row.id, expiresAt), expiresAt },
    })
  } finally {
    await rm(temp, { force: true })
  }
}

/** The job gave up: the member may ask again at once (failed exports do not count). */
export async function markExportFailed(exportId: number, error: unknown) {
  await prisma.dataExport.updateMany({
    where: { id: exportId, status: 'queued' },
    data: { status: 'failed', error: (error instanceof Error ? error.message : String(error)).slice(0, 300) },
  })
}
