// The support CLI's orders command: the member's orders: id, date, status, method, amount, credits.
import { prisma } from '../../../server/db.ts'
import type { SupportContext } from '../context.ts'

export async function orders({ findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const orders = await prisma.order.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'desc' }, take: 50 })
  if (!orders.length) out(`Member ${user.id} has no orders.`)
  for (const o of orders)
    out(
      `${String(o.id).padStart(6)} ${o.createdAt.toISOString()} ${o.status.padEnd(12)} ${o.provider}/${o.paymentMethod} ${(o.amount / 100).toFixed(2)} ${o.currency} ${o.credits} credits${o.paymentId ? ` ${o.paymentId}` : ''}`,
    )
  return 0
}
