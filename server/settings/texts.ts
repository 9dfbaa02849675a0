// What the texts page of the site settings shows (/staff/settings/texts): a site's texts in one
// language, where each comes from. Changing one is setSiteText (server/sites/manage-site-texts.ts),
// which the support CLI uses too.
import type { Locale } from '../../shared/i18n/config.ts'
import { listSiteTexts } from '../sites/manage-site-texts.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'

export async function siteTextsForStaff(actor: StaffActor, siteId: number, locale: Locale) {
  assertStaffMay(actor, 'settings.manage', siteId)
  return (await listSiteTexts(siteId)).filter((row) => row.locale === locale)
}
