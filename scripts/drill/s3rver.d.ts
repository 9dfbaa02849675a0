// The part of @20minutes/s3rver's API we use (the package ships no types).
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http'
  import type { AddressInfo } from 'node:net'
  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options?: S3rverOptions)
    httpServer?: Server
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
