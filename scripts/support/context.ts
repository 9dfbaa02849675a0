// What every support CLI command gets (scripts/support/commands.ts parses the arguments and builds
// it): the options, the site, the acting staff member, where links point, and where to print.
import type { Prisma, Site } from '../../server/generated/prisma/client.ts'
import type { StaffActor } from '../../server/staff/permissions.ts'
import { staffOptions } from './staff-commands.ts'

export const supportOptions = {
  site: { type: 'string' },
  staff: { type: 'string' },
  'base-url': { type: 'string' },
  uses: { type: 'string' },
  days: { type: 'string' },
  note: { type: 'string' },
  yes: { type: 'boolean' },
  status: { type: 'string' },
  limit: { type: 'string' },
  resolution: { type: 'string' },
  reject: { type: 'boolean' },
  value: { type: 'string' },
  percent: { type: 'string' },
  country: { type: 'string' },
  currency: { type: 'string' },
  minimum: { type: 'string' },
  methods: { type: 'string' },
  reusable: { type: 'boolean' },
  personal: { type: 'boolean' },
  amount: { type: 'string' },
  'any-time': { type: 'boolean' },
  block: { type: 'boolean' },
  unblock: { type: 'boolean' },
  file: { type: 'string' },
  lang: { type: 'string' },
  email: { type: 'string' },
  ...staffOptions,
  help: { type: 'boolean', short: 'h' },
} as const

/** The parsed options: a string, or true for a flag; absent when not given. */
export type SupportValues = {
  [K in keyof typeof supportOptions]?: (typeof supportOptions)[K]['type'] extends 'boolean' ? boolean : string
}

/** A refusal the CLI prints on stderr, exiting with 1. */
export class SupportError extends Error {}

export type Out = (line: string) => void

export type SupportMember = Prisma.UserGetPayload<{ include: { profile: true; site: true } }>

export interface SupportContext {
  command: string
  /** The first argument after the command (a member, a reference, an id, a code ...). */
  target: string | undefined
  positionals: string[]
  values: SupportValues
  staff: StaffActor
  site: Site
  /** Where links in e-mails point: --base-url, or the site's own address. */
  baseUrl: string
  /** The member named by `target` (an e-mail address on the site, or an id); a SupportError if there is none. */
  findMember(): Promise<SupportMember>
  out: Out
  err: Out
}

export type SupportCommand = (context: SupportContext) => Promise<number>
