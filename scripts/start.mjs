// npm start: builds when the build is missing or older than the sources, then runs
// the production server. With no DATABASE_URL it uses the embedded database in .data/.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { paymentSandboxWanted } from './start-env.mjs'

const stamp = 'build/app-server.js'
const sources = [
  'app',
  'server',
  'shared',
  'jobs',
  'prisma',
  'locales',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
]

function newest(p) {
  if (!existsSync(p)) return 0
  const s = statSync(p)
  if (!s.isDirectory()) return s.mtimeMs
  let max = 0
  for (const entry of readdirSync(p)) {
    if (entry === 'generated' || entry === 'node_modules') continue
    max = Math.max(max, newest(path.join(p, entry)))
  }
  return max
}

const built = existsSync(stamp) && existsSync('build/server/index.js') ? statSync(stamp).mtimeMs : 0
if (!built || Math.max(...sources.map(newest)) > built) {
  console.log('Building the app (first start or changed sources) ...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Demo payments: local Stripe and Mollie sandboxes when nothing else is configured (docs/payments.md).
let sandbox = null
let sandboxEnv = {}
if (paymentSandboxWanted(process.env)) {
  sandbox = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/payment-sandbox.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const firstLine = await new Promise((resolve) => {
    const lines = createInterface({ input: sandbox.stdout })
    lines.once('line', resolve)
    sandbox.once('exit', () => resolve(null))
  })
  if (firstLine) {
    sandboxEnv = JSON.parse(firstLine)
    console.log(
      `Demo payments: local sandboxes, Stripe on ${sandboxEnv.STRIPE_API_URL} and Mollie on ${sandboxEnv.MOLLIE_API_URL} ` +
        `(pages on ${sandboxEnv.MOLLIE_CHECKOUT_URL}); no money moves, SMS codes at /dev/sms; PAYMENT_SANDBOX=0 turns them off`,
    )
  } else {
    console.warn('Demo payments could not start: buying credits needs STRIPE_SECRET_KEY or MOLLIE_API_KEY')
    sandbox = null
  }
}

// The app trusts the sandbox's Mollie certificate for that one address (scripts/sandbox/trust-sandbox.mjs).
const trust = sandboxEnv.PAYMENT_SANDBOX_CA
  ? ['--import', pathToFileURL(path.resolve('scripts/sandbox/trust-sandbox.mjs')).href]
  : []
const child = spawn(process.execPath, [...trust, stamp], {
  stdio: 'inherit',
  env: { ...process.env, ...sandboxEnv, NODE_ENV: process.env.NODE_ENV ?? 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    child.kill(signal)
    sandbox?.kill(signal)
  })
child.on('exit', (code, signal) => {
  sandbox?.kill('SIGTERM')
  process.exit(code ?? (signal ? 1 : 0))
})
