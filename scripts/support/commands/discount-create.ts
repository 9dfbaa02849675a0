// The support CLI's discount-create command: create a campaign code: P percent off (1-90), only in country
// CC, only for CUR payments of at least MINOR (minor units), only with those methods; once per member unless
// --reusable; valid D days; at most N uses in all.
import { createCampaignCode } from '../../../server/offers/manage-discounts.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function discountCreate({ target, values, staff, site, out }: SupportContext): Promise<number> {
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
