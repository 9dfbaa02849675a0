// /api/discountcode.php (SPEC §7): GET ?code=CODE[&package=ID][&paymentmethod=M] looks a code up
// for the logged-in member (with the order's price when a package is given); GET ?welcome=true
// answers the member's welcome code (the client ignores its failure, SPEC §8); GET
// ?timebonus=true answers the running time bonus. Rules: server/offers/discounts.ts, docs/offers.md.
import { z } from 'zod'
import type { TFunction } from 'i18next'
import type { Route } from './+types/discountcode.php'
import { ApiError, handleApi, methodNotAllowed, parseQuery } from '../../../server/http/api.ts'
import { requireApiMember } from '../../../server/http/api-member.ts'
import { packageForMember } from '../../../server/payments/checkout.ts'
import { formatPrice } from '../../../server/pricing/format-price.ts'
import { paymentMethodList } from '../../../shared/payments/method-names.ts'
import { tryDiscountCode } from '../../../server/offers/discount-tries.ts'
import {
  activeOffer,
  discountAmount,
  welcomeDiscount,
  type Discount,
  type DiscountProblem,
  type OrderTerms,
} from '../../../server/offers/discounts.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'

const noStore = { 'Cache-Control': 'private, no-store' }

const query = z.object({
  code: z.string().max(60).optional(),
  package: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  paymentmethod: z
    .string()
    .regex(/^[a-z0-9]{2,20}$/)
    .optional(),
  welcome: z.enum(['true', '1']).optional(),
  timebonus: z.enum(['true', '1']).optional(),
})

function discountJson(d: Discount) {
  return {
    code: d.code,
    kind: d.kind,
    value_percentage: d.percentage,
    paymentmethods: d.paymentMethods,
    minimum_order_value: d.minimumOrderValue,
    currency: d.currency,
    country: d.country,
    expires: d.endsAt?.toISOString() ?? null,
  }
}

function problemMessage(t: TFunction, problem: DiscountProblem, discount: Discount | undefined, language: string) {
  return t(`offers:errors.${problem}`, {
    currency: discount?.currency ?? '',
    amount: discount?.currency ? formatPrice(discount.minimumOrderValue, discount.currency, language) : '',
    methods: discount ? paymentMethodList(discount.paymentMethods, t, language) : '',
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user, t, language } = await requireApiMember(request)
    const q = parseQuery(request, query)
    const member = { id: user.id, siteId: user.siteId, paidUser: user.paidUser, signupDate: user.signupDate }
    if (q.welcome) {
      const welcome = await welcomeDiscount(member)
      if (!welcome) throw new ApiError(404, 'not_found', t('offers:errors.not_found'))
      return Response.json({ discount: discountJson(welcome) }, { headers: noStore })
    }
    if (q.timebonus) {
      const offer = await activeOffer(member)
      if (offer?.kind !== 'time_bonus') throw new ApiError(404, 'not_found', t('offers:errors.expired'))
      const remaining = Math.max(0, Math.floor((offer.endsAt.getTime() - Date.now()) / 1000))
      return Response.json(
        {
          time_bonus: {
            code: offer.code,
            value_percentage: offer.percentage,
            ends_at: offer.endsAt.toISOString(),
            remaining_seconds: remaining,
          },
        },
        { headers: noStore },
      )
    }
    if (!q.code)
      throw new ApiError(400, 'invalid_parameter', t('offers:errors.not_found'), { code: t('offers:errors.not_found') })
    let terms: OrderTerms | null = null
    let pkg: { amount: number; currency: string; country: string } | null = null
    if (q.package) {
      pkg = await packageForMember(user.siteId, q.package)
      if (!pkg) throw new ApiError(404, 'package_not_found', t('offers:errors.packageNotFound'))
      terms = { country: pkg.country, currency: pkg.currency, amount: pkg.amount, method: q.paymentmethod ?? null }
    }
    // One limit for every way of trying a code (server/offers/discount-tries.ts).
    const check = await tryDiscountCode(member, q.code, terms)
    if (!check.ok) {
      const message = problemMessage(t, check.problem, check.discount, language)
      const code = check.problem === 'too_many_guesses' ? 'rate_limited' : check.problem
      throw new ApiError(refusalStatus(check.problem), code, message, { code: message })
    }
    const body: Record<string, unknown> = { discount: discountJson(check.discount) }
    if (pkg) {
      const off = discountAmount(pkg.amount, check.discount.percentage)
      body.order = {
        amount: pkg.amount,
        discount_amount: off,
        price: pkg.amount - off,
        currency: pkg.currency,
        formatted: {
          amount: formatPrice(pkg.amount, pkg.currency, language),
          discount_amount: formatPrice(off, pkg.currency, language),
          price: formatPrice(pkg.amount - off, pkg.currency, language),
        },
      }
    }
    return Response.json(body, { headers: noStore })
  })
}

export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => methodNotAllowed(['GET']))
}
