import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { E2E_ORIGIN, E2E_PORT } from './tests/e2e/e2e-env.ts'

// Debian's chromium (apt-get install chromium): Playwright's own browser download cannot work here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One worker per core this process may use (taskset -c 0 npm test gives one), at most two. The
  // journeys are CPU-bound here: three workers on two cores made each test 45 % slower and the
  // run no shorter (docs/testing.md).
  workers: Math.max(1, Math.min(2, availableParallelism())),
  // A test that needs a second try is a failing test: no retries, in CI or anywhere.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // The site's own domain: state-changing requests are served only for hosts that are a site.
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // Visitors in tests have answered the cookie banner (accepted, the behaviour before it existed),
    // so it covers no page's foot; tests/e2e/privacy.spec.ts starts without it (docs/privacy.md).
    storageState: {
      cookies: [
        {
          name: 'amora_consent',
          value: 'accepted',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
})
