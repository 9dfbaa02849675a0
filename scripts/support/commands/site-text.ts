// The support CLI's site-text command: set one of the site's texts (site-texts) for one language (an empty
// TEXT goes back to the default); keys: index_title, description, fictional_warning, fictional_singular,
// fictional_plural.
import { setSiteText } from '../../../server/sites/manage-site-texts.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function siteText({ target, positionals, values, staff, site, out }: SupportContext): Promise<number> {
  const key = positionals[2]
  if (!target || !key || values.value === undefined) throw new SupportError('site-text needs a locale, a key and --value TEXT.')
  const result = await setSiteText(site.id, target, key, values.value, staff)
  if (!result.ok) {
    const why = { locale: `Unknown locale ${target}.`, key: `Unknown key ${key}.`, too_long: 'The text is too long.' }
    throw new SupportError(why[result.error])
  }
  out(result.removed ? `${key} in ${target} is back to the default.` : `${key} in ${target} is set.`)
  return 0
}
