// Raw HTTP: any Host, method, header or body a client could send, from any 127.x.y.z address,
// with node:http (fetch would refuse a forged Host).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: string
  ms: number
}

export interface RawRequest {
  method?: string
  path: string
  headers?: Record<string, string | number>
  body?: string | Buffer
  /** Host header; default the site's own (localhost:<port>). */
  host?: string
  timeoutMs?: number
  /** The client's own address (any 127.x.y.z works on Linux): limits per client count per address. */
  from?: string
}

const byte = () => 1 + Math.floor(Math.random() * 250)
/** Each test file (each process) is a client of its own unless a request says otherwise. */
export const fileClient = `127.${byte()}.${byte()}.${byte()}`

/** One request on a new connection to 127.0.0.1:`port`. */
export function sendTo(
  port: number,
  { method = 'GET', path, headers = {}, body, host, timeoutMs = 15_000, from = fileClient }: RawRequest,
): Promise<RawResponse> {
  const start = Date.now()
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        agent: false,
        setHost: false,
        headers: {
          host: host ?? `localhost:${port}`,
          ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
          ...headers,
        },
      },
      (res) => {
        answered = true
        // A Server-Sent Events stream never ends: its answer is the status and headers.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          res.destroy()
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '', ms: Date.now() - start })
          return
        }
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - start,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    // A server that answers before reading the whole body (a refusal) may close the connection
    // while the body is still being written: the answer counts, the write error does not.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return
      reject(error)
    })
    if (body !== undefined) req.end(body)
    else req.end()
  })
}
