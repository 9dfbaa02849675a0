// Refusals of the site settings services (docs/staff.md, "Site settings"): the console shows each
// as a translated message (staff.json settings.errors.*) with a 4xx answer.
import { ServiceError } from '../errors.ts'
import { StaffForbiddenError, type StaffActor } from '../staff/permissions.ts'
import { assertStaffMay } from '../staff/permissions.ts'

export type SettingsErrorCode = 'invalid' | 'not_found' | 'package_exists' | 'code_exists' | 'icebreaker_place_taken'

export class SettingsError extends ServiceError<SettingsErrorCode, { fieldErrors?: Record<string, string[]> }> {}

/** zod's issues as the forms' field errors: the field's name → its messages. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string[]> = {}
  for (const issue of issues) {
    const list = (out[String(issue.path[0] ?? '')] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return out
}

/**
 * Gifts and icebreakers serve every site: changing them needs settings.manage on all sites (an
 * admin limited to some sites may look, not change). The CLI passes.
 */
export function assertMayChangeEverySite(actor: StaffActor): void {
  assertStaffMay(actor, 'settings.manage')
  if (actor.via === 'console' && !actor.staff.allSites)
    throw new StaffForbiddenError('staff_forbidden', { permission: 'settings.manage' })
}
