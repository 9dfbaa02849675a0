// The support CLI's staff commands (docs/staff.md): staff accounts are made and reset here or by
// an admin in the console, never by signing up. The CLI may do everything (it holds the
// database's credentials); each change is audited with --staff as the actor.
import { prisma } from '../../server/db.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { cliActor, type StaffActor } from '../../server/staff/permissions.ts'
import {
  changeStaffRoles,
  createStaff,
  listStaff,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffDisabled,
  setStaffPassword,
  setupPath,
  StaffAccountError,
} from '../../server/staff/accounts.ts'
import { createStaffSchema, staffPassword, staffRolesSchema } from '../../shared/staff/schemas.ts'

export const STAFF_USAGE = `Staff accounts (<staff> is an e-mail address or a staff id):
  staff-list                    every staff account: roles, sites, two-factor, disabled
  staff-create <email> --name NAME --roles ROLES [--sites all|DOMAIN,...] [--password TEXT]
                                a console account; ROLES from support, moderator, operator,
                                admin (comma-separated); --sites default all; prints a one-time
                                set-up link (3 days) unless --password gives the first password
  staff-roles <staff> --roles ROLES [--sites all|DOMAIN,...]
                                change roles and sites
  staff-reset <staff> [--two-factor | --only-two-factor] [--password TEXT]
                                a forgotten password: the old one stops working and a new set-up
                                link is printed (or --password sets one); --two-factor also
                                forgets the authenticator app and recovery codes,
                                --only-two-factor resets just those; sessions end
  staff-disable <staff> [--enable]
                                disable an account (its sessions end) or enable it again
`

export const staffOptions = {
  name: { type: 'string' },
  roles: { type: 'string' },
  sites: { type: 'string' },
  password: { type: 'string' },
  'two-factor': { type: 'boolean' },
  'only-two-factor': { type: 'boolean' },
  enable: { type: 'boolean' },
} as const

type Values = { [K in keyof typeof staffOptions]?: (typeof staffOptions)[K]['type'] extends 'boolean' ? boolean : string } & {
  staff?: string
  site?: string
  'base-url'?: string
}

class StaffCommandError extends Error {}

/** The CLI's --staff as an audit actor: linked to the staff account with that e-mail or name, if any. */
export async function cliStaffActor(name: string): Promise<StaffActor> {
  const byEmail = await prisma.staff.findUnique({ where: { email: name.trim().toLowerCase() }, select: { id: true, name: true } })
  if (byEmail) return cliActor(byEmail.name, byEmail.id)
  const byName = await prisma.staff.findMany({ where: { name: name.trim() }, select: { id: true, name: true }, take: 2 })
  return byName.length === 1 ? cliActor(byName[0]!.name, byName[0]!.id) : cliActor(name)
}

async function findStaff(target: string | undefined) {
  if (!target) throw new StaffCommandError('This command needs a staff account (e-mail address or id).')
  const staff = /^\d+$/.test(target)
    ? await prisma.staff.findUnique({ where: { id: Number(target) } })
    : await prisma.staff.findUnique({ where: { email: target.trim().toLowerCase() } })
  if (!staff) throw new StaffCommandError(`No staff account ${target}.`)
  return staff
}

/** --sites: "all" (the default) or site domains. */
async function scopeFrom(sites: string | undefined) {
  if (!sites || sites === 'all') return { allSites: true, siteIds: [] as number[] }
  const domains = sites
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean)
  const found = await prisma.site.findMany({ where: { domain: { in: domains } }, select: { id: true, domain: true } })
  const missing = domains.filter((d) => !found.some((s) => s.domain === d))
  if (missing.length) throw new StaffCommandError(`No site ${missing.join(', ')}.`)
  return { allSites: false, siteIds: found.map((s) => s.id) }
}

const messageKeys: Record<string, string> = {
  'errors.passwordTooShort': 'The password needs at least 12 characters.',
  'errors.passwordWeak':
    'The password is too weak: use three of lower case, upper case, digits and other characters, or 20 characters or more.',
  'errors.passwordTooLong': 'The password is too long.',
  'errors.emailInvalid': 'That is not an e-mail address.',
  'errors.rolesRequired': 'Give --roles: support, moderator, operator and/or admin.',
  'errors.roleInvalid': 'Roles are support, moderator, operator and admin.',
  'errors.nameRequired': 'Give --name.',
  'errors.sitesRequired': 'Give --sites all or site domains.',
}
const explain = (issues: { message: string }[]) => issues.map((i) => messageKeys[i.message] ?? i.message).join('\n')

async function setupLink(values: Values, token: string) {
  if (values['base-url']) return `${values['base-url']}${setupPath(token)}`
  const site = values.site
    ? await prisma.site.findUnique({ where: { domain: values.site } })
    : ((await prisma.site.findFirst({ where: { isDefault: true } })) ?? (await prisma.site.findFirst({ orderBy: { id: 'asc' } })))
  return `${site ? siteOrigin(site) : ''}${setupPath(token)}`
}

export async function runStaffCommand(
  command: string,
  args: string[],
  values: Values,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const actor = await cliStaffActor(values.staff ?? process.env.USER ?? 'support')
  const [target] = args
  try {
    switch (command) {
      case 'staff-list': {
        const sites = new Map((await prisma.site.findMany({ select: { id: true, domain: true } })).map((s) => [s.id, s.domain]))
        const rows = await listStaff(actor)
        if (!rows.length) out('No staff accounts yet: npm run support -- staff-create <email> --name NAME --roles admin')
        for (const s of rows)
          out(
            `${String(s.id).padStart(4)} ${s.email} (${s.name}) ${s.roles.join(',')} sites ${s.allSites ? 'all' : s.siteIds.map((id) => sites.get(id) ?? id).join(',')}${s.twoFactor ? ', two-factor' : ', no two-factor yet'}${s.passwordSet ? '' : ', set-up link open'}${s.disabled ? ', DISABLED' : ''}${s.lastLoginAt ? `, last login ${s.lastLoginAt.toISOString()}` : ''}`,
          )
        return 0
      }
      case 'staff-create': {
        const parsed = createStaffSchema.safeParse({
          email: target,
          name: values.name,
          roles: values.roles?.split(',').map((r) => r.trim()),
          ...(await scopeFrom(values.sites)),
          password: values.password,
        })
        if (!parsed.success) throw new StaffCommandError(explain(parsed.error.issues))
        const { staff, setupToken } = await createStaff(actor, parsed.data)
        out(`Staff account ${staff.id} for ${staff.email} (${staff.roles.join(', ')}).`)
        if (setupToken) out(`One-time set-up link (valid 3 days): ${await setupLink(values, setupToken)}`)
        else out('They log in at /staff/login with that password and set up their authenticator app.')
        return 0
      }
      case 'staff-roles': {
        const staff = await findStaff(target)
        const parsed = staffRolesSchema.safeParse({
          roles: values.roles?.split(',').map((r) => r.trim()),
          ...(await scopeFrom(values.sites)),
        })
        if (!parsed.success) throw new StaffCommandError(explain(parsed.error.issues))
        await changeStaffRoles(actor, staff.id, parsed.data)
        out(
          `Staff account ${staff.id} now has ${parsed.data.roles.join(', ')} on ${parsed.data.allSites ? 'all sites' : values.sites}.`,
        )
        return 0
      }
      case 'staff-reset': {
        const staff = await findStaff(target)
        if (values['only-two-factor']) {
          await resetStaffTwoFactor(actor, staff.id)
          out(`Two-factor of ${staff.email} is reset: they set up their authenticator app at the next login.`)
          return 0
        }
        if (values.password !== undefined) {
          const parsed = staffPassword.safeParse(values.password)
          if (!parsed.success) throw new StaffCommandError(explain(parsed.error.issues))
          await setStaffPassword(actor, staff.id, parsed.data)
          if (values['two-factor']) await resetStaffTwoFactor(actor, staff.id)
          out(
            `The password of ${staff.email} is set${values['two-factor'] ? ' and two-factor reset' : ''}; their sessions ended.`,
          )
          return 0
        }
        const token = await resetStaffPassword(actor, staff.id, { twoFactor: values['two-factor'] })
        out(`The password of ${staff.email} no longer works${values['two-factor'] ? ' and two-factor is reset' : ''}.`)
        out(`One-time set-up link (valid 3 days): ${await setupLink(values, token)}`)
        return 0
      }
      case 'staff-disable': {
        const staff = await findStaff(target)
        await setStaffDisabled(actor, staff.id, !values.enable)
        out(
          values.enable
            ? `Staff account ${staff.email} is enabled.`
            : `Staff account ${staff.email} is disabled; its sessions ended.`,
        )
        return 0
      }
      default:
        throw new StaffCommandError(`Unknown command ${command}.\n\n${STAFF_USAGE}`)
    }
  } catch (error) {
    if (error instanceof StaffCommandError) {
      err(error.message)
      return error.message.startsWith('Unknown command') ? 2 : 1
    }
    if (error instanceof StaffAccountError) {
      err(error.code === 'email_taken' ? `There is already a staff account for ${target}.` : `Refused: ${error.code}.`)
      return 1
    }
    throw error
  }
}
