// HAProxy in front of the drill's web processes: Debian's package (installed with apt-get when
// missing), health checks on /healthz, round robin, a refused connection retried on another
// process (redispatch), and the client's address passed on in X-Forwarded-For (TRUST_PROXY=1).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

export function haproxyBinary(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) if (existsSync(candidate)) return candidate
  return ''
}

/** Installs Debian's haproxy when it is missing (the drill runs as root on these machines). */
export function ensureHaproxy(log: (line: string) => void): string {
  let binary = haproxyBinary()
  if (binary) return binary
  log('installing haproxy (apt-get)')
  const apt = (args: string[]) =>
    execFileSync('apt-get', args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  try {
    apt(['install', '-y', '--no-install-recommends', 'haproxy'])
  } catch {
    apt(['update'])
    apt(['install', '-y', '--no-install-recommends', 'haproxy'])
  }
  binary = haproxyBinary()
  if (!binary) throw new Error('haproxy could not be installed')
  return binary
}

/** The configuration: also what deploy/haproxy.cfg says for docker compose, with fixed servers. */
export function haproxyConfig(port: number, servers: { name: string; port: number }[], statsPort: number): string {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  # A refused connection goes to another server at once (every retry is a redispatch).
  option redispatch 1
  retries 2
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Event streams (GET /api/events) stay open: the tunnel timeout is theirs.
  timeout tunnel 1h
  timeout http-keep-alive 10s

frontend web
  bind 127.0.0.1:${port}
  default_backend nodes

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

backend nodes
  balance roundrobin
  option httpchk
  http-check send meth GET uri /healthz hdr Host localhost
  # A busy process answers late, not never: 2 s per check, down after three misses.
  timeout check 2s
  default-server inter 1s fall 3 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`
}

export interface Haproxy {
  port: number
  statsPort: number
  process: ChildProcess
  /** Backend servers as HAProxy sees them: name → status (UP, DOWN...). */
  status: () => Promise<Record<string, string>>
  stop: () => Promise<void>
}

export async function startHaproxy(
  dir: string,
  port: number,
  statsPort: number,
  servers: { name: string; port: number }[],
  log: (line: string) => void,
): Promise<Haproxy> {
  const binary = ensureHaproxy(log)
  const file = path.join(dir, 'haproxy.cfg')
  await writeFile(file, haproxyConfig(port, servers, statsPort))
  execFileSync(binary, ['-c', '-q', '-f', file])
  // -W: master-worker; -db: stay in the foreground, so the drill owns the process.
  const child = spawn(binary, ['-W', '-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] })
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString().trim()
    if (text && !/Proxy .* started|Server .* is (UP|DOWN)|backend .* has no server/.test(text)) log(`haproxy: ${text}`)
  })
  const status = async () => {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then((r) => r.text())
    const rows = csv.split('\n').map((line) => line.split(','))
    const header = rows[0]!.map((h) => h.replace(/^# /, ''))
    const at = (name: string) => header.indexOf(name)
    return Object.fromEntries(
      rows
        .filter((r) => r[at('pxname')] === 'nodes' && r[at('svname')]?.startsWith('node'))
        .map((r) => [r[at('svname')]!, r[at('status')]!]),
    )
  }
  const deadline = Date.now() + 15_000
  for (;;) {
    const up = await status().then(
      (s) => Object.values(s).filter((v) => v === 'UP').length,
      () => 0,
    )
    if (up === servers.length) break
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('haproxy did not see every web process up within 15 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    port,
    statsPort,
    process: child,
    status,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
