// Where pushes may go. A subscription's endpoint is an address the worker connects to on every like
// and message, so it must belong to one of the browsers' push services (PUSH_SERVICE_HOSTS); and
// when sending, the name is resolved once, refused if any address is not on the public internet
// (loopback, private, link-local, unique-local, cloud metadata, reserved; IPv4, IPv6 and IPv4 inside
// IPv6), and the connection goes to the very address that was checked, so a DNS rebind cannot
// switch it. A test or development setup adds its local push service with PUSH_EXTRA_ORIGINS,
// which server/env.ts refuses in production. Rules: docs/notifications.md, docs/security.md.
import { promises as dns, type LookupAddress } from 'node:dns'
import { Agent } from 'node:https'
import { BlockList, isIP } from 'node:net'

/**
 * The browsers' push services: the hosts their subscriptions name (sources in docs/notifications.md).
 * "*." allows every host below that domain. Only https on the default port, no user info.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome and the Chromium browsers using Google's service (Firebase Cloud Messaging)
  'updates.push.services.mozilla.com', // Firefox (Mozilla autopush)
  'push.services.mozilla.com', // Firefox's autopush root
  '*.push.apple.com', // Safari on macOS 13+, iOS/iPadOS 16.4+ home-screen apps (web.push.apple.com)
  '*.notify.windows.com', // Edge on Windows (Windows Push Notification Services, wns2-*.notify.windows.com)
] as const

const exactHosts = new Set<string>(PUSH_SERVICE_HOSTS.filter((h) => !h.startsWith('*.')))
const domains = PUSH_SERVICE_HOSTS.filter((h) => h.startsWith('*.')).map((h) => h.slice(1))
const LABELS = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** Whether `url` is an address of one of the browsers' push services. */
export function isPushServiceUrl(url: URL): boolean {
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false
  const host = url.hostname
  if (exactHosts.has(host)) return true
  return domains.some((domain) => host.endsWith(domain) && LABELS.test(host.slice(0, -domain.length)))
}

/** Where an endpoint leads: a browser's push service, a configured local (test) push service, or nowhere allowed. */
export type PushDestination = 'push_service' | 'extra_origin' | null

export function pushDestination(endpoint: string, extraOrigins: readonly string[]): PushDestination {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  if (extraOrigins.includes(url.origin) && url.username === '' && url.password === '') return 'extra_origin'
  return isPushServiceUrl(url) ? 'push_service' : null
}

/** IPv4 ranges that are not the public internet (IANA special-purpose registry). */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (AWS, GCP, Azure metadata 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]

/** IPv6 ranges that are not the public internet. (IPv4-mapped ::ffff:a.b.c.d is held to the IPv4 list by BlockList.) */
const IPV6_NOT_PUBLIC: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo and others)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (an IPv4 address inside)
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique-local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]

const notPublic = new BlockList()
for (const [address, prefix] of IPV4_NOT_PUBLIC) {
  notPublic.addSubnet(address, prefix, 'ipv4')
  // The same range reached through NAT64 (64:ff9b::a.b.c.d).
  const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number]
  notPublic.addSubnet(`64:ff9b::${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`, 96 + prefix, 'ipv6')
}
for (const [address, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(address, prefix, 'ipv6')

/** True for an address a push must never be sent to (anything but a public unicast address). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class PushAddressRefusedError extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED'
}

export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>
const resolveWithDns: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true })

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for sockets: resolves once, refuses the name when any of its addresses is not public,
 * and hands the checked addresses to the connection (which connects to exactly these).
 */
export function publicOnlyLookup(resolve: ResolveHost = resolveWithDns) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
    resolve(hostname).then(
      (found) => {
        const family =
          options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0
        const addresses = family ? found.filter((a) => a.family === family) : found
        const refused = found.find((a) => isForbiddenAddress(a.address))
        if (refused || addresses.length === 0) {
          const reason = refused ? `resolves to ${refused.address}, which is not public` : 'has no address'
          callback(new PushAddressRefusedError(`push refused: ${hostname} ${reason}`), '', 0)
          return
        }
        if (options.all) callback(null, addresses)
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

/** The connection pool for the browsers' push services: only public addresses, checked at connect time. */
export function createPushServiceAgent(resolve?: ResolveHost): Agent {
  return new Agent({ keepAlive: true, lookup: publicOnlyLookup(resolve) as never })
}
