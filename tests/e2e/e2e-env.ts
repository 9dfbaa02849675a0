// Settings shared by the e2e server (serve.ts) and the tests that talk to its database or
// forge its session cookies. The site's own domain is localhost: pages are opened there.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_DATABASE = process.env.E2E_DATABASE ?? 'amora_e2e'
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`
export const E2E_SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-000'
