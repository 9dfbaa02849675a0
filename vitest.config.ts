import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

// Every project fails a test that writes console.error/console.warn it did not announce.
const consoleGuard = 'tests/setup/console-guard.ts'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Coverage of the code the tests run in their own process (the http project's server is a
    // child process: not counted), as a summary at the end of the run: `vitest run --coverage`,
    // as `npm test` runs it (@vitest/coverage-v8).
    coverage: {
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['app/**', 'server/**', 'shared/**', 'jobs/**', 'emails/**'],
      exclude: ['**/*.test.{ts,tsx}', 'server/generated/**'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'jobs/**/*.test.ts',
            'prisma/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'emails/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: [consoleGuard],
          // A few unit tests import large modules (Twilio's SDK) or read every source file (the CSS
          // safelist): seconds on a machine busy with the rest of the suite, which is not what they test.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: [consoleGuard, 'tests/integration/setup-database.ts'],
          // Work done by the worker (e-mails) takes its time on a slow machine: poll up to 15 s.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real sockets against the production build (npm run build first): limits, guards, fuzzing.
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          // One server for all files: run them one after another, so limits per client and
          // timings do not depend on what another file is doing at the same moment.
          fileParallelism: false,
          globalSetup: ['tests/http/global-setup.ts'],
          setupFiles: [consoleGuard],
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
