// Creating an account (SPEC §4, §5): the signup mode of the site decides who may sign up,
// the account starts not_confirmed, and an activation link goes out by e-mail.
import { prisma } from '../db.ts'
import { textFlagUpdate } from '../members/profile-text-review.ts'
import type { Site } from '../generated/prisma/client.ts'
import { hashPassword } from './passwords.ts'
import { createToken, TOKEN_TTL_HOURS } from './tokens.ts'
import { queueAccountEmail } from './account-emails.ts'
import { hasTrafficSource, type Tracking } from './tracking.ts'
import type { SignupInput } from '../../shared/accounts/schemas.ts'
import { consumeLimit } from '../http/rate-limits.ts'
import { accountLookupAllowed } from './account-lookup-limit.ts'
import { startReactivation } from './deletion.ts'
import { audit } from './audit.ts'

export type SignupMode = 'open' | 'trafficsource' | 'invite'

export function signupMode(site: Pick<Site, 'signups'>): SignupMode {
  if (site.signups === 'all') return 'open'
  if (site.signups === 'with_trafficsource') return 'trafficsource'
  return 'invite'
}

/** Whether this visitor may sign up now (before they fill in anything). */
export async function signupAllowed(site: Site, tracking: Tracking | null, inviteCode: string | null | undefined) {
  const mode = signupMode(site)
  if (mode === 'open') return true
  if (mode === 'trafficsource' && hasTrafficSource(tracking)) return true
  return Boolean(inviteCode && (await findUsableInvitation(site.id, inviteCode)))
}

async function findUsableInvitation(siteId: number, code: string) {
  const invitation = await prisma.invitation.findUnique({ where: { code } })
  if (!invitation || invitation.siteId !== siteId) return null
  if (invitation.uses >= invitation.maxUses) return null
  if (invitation.expiresAt && invitation.expiresAt <= new Date()) return null
  return invitation
}

export type SignupResult =
  { ok: true; userId: number } | { ok: false; error: 'closed' | 'email_exists' | 'email_pending_deletion' | 'rate_limited' }

export async function signUp(input: {
  site: Site
  data: SignupInput
  /** Stored with the account: only with the visitor's consent to optional cookies. */
  tracking: Tracking | null
  /** The traffic source that opens with_trafficsource signup (cookie or URL); defaults to `tracking`. */
  source?: Tracking | null
  ip: string
  baseUrl: string
}): Promise<SignupResult> {
  const { site, data } = input
  if (!(await consumeLimit('signup-client', input.ip)).allowed) return { ok: false, error: 'rate_limited' }
  if (!(await accountLookupAllowed(input.ip, site.id, data.email))) return { ok: false, error: 'rate_limited' }
  if (!(await signupAllowed(site, input.source ?? input.tracking, data.invite))) return { ok: false, error: 'closed' }

  const existing = await prisma.user.findUnique({ where: { siteId_email: { siteId: site.id, email: data.email } } })
  if (existing?.status === 'pending_deletion') {
    await startReactivation(existing.id, input.baseUrl)
    return { ok: false, error: 'email_pending_deletion' }
  }
  if (existing) return { ok: false, error: 'email_exists' }

  const passwordHash = await hashPassword(data.password)
  const invitation = signupMode(site) !== 'open' && data.invite ? await findUsableInvitation(site.id, data.invite) : null
  const created = await prisma.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        siteId: site.id,
        email: data.email,
        passwordHash,
        status: 'not_confirmed',
        credits: site.signupCredits,
        language: data.language,
        trackingNetwork: input.tracking?.network,
        trackingRef: input.tracking?.ref,
        trackingSub1: input.tracking?.sub1,
        trackingSub2: input.tracking?.sub2,
        trackingSub3: input.tracking?.sub3,
        invitationId: invitation?.id,
        profile: {
          create: {
            siteId: site.id,
            name: data.name,
            gender: data.gender,
            sexuality: data.gender === data.looking_for ? (data.gender === 'male' ? 'gay' : 'lesbian') : 'hetero',
            birthDate: new Date(`${data.date_of_birth}T00:00:00Z`),
            country: data.country,
            signupMessage: data.signup_message || null,
            // Contact details or links in the texts put the profile in the moderators' queue.
            ...textFlagUpdate(null, { name: data.name, signupMessage: data.signup_message || null }),
            searchable: false,
          },
        },
      },
    })
    if (site.signupCredits > 0) {
      await tx.creditTransaction.create({
        data: { userId: user.id, delta: site.signupCredits, balanceAfter: site.signupCredits, reason: 'signup_bonus' },
      })
    }
    if (invitation) await tx.invitation.update({ where: { id: invitation.id }, data: { uses: { increment: 1 } } })
    await audit({ userId: user.id, action: 'signup', ip: input.ip, data: { mode: signupMode(site) } }, tx)
    const token = await createToken(user.id, 'activation', undefined, tx)
    return { user, token }
  })
  await queueAccountEmail({
    template: 'activation',
    userId: created.user.id,
    idempotencyKey: `activation:${created.token.id}`,
    baseUrl: input.baseUrl,
    variables: {
      activationUrl: `${input.baseUrl}/activate?token=${created.token.token}`,
      expiresHours: TOKEN_TTL_HOURS.activation,
    },
  })
  return { ok: true, userId: created.user.id }
}
