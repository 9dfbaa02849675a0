// Loaded into the app process by npm start (node --import) only while the demo payment sandbox
// runs. The Mollie SDK pins its own bundle of certificate authorities, and the sandbox's Mollie API
// has a throw-away self-signed certificate: connections to that one address (MOLLIE_API_URL's host
// and port), and to no other, trust that one certificate (PAYMENT_SANDBOX_CA). Certificate checks
// stay on everywhere; a production start (node build/app-server.js) never loads this file.
import { readFileSync } from 'node:fs'
import tls from 'node:tls'

const caFile = process.env.PAYMENT_SANDBOX_CA
const api = process.env.MOLLIE_API_URL ? new URL(process.env.MOLLIE_API_URL) : null
if (caFile && api && api.protocol === 'https:' && ['127.0.0.1', 'localhost'].includes(api.hostname)) {
  const ca = readFileSync(caFile)
  const connect = tls.connect
  // https.Agent connects with tls.connect(options) (the form the SDK's requests take).
  tls.connect = function connectTrustingSandbox(...args) {
    const [options] = args
    if (options && typeof options === 'object' && options.host === api.hostname && String(options.port) === api.port)
      args[0] = { ...options, ca }
    return connect.apply(this, args)
  }
}
