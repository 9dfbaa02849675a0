import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'server/generated/',
      '.data/',
      'tmp/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The server logs through pino (server/log.ts); console output is for the process's own
    // start-up messages only. Browser code (app/components, app/shell) may use the console.
    files: ['server/**/*.ts', 'jobs/**/*.ts', 'app/routes/**/*.{ts,tsx}'],
    ignores: ['server/index.ts', 'server/http-server.ts', 'server/startup/**', 'jobs/worker.ts', '**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Pages translate with shared/i18n/translator.ts (useTranslation from app/i18n): i18next is
    // kept out of the browser, where it was 16 KB of every page (docs/performance.md). Its types
    // are fine; the server's own texts (e-mails, API messages) use i18next through server/i18n.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-i18next', message: 'Use useTranslation from app/i18n/use-translation.ts.' },
            {
              name: 'i18next',
              importNames: ['default', 'createInstance', 'init', 't'],
              message: 'Pages translate with useTranslation (app/i18n/use-translation.ts); import only types from i18next.',
            },
          ],
        },
      ],
    },
  },
  {
    // Code that reaches the browser imports only types from server/: a value import would bundle
    // server code (or fail the build once it touches Prisma). Pure code both sides need lives in
    // shared/. Route modules are exempt: their loaders and actions are cut from the client build.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/routes/**',
      'app/root.tsx',
      'app/entry.server.tsx',
      'app/middleware/**',
      'app/**/*.server.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server/',
              allowTypeImports: true,
              message: 'Browser code imports only types from server/; move pure code to shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}', 'jobs/**/*.ts', 'emails/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)app/',
              allowTypeImports: true,
              message: 'Server code does not import app/; move what both need to shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // server/<domain> never speaks HTTP (docs/decisions/010-server-speaks-no-http.md): services
    // take and return plain values and throw ServiceErrors; reading forms and bodies, statuses,
    // redirects and Responses are the routes' (app/routes, their *.server.ts and +shared/ files)
    // and server/http's. The same block repeats the app/ rule above, because a later block's
    // options replace an earlier one's for the files both match.
    files: ['server/**/*.{ts,tsx}'],
    ignores: [
      // The HTTP layer itself: request guards, bodies, cookies, errors, rate limits, headers.
      'server/http/**',
      // Process and Express entry points: HTTP by nature.
      'server/index.ts',
      'server/http-server.ts',
      // Express middleware that counts requests per route pattern (react-router's matchRoutes).
      'server/metrics/http.ts',
      // The member session cookie is signed in react-router's createCookie format (and
      // loginRedirect/requireAnonymous answer with its redirect); being reworked separately.
      'server/accounts/sessions.ts',
      'server/accounts/session-cookie.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: 'server/ speaks no HTTP: redirects, data() and cookies belong to the route (app/routes/**/*.server.ts).',
            },
          ],
          patterns: [
            {
              regex: '(^|/)app/',
              allowTypeImports: true,
              message: 'Server code does not import app/; move what both need to shared/.',
            },
            {
              regex: '(^|/)http/not-found',
              message: 'Return null or throw a ServiceError; the route answers 404 with notFound().',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'Response',
          message: 'server/ speaks no HTTP: return a value or throw a ServiceError; the route builds the Response.',
        },
        {
          name: 'FormData',
          message: 'server/ speaks no HTTP: the route reads the form (a shared/ zod schema) and passes plain values.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='formData']",
          message: 'server/ speaks no HTTP: the route reads the request body (server/http/read-body.ts).',
        },
        {
          // The globals rule sees values only; the types are the same contract.
          selector: 'TSTypeReference[typeName.name=/^(Response|FormData|FormDataEntryValue)$/]',
          message: 'server/ speaks no HTTP: take and return plain values; the route deals in Responses and forms.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(app|server|jobs|emails)/',
              message: 'shared/ is pure: it imports only other shared modules and packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
)
