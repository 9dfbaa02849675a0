import { checkHealth } from '../../server/lifecycle.ts'

export async function loader() {
  const report = await checkHealth()
  return Response.json(report, { status: report.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
