// The HTTP tests talk to the production build over real sockets: one server per run.
import type { TestProject } from 'vitest/node'
import { startTestServer } from './test-server.ts'

export default async function setup(project: TestProject) {
  const server = await startTestServer()
  project.provide('httpOrigin', server.origin)
  project.provide('httpPort', server.port)
  project.provide('httpDatabase', server.database)
  project.provide('httpDataDir', server.dataDir)
  // The server's own settings (over the inherited environment): a second web process of the same
  // deployment starts with them (tests/http/fanout.test.ts).
  project.provide(
    'httpServerEnv',
    Object.fromEntries(
      Object.entries(server.env).filter((e): e is [string, string] => e[1] !== undefined && process.env[e[0]] !== e[1]),
    ),
  )
  project.provide('templateDatabase', server.template)
  project.provide('testUploadDir', server.uploadDir)
  return server.stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    httpOrigin: string
    httpPort: number
    httpDatabase: string
    httpDataDir: string
    httpServerEnv: Record<string, string>
  }
}
