import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'

export function audit(
  entry: {
    userId: number | null
    action: string
    actorType?: 'member' | 'staff' | 'system'
    actorName?: string
    data?: Prisma.InputJsonValue
    ip?: string | null
  },
  db: Prisma.TransactionClient = prisma,
) {
  return db.auditLog.create({
    data: {
      userId: entry.userId,
      action: entry.action,
      actorType: entry.actorType ?? 'member',
      actorName: entry.actorName,
      data: entry.data,
      ip: entry.ip ?? null,
    },
  })
}
