// npm run bench:api — GET /api/settings.php on the production server against a bare
// node:http hello-world, same tool (autocannon), connections and duration, same run.
// Needs `npm run build` first and PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432).
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { benchDatabaseUrl, benchServerEnv, prepareBenchDatabase, startAppServer, waitUntilUp } from './harness.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const url = benchDatabaseUrl('amora_bench')

async function load(target: string): Promise<number> {
  // A short warm-up, then the measured run.
  await autocannon({ url: target, connections: CONNECTIONS, duration: 2 })
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION, headers: { host: 'localhost' } })
  if (result.non2xx || result.errors) throw new Error(`${target}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return result.requests.average
}

await prepareBenchDatabase(url, 50)
const bare = spawn(
  process.execPath,
  [
    '-e',
    "require('node:http').createServer((q,s)=>{s.setHeader('content-type','text/plain');s.end('hello world')}).listen(3299,'127.0.0.1')",
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
)
const app = startAppServer(3200, benchServerEnv(url))
try {
  await waitUntilUp('http://127.0.0.1:3299/')
  await waitUntilUp('http://127.0.0.1:3200/healthz')
  const bareRps = await load('http://127.0.0.1:3299/')
  const apiRps = await load('http://127.0.0.1:3200/api/settings.php')
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each`)
  console.log(`bare node:http hello world : ${Math.round(bareRps).toLocaleString('en')} req/s`)
  console.log(`GET /api/settings.php      : ${Math.round(apiRps).toLocaleString('en')} req/s`)
  console.log(`ratio                      : ${((apiRps / bareRps) * 100).toFixed(1)}% (target >= 10%)`)
} finally {
  bare.kill()
  app.kill('SIGTERM')
}
