// Where photo files live: the local upload dir (default, served by Express at /uploads) or
// an S3-compatible bucket when S3_BUCKET is set. Keys are random, so a photo's URL reveals
// nothing about its owner and cannot be guessed from another photo's URL. Photos everyone may
// see live under photos/ (public, cacheable); the others under private/, reachable only through
// signed addresses (signed-url.ts).
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type * as S3Sdk from '@aws-sdk/client-s3'
import { getEnv, type Env } from '../env.ts'
import type { PhotoVariant } from './process-image.ts'
import { RESTRICTED_KEY_PREFIX } from './signed-url.ts'
import { log } from '../log.ts'

export interface PhotoStorage {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** Copies a stored file to a new key (same type and caching). */
  copy(from: string, to: string): Promise<void>
  /** Removes the file; a key that is already gone is not an error. */
  delete(key: string): Promise<void>
  /** The stored file's bytes (a member's data export carries their photos). */
  read(key: string): Promise<Readable>
  /** The address browsers load a public file from. */
  url(key: string): string
  /** A short-lived address of the stored file itself, for a signed request already checked (S3 only). */
  presignedUrl?(key: string, seconds: number): Promise<string>
}

/** Keys of member uploads everyone may see start here; other keys (seed/ demo avatars) are shared and never deleted. */
export const UPLOAD_KEY_PREFIX = 'photos/'
const KEY_PATTERN = /^[a-z0-9]+(\/[a-z0-9][a-z0-9_-]*)*\.webp$/

/** A key as this module makes them: nothing to decode, no "." or ".." segment, no empty segment, lower case. */
export const isStorageKey = (key: string) => KEY_PATTERN.test(key)

export function assertValidKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Invalid photo storage key: ${JSON.stringify(key)}`)
}

/** Public: anyone with the address may load it. Restricted: only through a signed address. */
export type PhotoExposure = 'public' | 'restricted'

/** True for keys made by newPhotoKeys, i.e. files one member owns alone. */
export const isUploadedKey = (key: string) =>
  (key.startsWith(UPLOAD_KEY_PREFIX) || key.startsWith(RESTRICTED_KEY_PREFIX)) && KEY_PATTERN.test(key)

export const isRestrictedKey = (key: string) => key.startsWith(RESTRICTED_KEY_PREFIX) && KEY_PATTERN.test(key)

/** Where a member photo's files belong: only approved public photos are public. */
export function exposureOf(photo: { status: string; visibility: string }): PhotoExposure {
  return photo.status === 'active' && photo.visibility === 'public' ? 'public' : 'restricted'
}

/** Fresh keys for the sizes of one photo: 128 random bits, sharded by the first two characters. */
export function newPhotoKeys(exposure: PhotoExposure): Record<PhotoVariant, string> {
  const id = randomBytes(16).toString('hex')
  const base = `${exposure === 'public' ? UPLOAD_KEY_PREFIX : RESTRICTED_KEY_PREFIX}${id.slice(0, 2)}/${id}`
  return { full: `${base}-full.webp`, match: `${base}-match.webp`, thumb: `${base}-thumb.webp` }
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable'

export class LocalPhotoStorage implements PhotoStorage {
  readonly kind = 'local'
  constructor(
    private readonly dir: string,
    private readonly urlPrefix = '/uploads',
  ) {}

  private file(key: string) {
    assertValidKey(key)
    return path.join(path.resolve(this.dir), ...key.split('/'))
  }

  // Express serves the files with their type from the .webp extension.
  async put(key: string, body: Buffer, _contentType?: string) {
    await this.writeAtomically(key, (temp) => writeFile(temp, body, { flag: 'wx' }))
  }

  async copy(from: string, to: string) {
    const source = this.file(from)
    await this.writeAtomically(to, (temp) => copyFile(source, temp))
  }

  // Write a temporary file, then rename it: a reader never sees a half-written file.
  private async writeAtomically(key: string, write: (temp: string) => Promise<void>) {
    const file = this.file(key)
    await mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await write(temp)
      await rename(temp, file)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }

  async delete(key: string) {
    await rm(this.file(key), { force: true })
  }

  async read(key: string) {
    const stream = createReadStream(this.file(key))
    // Fail here when the file is missing, not later inside a consumer.
    await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject))
    return stream
  }

  url(key: string) {
    return `${this.urlPrefix}/${key}`
  }
}

export interface S3StorageConfig {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  publicUrl?: string
  /** The endpoint browsers use, when it differs from `endpoint` (presigned addresses are signed for it). */
  publicEndpoint?: string
  forcePathStyle: boolean
}

export class S3PhotoStorage implements PhotoStorage {
  readonly kind = 's3'
  private client?: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }>
  private presigner?: Promise<S3Sdk.S3Client>
  private readonly publicBase: string

  constructor(private readonly config: S3StorageConfig) {
    this.publicBase = (config.publicUrl ?? defaultPublicUrl(config)).replace(/\/+$/, '')
  }

  private clientFor(sdk: typeof S3Sdk, endpoint: string | undefined) {
    return new sdk.S3Client({
      region: this.config.region,
      endpoint,
      forcePathStyle: this.config.forcePathStyle,
      credentials:
        this.config.accessKeyId && this.config.secretAccessKey
          ? { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey }
          : undefined,
    })
  }

  // Loaded on first use, so the local-disk default never loads the AWS SDK.
  private s3() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: this.clientFor(sdk, this.config.endpoint) }))
    return this.client
  }

  /** Signs addresses for browsers: for the public endpoint when the servers use another one (no request is made). */
  private presigningClient() {
    this.presigner ??= this.s3().then(({ sdk, client }) =>
      this.config.publicEndpoint ? this.clientFor(sdk, this.config.publicEndpoint) : client,
    )
    return this.presigner
  }

  async put(key: string, body: Buffer, contentType: string) {
    assertValidKey(key)
    const { client, sdk } = await this.s3()
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: CACHE_CONTROL,
      }),
    )
  }

  async copy(from: string, to: string) {
    assertValidKey(from)
    assertValidKey(to)
    const { client, sdk } = await this.s3()
    // Keys are [a-z0-9/_.-] only, so the copy source needs no escaping; metadata (type, caching) is copied.
    await client.send(
      new sdk.CopyObjectCommand({ Bucket: this.config.bucket, Key: to, CopySource: `${this.config.bucket}/${from}` }),
    )
  }

  async delete(key: string) {
    assertValidKey(key)
    const { client, sdk } = await this.s3()
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }))
  }

  async read(key: string) {
    assertValidKey(key)
    const { client, sdk } = await this.s3()
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }))
    return object.Body as Readable
  }

  url(key: string) {
    return `${this.publicBase}/${key}`
  }

  async presignedUrl(key: string, seconds: number) {
    assertValidKey(key)
    return this.presignedObjectUrl(key, seconds)
  }

  /** A presigned address of any object of the bucket (data exports use it for their own keys). */
  async presignedObjectUrl(key: string, seconds: number) {
    const [{ sdk }, client, { getSignedUrl }] = await Promise.all([
      this.s3(),
      this.presigningClient(),
      import('@aws-sdk/s3-request-presigner'),
    ])
    return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }), { expiresIn: seconds })
  }

  /** The SDK, its client and the bucket, for other private objects kept in the same bucket. */
  async sdk() {
    return { ...(await this.s3()), bucket: this.config.bucket }
  }
}

function defaultPublicUrl({ bucket, region, endpoint: serverEndpoint, publicEndpoint, forcePathStyle }: S3StorageConfig) {
  const endpoint = publicEndpoint ?? serverEndpoint
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`
  const url = new URL(endpoint)
  const base = url.origin + url.pathname.replace(/\/+$/, '')
  return forcePathStyle ? `${base}/${bucket}` : `${url.protocol}//${bucket}.${url.host}${url.pathname.replace(/\/+$/, '')}`
}

export function photoStorageFromEnv(env: Env): PhotoStorage {
  if (!env.S3_BUCKET) return new LocalPhotoStorage(env.uploadDir)
  return new S3PhotoStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  })
}

/** Removes the files of deleted photos; shared seed avatars are left alone, failures only logged. */
export async function deletePhotoFiles(keys: string[]) {
  const storage = getPhotoStorage()
  await Promise.all(
    keys
      .filter(isUploadedKey)
      .map((key) =>
        storage.delete(key).catch((error: unknown) => log().error({ err: error, key }, 'could not delete a photo file')),
      ),
  )
}

export interface PhotoFileKeys {
  filename: string
  matchFilename: string
  thumbFilename: string
}

/** The exposure a photo's stored files have now (seed files count as public). */
export const storedExposure = (keys: PhotoFileKeys): PhotoExposure => (isRestrictedKey(keys.filename) ? 'restricted' : 'public')

/**
 * Copies a member photo's three files to fresh random keys of `exposure` and returns them, or null
 * for shared seed files (never moved). The caller stores the new keys and then deletes the old
 * files, so an address handed out before stops working. A failed copy leaves nothing behind.
 */
export async function copyToFreshKeys(current: PhotoFileKeys, exposure: PhotoExposure): Promise<PhotoFileKeys | null> {
  if (![current.filename, current.matchFilename, current.thumbFilename].every(isUploadedKey)) return null
  const keys = newPhotoKeys(exposure)
  const fresh = { filename: keys.full, matchFilename: keys.match, thumbFilename: keys.thumb }
  const storage = getPhotoStorage()
  try {
    await Promise.all([
      storage.copy(current.filename, fresh.filename),
      storage.copy(current.matchFilename, fresh.matchFilename),
      storage.copy(current.thumbFilename, fresh.thumbFilename),
    ])
  } catch (error) {
    await deletePhotoFiles(Object.values(fresh))
    throw error
  }
  return fresh
}

let storage: PhotoStorage | undefined
/** The storage this process uses (chosen from the configuration on first use). */
export function getPhotoStorage(): PhotoStorage {
  storage ??= photoStorageFromEnv(getEnv())
  return storage
}
