// Trying a discount code (docs/offers.md, docs/security.md §6). Every way a member can type a
// code goes through tryDiscountCode: the credits page and the checkout page (?discount=), its Pay form, the
// direct-debit pages and GET /api/discountcode.php. So one limit, `discount-guess-member`,
// counts the unknown codes of all of them together, and staff's campaign codes cannot be found
// by guessing on whichever way had none. A try takes its point before the code is looked up
// and gives it back when the code exists: parallel requests cannot slip past the limit, and once
// it is used up every code is refused alike, right or wrong, so the answer tells nothing.
import { consumeLimit, rewardLimit } from '../http/rate-limits.ts'
import { checkDiscount, type DiscountCheck, type OfferMember, type OrderTerms } from './discounts.ts'

export async function tryDiscountCode(
  member: OfferMember,
  rawCode: unknown,
  terms: OrderTerms | null = null,
  now = new Date(),
): Promise<DiscountCheck> {
  const limit = await consumeLimit('discount-guess-member', member.id)
  if (!limit.allowed) return { ok: false, problem: 'too_many_guesses' }
  const check = await checkDiscount(member, rawCode, terms, now)
  if (check.ok || check.problem !== 'not_found') await rewardLimit('discount-guess-member', member.id)
  return check
}
