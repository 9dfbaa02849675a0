// The dashboard's date range (GET /staff/dashboard?days=7|30|90).
import { z } from 'zod'

export const DASHBOARD_RANGES = [7, 30, 90] as const
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]
export const DEFAULT_DASHBOARD_RANGE: DashboardRange = 30

export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n): n is DashboardRange => (DASHBOARD_RANGES as readonly number[]).includes(n))
    .default(DEFAULT_DASHBOARD_RANGE),
})
