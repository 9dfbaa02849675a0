// The forms of the settings page (/notifications, SPEC §2), one handler per intent: the route's
// action looks the intent up (`settingsIntent`) and returns what the handler answers. Every
// handler answers `{ intent, ... }` (the page shows each answer next to the form that sent it)
// with the form's own status. The intent values, field names and statuses are what the
// no-JavaScript forms and the e2e tests rely on: keep them.
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { SessionUser } from '../../server/accounts/sessions.ts'
import { changePassword } from '../../server/accounts/password.ts'
import { requestEmailChange } from '../../server/accounts/email-change.ts'
import { setInvisible } from '../../server/accounts/preferences.ts'
import { resendActivation } from '../../server/accounts/activation.ts'
import { unblockFromList, type BlockedIntentResult } from '../../server/members/blocking.ts'
import { LOCATION_INTENT, updateLocationSettings, type LocationIntentResult } from '../../server/members/location-settings.ts'
import {
  EMAIL_PREFERENCES_INTENT,
  ENABLE_NOTIFICATIONS_INTENT,
  handlePreferencesIntent,
  type PreferencesIntentResult,
} from './+shared/email-preferences.server.ts'
import type { SiteWithCompany } from '../../server/sites/get-site-by-host.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { changeEmailSchema, changePasswordSchema } from '../../shared/accounts/schemas.ts'
import { DataExportError, requestDataExport } from '../../server/privacy/data-export.ts'
import { MandateError, revokeMandate } from '../../server/payments/sepa.ts'
import { parseId } from '../../server/http/parse-id.ts'

/** The e-mail, password, invisible and resend forms: the top notice's key (accounts namespace). */
export type AccountIntent = 'change-email' | 'change-password' | 'invisible' | 'resend'

/** What an account form answers: conform's reply (e-mail and password) and the notice, if any. */
export type AccountAnswer = {
  [I in AccountIntent]: { intent: I; result: SubmissionResult<string[]> | undefined; notice: string | null }
}[AccountIntent]

/** An intent the page does not know: nothing to show. */
export interface UnknownAnswer {
  intent: string
  result: undefined
  notice: null
}

export interface BlockedAnswer {
  intent: 'unblock'
  blocked: BlockedIntentResult
}

/** "Request a copy of my data": queued, or refused until `nextAt` (one a day). */
export interface DataExportAnswer {
  intent: 'data-export'
  ok: boolean
  nextAt: string | null
}

/** "Revoke mandate" (a SEPA direct-debit mandate, server/payments/sepa.ts). */
export interface MandateAnswer {
  intent: 'revoke-mandate'
  result: 'revoked' | 'unknown'
}

export type SettingsIntent =
  | MandateAnswer['intent']
  | AccountIntent
  | BlockedAnswer['intent']
  | LocationIntentResult['intent']
  | PreferencesIntentResult['intent']
  | DataExportAnswer['intent']

export type SettingsAnswer =
  | MandateAnswer
  | AccountAnswer
  | BlockedAnswer
  | LocationIntentResult
  | PreferencesIntentResult
  | DataExportAnswer
  | UnknownAnswer

export interface IntentInput {
  user: SessionUser
  form: FormData
  site: SiteWithCompany
  /** The client's address (docs/security.md), for the e-mail change's attempt limit. */
  ip: string
}

type IntentHandler = (input: IntentInput) => Promise<ReturnType<typeof data<SettingsAnswer>>>

const answer = (intent: AccountIntent, result: SubmissionResult<string[]> | undefined, notice: string | null, status = 200) =>
  data<SettingsAnswer>({ intent, result, notice }, { status })

async function changePasswordIntent({ user, form }: IntentInput) {
  const intent = 'change-password'
  const submission = parseWithZod(form, { schema: changePasswordSchema })
  const hide = { hideFields: ['old_password', 'password', 'password_repeat'] }
  if (submission.status !== 'success') return answer(intent, submission.reply(hide), null, 400)
  const result = await changePassword(user.id, user.sessionId, submission.value.old_password, submission.value.password)
  if (!result.ok)
    return answer(intent, submission.reply({ fieldErrors: { old_password: ['errors.oldPasswordWrong'] }, ...hide }), null, 422)
  return answer(intent, submission.reply({ resetForm: true }), 'settings.passwordChanged')
}

const emailError = {
  taken: 'errors.emailTaken',
  same: 'errors.newEmailInvalid',
  too_many_attempts: 'errors.tooManyAttempts',
}

async function changeEmailIntent({ user, form, site, ip }: IntentInput) {
  const intent = 'change-email'
  const submission = parseWithZod(form, { schema: changeEmailSchema })
  if (submission.status !== 'success') return answer(intent, submission.reply({ hideFields: ['password'] }), null, 400)
  const result = await requestEmailChange(user.id, submission.value.email, submission.value.password, siteOrigin(site), ip)
  if (!result.ok) {
    const fieldErrors: Record<string, string[]> =
      result.error === 'password' ? { password: ['errors.passwordWrong'] } : { email: [emailError[result.error]] }
    return answer(
      intent,
      submission.reply({ fieldErrors, hideFields: ['password'] }),
      null,
      result.error === 'too_many_attempts' ? 429 : 422,
    )
  }
  return answer(intent, submission.reply({ resetForm: true }), 'settings.emailChangeSent')
}

async function invisibleIntent({ user, form }: IntentInput) {
  const invisible = form.get('invisible') === 'on'
  await setInvisible(user.id, invisible)
  return answer('invisible', undefined, invisible ? 'settings.invisibleOn' : 'settings.invisibleOff')
}

async function resendIntent({ user, site }: IntentInput) {
  const sent = await resendActivation(user.id, siteOrigin(site))
  return answer('resend', undefined, sent.ok ? 'signup.confirm.resent' : 'errors.tooManyResends', sent.ok ? 200 : 429)
}

/** Answers 400 with nothing to show: what the page says to a form it does not know. */
async function unknownIntent({ form }: IntentInput) {
  return data<SettingsAnswer>({ intent: String(form.get('intent')), result: undefined, notice: null }, { status: 400 })
}

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')

/**
 * The location card's form (intent=location; server/members/location-settings.ts): the sent
 * place back with a notice, or 400 with field errors and nothing stored.
 */
export async function handleLocationIntent(userId: number, site: Pick<SiteWithCompany, 'countries'>, form: FormData) {
  const value = { country: text(form.get('country')), region: text(form.get('region')), city: text(form.get('city')) }
  const saved = await updateLocationSettings(userId, site, value)
  if (!saved.ok) {
    const result: LocationIntentResult = { intent: LOCATION_INTENT, notice: null, fieldErrors: saved.fieldErrors, value }
    return data(result, { status: 400 })
  }
  const result: LocationIntentResult = {
    intent: LOCATION_INTENT,
    notice: 'profile:locationSettings.saved',
    fieldErrors: {},
    value,
  }
  return data(result)
}

function locationIntent({ user, site, form }: IntentInput) {
  return handleLocationIntent(user.id, site, form)
}

/**
 * The blocked list's "Unblock" buttons (intent `unblock`, field `member_id`). Null when the form
 * is about something else, so the page's own action handles it.
 */
export async function handleBlockedIntent(userId: number, siteId: number, form: FormData): Promise<BlockedIntentResult | null> {
  if (form.get('intent') !== 'unblock') return null
  const memberId = parseId(form.get('member_id'))
  if (memberId === null) return { ok: false, error: 'invalid' }
  return unblockFromList(userId, siteId, memberId)
}

/** The e-mail preference switches and "turn e-mail on again" (+shared/email-preferences.server.ts). */
async function preferencesIntent(input: IntentInput) {
  const preferences = await handlePreferencesIntent(input.user.id, input.form)
  if (!preferences) return unknownIntent(input)
  return data<SettingsAnswer>(preferences, { status: preferences.ok ? 200 : 400 })
}

/** An Unblock button of the blocked members list (server/members/blocking.ts). */
async function unblockIntent(input: IntentInput) {
  const blocked = await handleBlockedIntent(input.user.id, input.site.id, input.form)
  if (!blocked) return unknownIntent(input)
  return data<SettingsAnswer>({ intent: 'unblock', blocked }, { status: blocked.ok ? 200 : 400 })
}

/** A copy of the member's data (server/privacy/data-export.ts), at most one a day. */
async function dataExportIntent({ user }: IntentInput) {
  try {
    await requestDataExport(user.id, { requestedBy: 'member' })
    return data<SettingsAnswer>({ intent: 'data-export', ok: true, nextAt: null })
  } catch (error) {
    if (!(error instanceof DataExportError) || error.code !== 'too_soon') throw error
    return data<SettingsAnswer>(
      { intent: 'data-export', ok: false, nextAt: error.details.nextAt?.toISOString() ?? null },
      { status: 429 },
    )
  }
}

/** Revokes one of the member's own mandates; another member's or an unknown id is 404. */
async function revokeMandateIntent({ user, form }: IntentInput) {
  const id = parseId(form.get('mandate'))
  try {
    if (id === null) throw new MandateError('unknown_mandate')
    await revokeMandate(user.id, id)
    return data<SettingsAnswer>({ intent: 'revoke-mandate', result: 'revoked' })
  } catch (error) {
    if (!(error instanceof MandateError)) throw error
    return data<SettingsAnswer>({ intent: 'revoke-mandate', result: 'unknown' }, { status: 404 })
  }
}

const handlers = new Map<string, IntentHandler>([
  ['revoke-mandate', revokeMandateIntent],
  ['change-email', changeEmailIntent],
  ['change-password', changePasswordIntent],
  ['invisible', invisibleIntent],
  ['resend', resendIntent],
  [LOCATION_INTENT, locationIntent],
  [EMAIL_PREFERENCES_INTENT, preferencesIntent],
  [ENABLE_NOTIFICATIONS_INTENT, preferencesIntent],
  ['unblock', unblockIntent],
  ['data-export', dataExportIntent],
])

/** The handler of the form's intent; an unknown intent answers 400. */
export function settingsIntent(intent: FormDataEntryValue | null): IntentHandler {
  return handlers.get(String(intent)) ?? unknownIntent
}
