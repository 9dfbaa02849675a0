// GET /livez: liveness (is this process able to answer at all?). It looks at nothing else, so a
// database or Redis outage never gets a healthy process restarted; /healthz is the readiness check.
export function loader() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
