// The support CLI (npm run support -- <command>): what staff need to fix accounts.
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { prisma } from '../../server/db.ts'
import { activateByStaff } from '../../server/accounts/activation.ts'
import {
  changeEmailByStaff,
  resendActivationByStaff,
  sendPasswordResetByStaff,
  setDirectDebitBlocked,
  StaffFixError,
} from '../../server/accounts/staff-fixes.ts'
import { adjustCredits, CreditAdjustError } from '../../server/credits/adjust-credits.ts'
import { clearLoginLockout, failedLoginCount, lockoutMinutesLeft } from '../../server/accounts/login.ts'
import { purgeAccount, reactivateByStaff } from '../../server/accounts/deletion.ts'
import { recordStaffAction } from '../../server/staff/audit.ts'
import { STAFF_USAGE, cliStaffActor, runStaffCommand, staffOptions } from './staff-commands.ts'
import { getComplaint, listComplaints, resolveComplaint } from '../../server/complaints/manage-complaints.ts'
import { complaintStatuses } from '../../shared/complaints/schemas.ts'
import { PhotoError } from '../../server/photos/photos.ts'
import { approvePhoto, listPendingPhotos, rejectPhoto } from '../../server/photos/photo-review.ts'
import { disableProfile, enableProfile } from '../../server/members/profile-moderation.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { listSiteTexts, setSiteText } from '../../server/sites/manage-site-texts.ts'
import { createCampaignCode, disableCode, listCodes } from '../../server/offers/manage-discounts.ts'
import { OrderError, refundOrder } from '../../server/payments/orders.ts'
import { enableNotifications, getEmailPreferences } from '../../server/notifications/preferences.ts'
import { countCampaign, previewCampaign, readCampaign, sendCampaign } from '../../server/notifications/campaigns.ts'
import { isLocale } from '../../shared/i18n/config.ts'
import { directDebitStanding } from '../../server/payments/direct-debit-limits.ts'
import { DataExportError, requestDataExport } from '../../server/privacy/data-export.ts'

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

class SupportError extends Error {}

type Out = (line: string) => void

export async function runSupport(argv: string[], out: Out = console.log, err: Out = console.error): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
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
      },
    })
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

    switch (command) {
      case 'find': {
        const user = await findMember()
        const failures = await failedLoginCount(user.siteId, user.email)
        const locked = await lockoutMinutesLeft(user.siteId, user.email)
        const logs = await prisma.auditLog.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'desc' }, take: 10 })
        out(`Member ${user.id} on ${user.site.domain}`)
        out(`  e-mail:      ${user.email}`)
        out(`  name:        ${user.profile?.name ?? '-'}`)
        out(
          `  status:      ${user.status}${user.deletionRequestedAt ? ` (deletion requested ${user.deletionRequestedAt.toISOString()}, reason ${user.deletionReason})` : ''}`,
        )
        out(
          `  signed up:   ${user.signupDate.toISOString()}${user.activatedAt ? `, activated ${user.activatedAt.toISOString()}` : ''}`,
        )
        out(`  last login:  ${user.lastLoginAt?.toISOString() ?? '-'}`)
        out(`  credits:     ${user.credits}${user.paidUser ? ' (premium)' : ''}`)
        out(`  language:    ${user.language}${user.invisible ? ', invisible' : ''}`)
        out(`  failed logins in the current window: ${failures}${locked ? ` (locked for ${locked} more min)` : ''}`)
        out(`  recent audit log:`)
        for (const l of logs)
          out(`    ${l.createdAt.toISOString()} ${l.action} by ${l.actorType}${l.actorName ? ` ${l.actorName}` : ''}`)
        return 0
      }
      case 'resend-activation': {
        const user = await findMember()
        try {
          await resendActivationByStaff(user.id, staff, baseUrl)
        } catch (error) {
          if (error instanceof StaffFixError && error.code === 'not_needed')
            throw new SupportError(`Member ${user.id} is ${user.status}: no activation needed.`)
          throw error
        }
        out(`Sent a new activation link to ${user.email}.`)
        return 0
      }
      case 'reset-link': {
        const user = await findMember()
        try {
          await sendPasswordResetByStaff(user.id, staff, baseUrl)
        } catch (error) {
          if (error instanceof StaffFixError) throw new SupportError(`Member ${user.id} is deleted: no reset link.`)
          throw error
        }
        out(`Sent a password reset link to ${user.email}.`)
        return 0
      }
      case 'change-email': {
        const user = await findMember()
        const email = values.email?.trim().toLowerCase()
        if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new SupportError('change-email needs --email ADDRESS.')
        try {
          await changeEmailByStaff(user.id, staff, email)
        } catch (error) {
          if (error instanceof StaffFixError) throw new SupportError(`The address was not changed: ${error.message}`)
          throw error
        }
        out(`Member ${user.id} now has the e-mail address ${email} (was ${user.email}).`)
        return 0
      }
      case 'activate': {
        const user = await findMember()
        if (!(await activateByStaff(user.id, staff)))
          throw new SupportError(`Member ${user.id} is ${user.status}, not not_confirmed.`)
        out(`Activated member ${user.id} (${user.email}).`)
        return 0
      }
      case 'clear-lockout': {
        const user = await findMember()
        await clearLoginLockout(user.siteId, user.email)
        await recordStaffAction(prisma, staff, { userId: user.id, siteId: user.siteId, action: 'lockout_cleared' })
        out(`Cleared the login lockout of ${user.email}.`)
        return 0
      }
      case 'reactivate': {
        const user = await findMember()
        if (!(await reactivateByStaff(user.id, staff)))
          throw new SupportError(`Member ${user.id} is ${user.status}, not pending_deletion.`)
        out(`Reactivated member ${user.id} (${user.email}).`)
        return 0
      }
      case 'delete-now': {
        const user = await findMember()
        if (user.status === 'deleted') throw new SupportError(`Member ${user.id} is already deleted.`)
        if (!values.yes)
          throw new SupportError(`This removes ${user.email}'s profile, photos and messages for good. Add --yes to confirm.`)
        await purgeAccount(user.id, { type: 'staff', by: staff })
        out(`Deleted the personal data of member ${user.id}. Orders and the credit ledger are kept.`)
        return 0
      }
      case 'export': {
        const user = await findMember()
        try {
          const { exportId } = await requestDataExport(user.id, { requestedBy: { staff } })
          out(`Export ${exportId} of member ${user.id} is being built; ${user.email} gets the download link by e-mail.`)
        } catch (error) {
          if (!(error instanceof DataExportError)) throw error
          if (error.code === 'too_soon')
            throw new SupportError(
              `Member ${user.id} had an export within the last day; the next is possible from ${error.details.nextAt?.toISOString()}.`,
            )
          throw new SupportError(`Member ${user.id} is deleted: there is no data to export.`)
        }
        return 0
      }
      case 'invite': {
        const uses = Number(values.uses ?? 1)
        const days = values.days === undefined ? null : Number(values.days)
        if (!Number.isInteger(uses) || uses < 1) throw new SupportError('--uses must be a whole number of 1 or more.')
        if (days !== null && (!Number.isInteger(days) || days < 1))
          throw new SupportError('--days must be a whole number of 1 or more.')
        const code = randomBytes(6)
          .toString('base64url')
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, 'X')
        await prisma.invitation.create({
          data: {
            siteId: site.id,
            code,
            maxUses: uses,
            note: values.note,
            expiresAt: days ? new Date(Date.now() + days * 86_400_000) : null,
          },
        })
        out(`Invitation code ${code} for ${site.domain}: ${uses} signup(s)${days ? `, valid ${days} day(s)` : ''}.`)
        out(`Link: ${baseUrl}/signup?invite=${code}`)
        return 0
      }
      case 'complaints': {
        const status = values.status as (typeof complaintStatuses)[number] | undefined
        if (status && !complaintStatuses.includes(status))
          throw new SupportError(`--status must be one of ${complaintStatuses.join(', ')}.`)
        const limit = Number(values.limit ?? 20)
        if (!Number.isInteger(limit) || limit < 1) throw new SupportError('--limit must be a whole number of 1 or more.')
        const list = await listComplaints(site.id, { status, limit })
        if (!list.length) out(`No ${status ?? 'open or in_review'} complaints on ${site.domain}.`)
        for (const c of list) {
          const about = c.target ? `member ${c.target.id} (${c.target.profile?.name ?? c.target.email})` : 'no member'
          out(`${c.reference}  ${c.status.padEnd(9)}  ${c.createdAt.toISOString()}  ${c.reason.padEnd(16)}  ${about}`)
        }
        return 0
      }
      case 'complaint': {
        if (!target) throw new SupportError('The command complaint needs a reference, e.g. AMR-2026-7F3K9Q.')
        const c = await getComplaint(target)
        if (!c) throw new SupportError(`No complaint ${target}.`)
        const domain = (await prisma.site.findUnique({ where: { id: c.siteId } }))?.domain ?? c.siteId
        out(`Complaint ${c.reference} on ${domain}`)
        out(`  status:      ${c.status}${c.resolvedAt ? ` (${c.resolvedAt.toISOString()})` : ''}`)
        out(`  received:    ${c.createdAt.toISOString()}`)
        out(`  reason:      ${c.reason}`)
        out(
          `  reporter:    ${c.reporterName ?? '-'} <${c.reporterEmail ?? c.reporter?.email ?? '-'}>${c.reporterId ? `, member ${c.reporterId}` : ', visitor'}`,
        )
        out(
          `  reported:    ${c.target ? `member ${c.target.id} (${c.target.profile?.name ?? '-'}, ${c.target.email}, ${c.target.status})` : '-'}`,
        )
        out(`  photo:       ${c.photoId ?? '-'}`)
        if (c.resolution) out(`  resolution:  ${c.resolution}`)
        out('  text:')
        for (const line of c.text.split('\n')) out(`    ${line}`)
        return 0
      }
      case 'complaint-resolve': {
        if (!target) throw new SupportError('The command complaint-resolve needs a reference, e.g. AMR-2026-7F3K9Q.')
        const resolution = values.resolution?.trim()
        if (!resolution) throw new SupportError('Say what was decided with --resolution TEXT.')
        const result = await resolveComplaint(target, { resolution, reject: values.reject ?? false, staff, baseUrl })
        if (!result.ok && result.error === 'not_found') throw new SupportError(`No complaint ${target}.`)
        if (!result.ok) throw new SupportError(`Complaint ${target} is already ${result.status}.`)
        out(`Complaint ${target.trim().toUpperCase()} is now ${result.status}; its sender is told by e-mail.`)
        return 0
      }
      case 'photos-pending': {
        const limit = Number(values.limit ?? 20)
        if (!Number.isInteger(limit) || limit < 1) throw new SupportError('--limit must be a whole number of 1 or more.')
        const photos = await listPendingPhotos({ siteId: site.id, limit })
        if (!photos.length) out(`No photos waiting for review on ${site.domain}.`)
        for (const p of photos) {
          const link = p.url.startsWith('/') ? `${baseUrl}${p.url}` : p.url
          out(
            `photo ${p.id}  ${p.createdAt.toISOString()}  ${p.width}x${p.height}  member ${p.userId} (${p.name ?? '-'}, ${p.email})  ${link}`,
          )
        }
        return 0
      }
      case 'photo-approve':
      case 'photo-reject': {
        if (!target || !/^\d+$/.test(target)) throw new SupportError(`The command ${command} needs a photo id.`)
        try {
          const { photo, previous } =
            command === 'photo-approve'
              ? await approvePhoto(Number(target), staff)
              : await rejectPhoto(Number(target), staff, { note: values.note, baseUrl })
          out(
            `Photo ${photo.id} is now ${photo.status}${previous === photo.status ? ' (it already was)' : ` (was ${previous})`}.`,
          )
        } catch (error) {
          if (error instanceof PhotoError && error.code === 'not_found') throw new SupportError(`No photo ${target}.`)
          throw error
        }
        return 0
      }
      case 'profile-disable':
      case 'profile-enable': {
        const user = await findMember()
        const result =
          command === 'profile-disable'
            ? await disableProfile(user.id, staff, { note: values.note, baseUrl })
            : await enableProfile(user.id, staff)
        if (!result.ok) throw new SupportError(`Member ${user.id} has no profile.`)
        const state = result.status === 'disabled' ? 'hidden from other members' : 'visible to other members'
        if (!result.changed) out(`The profile of member ${user.id} already was ${state}.`)
        else
          out(
            `The profile of member ${user.id} is now ${state}${result.status === 'disabled' ? `; ${user.email} is told why by e-mail` : ''}.`,
          )
        return 0
      }
      case 'notifications': {
        const user = await findMember()
        const preferences = await getEmailPreferences(user.id)
        const devices = await prisma.pushSubscription.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } })
        const off = Object.entries(preferences.types).filter(([, on]) => !on)
        out(`Member ${user.id} (${user.email})`)
        out(`  notification e-mail: ${preferences.disabled.length ? `stopped (${preferences.disabled.join(', ')})` : 'on'}`)
        out(`  types turned off:    ${off.length ? off.map(([type]) => type).join(', ') : 'none'}`)
        out(`  push devices:        ${devices.length}`)
        for (const d of devices)
          out(
            `    ${new URL(d.endpoint).host} since ${d.createdAt.toISOString()}, last push ${d.lastPushedAt?.toISOString() ?? '-'}`,
          )
        return 0
      }
      case 'notifications-clear': {
        const user = await findMember()
        const before = (await getEmailPreferences(user.id)).disabled
        await enableNotifications(user.id)
        await recordStaffAction(prisma, staff, {
          userId: user.id,
          siteId: user.siteId,
          action: 'notifications_enabled',
          before: { disabled: before },
          after: { disabled: [] },
        })
        out(
          before.length
            ? `Notification e-mails to ${user.email} are on again (was stopped: ${before.join(', ')}).`
            : `Notification e-mails to ${user.email} were not stopped; nothing changed.`,
        )
        return 0
      }
      case 'campaign': {
        if (!values.file) throw new SupportError('campaign needs --file FILE.')
        let campaign
        try {
          campaign = await readCampaign(values.file)
        } catch (error) {
          throw new SupportError((error as Error).message)
        }
        if (target === 'count') {
          const counts = await countCampaign(site.id, campaign)
          const total = Object.values(counts).reduce((a, b) => a + b, 0)
          out(`Campaign ${campaign.name} (${campaign.type}) on ${site.domain} would go to ${total} members.`)
          for (const [language, n] of Object.entries(counts)) out(`  ${language}: ${n}`)
          return 0
        }
        if (target === 'preview') {
          const language = values.lang ?? 'en'
          if (!isLocale(language)) throw new SupportError(`Unknown language ${language}.`)
          const preview = await previewCampaign(site, campaign, language)
          out(`Subject: ${preview.subject}`)
          out('')
          out(preview.text)
          return 0
        }
        if (target === 'send') {
          const sent = await sendCampaign(site.id, campaign, (n) => out(`  … ${n} sent`))
          await recordStaffAction(prisma, staff, {
            siteId: site.id,
            action: 'campaign_sent',
            data: { name: campaign.name, sent },
          })
          out(`Campaign ${campaign.name} sent to ${sent} members (members who already had it were skipped).`)
          return 0
        }
        throw new SupportError('campaign needs count, preview or send.')
      }
      case 'site-texts': {
        for (const row of await listSiteTexts(site.id)) out(`${row.locale} ${row.key.padEnd(18)} [${row.source}] ${row.value}`)
        return 0
      }
      case 'site-text': {
        const key = positionals[2]
        if (!target || !key || values.value === undefined)
          throw new SupportError('site-text needs a locale, a key and --value TEXT.')
        const result = await setSiteText(site.id, target, key, values.value, staff)
        if (!result.ok) {
          const why = { locale: `Unknown locale ${target}.`, key: `Unknown key ${key}.`, too_long: 'The text is too long.' }
          throw new SupportError(why[result.error])
        }
        out(result.removed ? `${key} in ${target} is back to the default.` : `${key} in ${target} is set.`)
        return 0
      }
      case 'discount-create': {
        if (!target) throw new SupportError('discount-create needs a code.')
        const result = await createCampaignCode(
          site.id,
          {
            code: target,
            percentage: values.percent ?? '',
            country: values.country,
            currency: values.currency,
            minimum: values.minimum,
            methods: values.methods,
            validity: values.reusable ? 'unlimited' : 'once_per_user',
            days: values.days,
            uses: values.uses,
          },
          staff,
        )
        if (!result.ok) throw new SupportError(result.errors.join('\n'))
        out(`Code ${result.code} is active on ${site.domain}.`)
        return 0
      }
      case 'discounts': {
        const limit = values.limit ? Number(values.limit) : 50
        const rows = await listCodes(site.id, {
          personal: values.personal,
          limit: Number.isInteger(limit) && limit > 0 ? limit : 50,
        })
        if (!rows.length) out('No codes.')
        for (const r of rows)
          out(`${r.code} ${r.kind} ${r.percentage}% [${r.status}] used ${r.used}, held ${r.held}; ${r.limits}`)
        return 0
      }
      case 'discount-disable': {
        if (!target) throw new SupportError('discount-disable needs a code.')
        if (!(await disableCode(site.id, target, staff))) throw new SupportError(`No code ${target} on ${site.domain}.`)
        out(`Code ${target.toUpperCase()} is switched off.`)
        return 0
      }
      case 'orders': {
        const user = await findMember()
        const orders = await prisma.order.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'desc' }, take: 50 })
        if (!orders.length) out(`Member ${user.id} has no orders.`)
        for (const o of orders)
          out(
            `${String(o.id).padStart(6)} ${o.createdAt.toISOString()} ${o.status.padEnd(12)} ${o.provider}/${o.paymentMethod} ${(o.amount / 100).toFixed(2)} ${o.currency} ${o.credits} credits${o.paymentId ? ` ${o.paymentId}` : ''}`,
          )
        return 0
      }
      case 'refund': {
        if (!target || !/^\d+$/.test(target)) throw new SupportError('refund needs an order id.')
        try {
          await refundOrder(Number(target), { type: 'staff', staff, ignoreWindow: values['any-time'] === true })
        } catch (error) {
          if (error instanceof OrderError) throw new SupportError(`Order ${target} was not refunded: ${error.message}`)
          throw error
        }
        out(`Order ${target} is refunded; its credits are taken back.`)
        return 0
      }
      case 'credits-adjust': {
        const user = await findMember()
        const amount = Number(values.amount)
        if (!values.amount || !Number.isSafeInteger(amount) || amount === 0)
          throw new SupportError('credits-adjust needs --amount N (a whole number, not 0).')
        if (!values.note?.trim()) throw new SupportError('credits-adjust needs --note TEXT (why, for the audit log).')
        let balance
        try {
          balance = (await adjustCredits(user.id, staff, { amount, note: values.note.trim() })).after
        } catch (error) {
          if (error instanceof CreditAdjustError) throw new SupportError(`The credits were not changed: ${error.message}`)
          throw error
        }
        out(`Member ${user.id} now has ${balance} credits.`)
        return 0
      }
      case 'direct-debit': {
        const user = await findMember()
        if (values.block && values.unblock) throw new SupportError('Use --block or --unblock, not both.')
        if (values.block || values.unblock) {
          if (!values.note?.trim()) throw new SupportError('direct-debit needs --note TEXT (why, for the audit log).')
          await setDirectDebitBlocked(user.id, staff, values.block === true, values.note.trim())
        }
        const standing = await directDebitStanding(prisma, user.id, user.site)
        out(
          `Member ${user.id}: direct debit ${standing.blocked ? 'BLOCKED' : 'allowed'}; ordered ${(standing.ordered / 100).toFixed(2)} of ${(user.site.directDebitLimit / 100).toFixed(2)} EUR in the last ${user.site.directDebitLimitDays} days.`,
        )
        return 0
      }
      default:
        err(`Unknown command ${command}.\n\n${USAGE}`)
        return 2
    }
  } catch (error) {
    if (error instanceof SupportError) {
      err(error.message)
      return 1
    }
    throw error
  }
}
