// StaffAccountError codes as staff.json keys.
import type { StaffAccountError } from '../../../../server/staff/accounts.ts'

export const accountErrorKey: Record<StaffAccountError['code'], string> = {
  email_taken: 'errors.emailTaken',
  not_found: 'errors.notFound',
  own_account: 'errors.ownAccount',
  sites_not_allowed: 'errors.sitesNotAllowed',
  setup_link_invalid: 'errors.setupLinkInvalid',
  wrong_password: 'errors.wrongPassword',
}
