// The settings pages' answers to a refused change (docs/staff.md, "Site settings"): a service's
// SettingsError as translated messages on the form with a 400, a missing permission as the
// console's 403; anything else goes on.
import { data } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import { SettingsError, type SettingsErrorCode } from '../../../../server/settings/settings-error.ts'
import { rethrowForbidden } from './staff.server.ts'

/** SettingsError codes as staff.json keys. */
export const settingsErrorKey: Record<SettingsErrorCode, string> = {
  invalid: 'settings.errors.invalid',
  not_found: 'settings.errors.notFound',
  package_exists: 'settings.errors.packageExists',
  code_exists: 'settings.errors.codeExists',
  icebreaker_place_taken: 'settings.errors.icebreakerPlaceTaken',
}

interface Replier {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>
}

/** A refused change as the form's answer (400), or the console's 403. */
export function refused<Extra extends object>(submission: Replier, error: unknown, extra: Extra) {
  if (error instanceof SettingsError) {
    const result =
      error.code === 'invalid' && error.details.fieldErrors
        ? submission.reply({ fieldErrors: error.details.fieldErrors })
        : submission.reply({ formErrors: [settingsErrorKey[error.code]] })
    return data({ ...extra, result }, { status: 400 })
  }
  return rethrowForbidden(error)
}
