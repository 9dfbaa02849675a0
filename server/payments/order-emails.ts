// The order confirmation e-mail (docs/payments.md): sent once when an order comes to hold its
// credits (paid; a direct debit accepted), with the waiver of the right of withdrawal the member
// gave at the checkout (Directive 2011/83/EU art. 8(7)(b): the confirmation on a durable medium).
import { queueAccountEmail } from '../accounts/account-emails.ts'
import { prisma } from '../db.ts'
import { log } from '../log.ts'
import { siteOrigin, siteUrl } from '../sites/site-url.ts'
import { collecting } from './order-state.ts'

export async function queueOrderConfirmation(orderId: number): Promise<void> {
  try {
    const order = await prisma.order.findUnique({ where: { id: orderId }, include: { user: { include: { site: true } } } })
    if (!order || !order.withdrawalWaiverAt || order.withdrawalWaiverVersion === null) return
    const site = order.user.site
    await queueAccountEmail({
      template: 'order-confirmation',
      userId: order.userId,
      idempotencyKey: `order-confirmation:${order.id}`,
      baseUrl: siteOrigin(site),
      variables: {
        orderId: order.id,
        credits: order.credits,
        amount: order.amount,
        currency: order.currency,
        method: order.paymentMethod,
        paidAt: order.paidAt ?? new Date(),
        collecting: collecting(order),
        receiptUrl: siteUrl(site, `/transactions/${order.id}`),
        waiverAt: order.withdrawalWaiverAt,
        waiverVersion: order.withdrawalWaiverVersion,
      },
    })
  } catch (error) {
    // The credits are given either way; the receipt page shows the same.
    log().warn({ err: error, orderId }, 'order confirmation e-mail not queued')
  }
}
