// The translated reason a discount code gives no discount (docs/offers.md), with the code's own
// terms (currency, minimum, methods) in the message: the checkout and the credits page say it alike.
import type { Locale } from '../../shared/i18n/config.ts'
import { getI18n } from '../i18n/resources.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { paymentMethodList } from '../../shared/payments/method-names.ts'
import type { DiscountLine } from './orders.ts'

export function discountMessage(line: Pick<DiscountLine, 'problem' | 'needs'>, language: Locale): string {
  const t = getI18n(language).getFixedT(language, 'offers')
  const needs = line.needs
  return t(`errors.${line.problem}`, {
    currency: needs?.currency ?? '',
    amount: needs?.currency ? formatPrice(needs.minimum, needs.currency, language) : '',
    methods: needs ? paymentMethodList(needs.methods, t, language) : '',
  })
}
