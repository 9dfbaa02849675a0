// The support CLI (npm run support -- <command>): what staff need to fix accounts. This file parses
// the arguments and finds the site, the acting staff member and the member; each command is a file
// in scripts/support/commands/, named after it.
import { parseArgs } from 'node:util'
import { prisma } from '../../server/db.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { STAFF_USAGE, cliStaffActor, runStaffCommand } from './staff-commands.ts'
import { SupportError, supportOptions, type Out, type SupportCommand } from './context.ts'
import { find } from './commands/find.ts'
import { resendActivation } from './commands/resend-activation.ts'
import { resetLink } from './commands/reset-link.ts'
import { changeEmail } from './commands/change-email.ts'
import { activate } from './commands/activate.ts'
import { clearLockout } from './commands/clear-lockout.ts'
import { reactivate } from './commands/reactivate.ts'
import { deleteNow } from './commands/delete-now.ts'
import { exportData } from './commands/export.ts'
import { invite } from './commands/invite.ts'
import { complaints } from './commands/complaints.ts'
import { complaint } from './commands/complaint.ts'
import { complaintResolve } from './commands/complaint-resolve.ts'
import { photosPending } from './commands/photos-pending.ts'
import { photoApprove } from './commands/photo-approve.ts'
import { photoReject } from './commands/photo-reject.ts'
import { profileDisable } from './commands/profile-disable.ts'
import { profileEnable } from './commands/profile-enable.ts'
import { notifications } from './commands/notifications.ts'
import { notificationsClear } from './commands/notifications-clear.ts'
import { campaign } from './commands/campaign.ts'
import { siteTexts } from './commands/site-texts.ts'
import { siteText } from './commands/site-text.ts'
import { discountCreate } from './commands/discount-create.ts'
import { discounts } from './commands/discounts.ts'
import { discountDisable } from './commands/discount-disable.ts'
import { orders } from './commands/orders.ts'
import { refund } from './commands/refund.ts'
import { creditsAdjust } from './commands/credits-adjust.ts'
import { directDebit } from './commands/direct-debit.ts'

const commands: Record<string, SupportCommand> = {
  find: find,
  'resend-activation': resendActivation,
  'reset-link': resetLink,
  'change-email': changeEmail,
  activate: activate,
  'clear-lockout': clearLockout,
  reactivate: reactivate,
  'delete-now': deleteNow,
  export: exportData,
  invite: invite,
  complaints: complaints,
  complaint: complaint,
  'complaint-resolve': complaintResolve,
  'photos-pending': photosPending,
  'photo-approve': photoApprove,
  'photo-reject': photoReject,
  'profile-disable': profileDisable,
  'profile-enable': profileEnable,
  notifications: notifications,
  'notifications-clear': notificationsClear,
  campaign: campaign,
  'site-texts': siteTexts,
  'site-text': siteText,
  'discount-create': discountCreate,
  discounts: discounts,
  'discount-disable': discountDisable,
  orders: orders,
  refund: refund,
  'credits-adjust': creditsAdjust,
  'direct-debit': directDebit,
}

export const USAGE = `Usage: npm run support -- <command> [options]

Commands (<member> is an e-mail address or a member id):
  find <member>                 show the account, its status and recent audit entries
  resend-activation <member>    e-mail a new activation link
  reset-link <member>           e-mail a password reset link
  change-email <member> --email ADDRESS
                                set another e-mail address at once (no confirmation link)
  activate <member>             activate an unconfirmed account by hand
  clear-lockout <member>        lift a login lockout after too many wrong passwords
  reactivate <member>           undo a pending deletion
  delete-now <member> --yes     remove the member's personal data now (keeps orders and ledger)
  export <member>               build a copy of the member's data (GDPR Art. 15/20): they get
                                the download link by e-mail; at most one a day per member
  invite [--uses N] [--days D] [--note TEXT]
                                create an invitation code for invite-only signup
  complaints [--status S] [--limit N]
                                list notices (default: open and in_review, oldest first;
                                S is open, in_review, resolved or rejected; N default 20)
  complaint <reference>         show one notice, e.g. AMR-2026-7F3K9Q
  complaint-resolve <reference> --resolution TEXT [--reject]
                                record the decision: resolved, or rejected with --reject; the
                                sender gets it by e-mail, TEXT included, with how to contest it
  photos-pending [--limit N]    list photos waiting for review on the site, oldest first (N default 20)
  photo-approve <photoId>       approve a photo: other members can see it
  photo-reject <photoId> [--note TEXT]
                                reject a photo: hidden from everyone but its owner, who gets
                                an e-mail with TEXT as the reason and how to contest it
  profile-disable <member> [--note TEXT]
                                hide a profile from other members (search, profile page,
                                landers); the member can still log in and gets an e-mail with
                                TEXT as the reason and how to contest it
  profile-enable <member>       show a hidden profile again
  notifications <member>        why notification e-mail stopped (bounce, fbl = spam complaint,
                                listunsubscribe), the e-mail types turned off and push devices
  notifications-clear <member>  send notification e-mails again (clears the reasons above)
  campaign count|preview|send --file FILE [--lang L]
                                a promotions or news e-mail from FILE (JSON: name, type, path,
                                texts per language for all 11 languages; docs/notifications.md):
                                count the members who would get it per language, preview it in
                                language L (default en), or send it (each member once per name)
  site-texts                    the site's texts (home title and description, fictional labels)
                                in every language, and where each comes from
  site-text <locale> <key> --value TEXT
                                set one of them for one language (an empty TEXT goes back to
                                the default); keys: index_title, description, fictional_warning,
                                fictional_singular, fictional_plural
  discount-create <CODE> --percent P [--country CC] [--currency CUR] [--minimum MINOR]
                  [--methods ideal,paypal] [--reusable] [--days D] [--uses N]
                                create a campaign code: P percent off (1-90), only in country
                                CC, only for CUR payments of at least MINOR (minor units),
                                only with those methods; once per member unless --reusable;
                                valid D days; at most N uses in all
  discounts [--personal] [--limit N]
                                the site's codes with their limits and uses (paid / held by an
                                open payment); --personal adds members' own codes
  discount-disable <CODE>       switch a code off
  orders <member>               the member's orders: id, date, status, method, amount, credits
  refund <orderId> [--any-time] refund a paid order at its provider and take back its credits
                                (its credits must be unspent; --any-time ignores refund_days)
  credits-adjust <member> --amount N --note TEXT
                                give (N > 0) or take back (N < 0, never below 0) credits, with
                                a ledger row and an audit entry
  direct-debit <member> [--block | --unblock --note TEXT]
                                whether the member may pay by direct debit (blocked after a
                                charge-back or a failed debit; what they ordered against the
                                site's limit); --unblock after the debt is settled, --block

${STAFF_USAGE}
Options:
  --site DOMAIN      the site (default: the default site); e-mail addresses are per site
  --staff NAME       who does this, for the audit log: a staff account's e-mail or name links the
                     entry to that account (default: $USER)
  --base-url URL     where links in e-mails point (default: the site's own address, SITE_URL_TEMPLATE)
`

export async function runSupport(argv: string[], out: Out = console.log, err: Out = console.error): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: supportOptions })
  } catch (error) {
    err(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  const [command, target] = positionals
  if (!command || values.help) {
    out(USAGE)
    return command ? 0 : 2
  }
  try {
    if (command.startsWith('staff-')) return await runStaffCommand(command, positionals.slice(1), values, out, err)
    const run = Object.hasOwn(commands, command) ? commands[command] : undefined
    const staff = await cliStaffActor(values.staff ?? process.env.USER ?? 'support')
    const site = values.site
      ? await prisma.site.findUnique({ where: { domain: values.site } })
      : ((await prisma.site.findFirst({ where: { isDefault: true } })) ??
        (await prisma.site.findFirst({ orderBy: { id: 'asc' } })))
    if (!site) throw new SupportError(`No site ${values.site ?? '(default)'} found.`)
    const baseUrl = values['base-url'] ?? siteOrigin(site)

    const findMember = async () => {
      if (!target) throw new SupportError(`The command ${command} needs a member (e-mail address or id).`)
      const user = /^\d+$/.test(target)
        ? await prisma.user.findUnique({ where: { id: Number(target) }, include: { profile: true, site: true } })
        : await prisma.user.findUnique({
            where: { siteId_email: { siteId: site.id, email: target.toLowerCase() } },
            include: { profile: true, site: true },
          })
      if (!user) throw new SupportError(`No member ${target} on ${site.domain}.`)
      return user
    }

    if (!run) {
      err(`Unknown command ${command}.\n\n${USAGE}`)
      return 2
    }
    return await run({ command, target, positionals, values, staff, site, baseUrl, findMember, out, err })
  } catch (error) {
    if (error instanceof SupportError) {
      err(error.message)
      return 1
    }
    throw error
  }
}
