// A real S3-compatible server for tests and the cluster drill: s3rver (the maintained
// @20minutes fork), which speaks S3's REST API with SigV4 signatures, presigned addresses and
// copies, and keeps objects in a folder of its own, so a test can count what is stored.
import { mkdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import S3rver from '@20minutes/s3rver'

export interface S3TestServer {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Where s3rver keeps the objects (its own folder, not a web node's). */
  directory: string
  /** The S3_* settings of a web process or worker that stores photos here. */
  env: Record<string, string>
  stop: () => Promise<void>
}

export async function startS3Server(directory: string, bucket = 'amora-photos'): Promise<S3TestServer> {
  await rm(directory, { recursive: true, force: true })
  await mkdir(directory, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const address = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${address.port}`
  // s3rver's fixed credentials; requests signed with anything else are refused.
  const accessKeyId = 'S3RVER'
  const secretAccessKey = 'S3RVER'
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: async () => {
      // Keep-alive connections of the SDKs would hold close() open.
      server.httpServer?.closeAllConnections()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
