// GET /healthz: readiness (may this process take traffic?): the database and Redis answer, each
// within 800 ms, so a load balancer gets an answer within a second even when one of them hangs.
import { checkHealth } from '../../server/lifecycle.ts'

export async function loader() {
  const report = await checkHealth()
  return Response.json(report, {
    status: report.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', ...(report.ok ? {} : { 'Retry-After': '5' }) },
  })
}
