// The support CLI's discount-disable command: switch a code off.
import { disableCode } from '../../../server/offers/manage-discounts.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function discountDisable({ target, staff, site, out }: SupportContext): Promise<number> {
  if (!target) throw new SupportError('discount-disable needs a code.')
  if (!(await disableCode(site.id, target, staff))) throw new SupportError(`No code ${target} on ${site.domain}.`)
  out(`Code ${target.toUpperCase()} is switched off.`)
  return 0
}
