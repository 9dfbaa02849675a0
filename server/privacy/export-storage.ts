// Where finished data exports are kept: DATA_DIR/exports on local disk, or the photos' S3 bucket
// (under private/exports/, which the bucket keeps private like restricted photos) when S3 is
// configured. Keys are random; nothing here is ever served as a static file: downloads go
// through the owner's signed, logged-in request (server/privacy/data-export.ts).
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { getEnv } from '../env.ts'
import { getPhotoStorage, S3PhotoStorage } from '../photos/storage.ts'

const KEY_PATTERN = /^exports\/[a-f0-9]{32}\.zip$/

export function newExportKey(): string {
  return `exports/${randomBytes(16).toString('hex')}.zip`
}

function assertExportKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid export key: ${JSON.stringify(key)}`)
}

/** A stored export: a stream of the file, or (S3) a short-lived address of the object. */
export type StoredExport = { kind: 'stream'; body: Readable; size: number } | { kind: 'redirect'; url: string }

export interface ExportStorage {
  /** Moves the finished ZIP at `file` (a temporary file) into storage under `key`. */
  save(key: string, file: string, size: number): Promise<void>
  open(key: string): Promise<StoredExport | null>
  delete(key: string): Promise<void>
}

export class LocalExportStorage implements ExportStorage {
  constructor(private readonly dir: string) {}

  private file(key: string) {
    assertExportKey(key)
    return path.join(path.resolve(this.dir), path.basename(key))
  }

  async save(key: string, file: string) {
    const target = this.file(key)
    await mkdir(path.dirname(target), { recursive: true })
    await rename(file, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another file system (a temporary directory on tmpfs): copy, then remove.
      if (error.code !== 'EXDEV') throw error
      await copyFile(file, target)
      await rm(file, { force: true })
    })
  }

  async open(key: string): Promise<StoredExport | null> {
    const file = this.file(key)
    const info = await stat(file).catch(() => null)
    if (!info) return null
    return { kind: 'stream', body: createReadStream(file), size: info.size }
  }

  async delete(key: string) {
    await rm(this.file(key), { force: true })
  }
}

/** Exports in the photos' bucket, under the prefix its policy keeps private. */
export class S3ExportStorage implements ExportStorage {
  constructor(private readonly photos: S3PhotoStorage) {}

  private objectKey(key: string) {
    assertExportKey(key)
    return `private/${key}`
  }

  async save(key: string, file: string, size: number) {
    const { client, sdk, bucket } = await this.photos.sdk()
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: this.objectKey(key),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/zip',
        CacheControl: 'private, no-store',
      }),
    )
    await rm(file, { force: true })
  }

  async open(key: string): Promise<StoredExport | null> {
    return { kind: 'redirect', url: await this.photos.presignedObjectUrl(this.objectKey(key), 60) }
  }

  async delete(key: string) {
    const { client, sdk, bucket } = await this.photos.sdk()
    await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: this.objectKey(key) }))
  }
}

let storage: ExportStorage | undefined
export function getExportStorage(): ExportStorage {
  if (!storage) {
    const photos = getPhotoStorage()
    storage =
      photos instanceof S3PhotoStorage
        ? new S3ExportStorage(photos)
        : new LocalExportStorage(path.join(getEnv().DATA_DIR, 'exports'))
  }
  return storage
}
