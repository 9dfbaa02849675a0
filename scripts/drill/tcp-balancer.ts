// A small TCP load balancer for the HTTP tests' short cluster drill, so that test needs nothing
// installed (the full drill, npm run drill:cluster, runs HAProxy). It does what the drill needs of
// HAProxy: round robin over the backends that pass a GET /healthz check every `checkMs` (down
// after three failures, up after one success), and a connection a backend refuses is tried on the
// next one (HAProxy's redispatch), those marked down last. It forwards bytes only: clients send
// their own X-Forwarded-For.
import { createServer, connect, type Server, type Socket } from 'node:net'
import { request } from 'node:http'

export interface Backend {
  name: string
  port: number
  up: boolean
  failures: number
  /** Connections handed to it. */
  connections: number
}

export interface TcpBalancer {
  port: number
  backends: Backend[]
  /** Connections no backend took (all down or refusing). */
  refused: number
  close: () => Promise<void>
}

function healthy(port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', headers: { host: 'localhost' }, agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.setTimeout(timeoutMs, () => req.destroy())
    req.on('error', () => resolve(false))
    req.end()
  })
}

export async function startTcpBalancer(
  targets: { name: string; port: number }[],
  options: { checkMs?: number; port?: number } = {},
): Promise<TcpBalancer> {
  const checkMs = options.checkMs ?? 1000
  const backends: Backend[] = targets.map((t) => ({ ...t, up: false, failures: 0, connections: 0 }))
  let next = 0
  const sockets = new Set<Socket>()

  const check = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        // A busy process answers its check late, not never: two seconds, and three misses in a row.
        if (await healthy(backend.port, 2000)) {
          backend.failures = 0
          backend.up = true
        } else if (++backend.failures >= 3) backend.up = false
      }),
    )
  }
  await check()
  let checking = false
  const timer = setInterval(() => {
    if (checking) return
    checking = true
    void check().finally(() => (checking = false))
  }, checkMs)

  const balancer: TcpBalancer = { port: 0, backends, refused: 0, close: async () => undefined }

  function forward(client: Socket, tried: Set<Backend>) {
    const untried = backends.filter((b) => !tried.has(b))
    // Those that passed their checks first; one marked down is still worth a connection attempt.
    const up = untried.filter((b) => b.up)
    const candidates = up.length ? up : untried
    if (!candidates.length) {
      balancer.refused++
      client.destroy()
      return
    }
    const backend = candidates[next++ % candidates.length]!
    tried.add(backend)
    const upstream = connect({ host: '127.0.0.1', port: backend.port })
    sockets.add(upstream)
    upstream.once('close', () => sockets.delete(upstream))
    let connected = false
    upstream.once('connect', () => {
      connected = true
      backend.connections++
      client.pipe(upstream)
      upstream.pipe(client)
      client.resume()
    })
    upstream.on('error', () => {
      if (connected) return client.destroy()
      // Refused before anything was sent: this backend is down; the next one gets the connection.
      backend.up = false
      forward(client, tried)
    })
    client.on('error', () => upstream.destroy())
    client.once('close', () => upstream.destroy())
    upstream.once('close', () => connected && client.destroy())
  }

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client)
    client.once('close', () => sockets.delete(client))
    forward(client, new Set())
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  balancer.port = (server.address() as { port: number }).port
  balancer.close = async () => {
    clearInterval(timer)
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return balancer
}
