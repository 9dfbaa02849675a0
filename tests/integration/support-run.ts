// Runs the support CLI (npm run support -- ...) in-process and collects what it prints.
import { runSupport } from '../../scripts/support/commands.ts'

export async function runSupportCommand(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runSupport(
    argv,
    (l) => out.push(l),
    (l) => err.push(l),
  )
  return { code, out: out.join('\n'), err: err.join('\n') }
}
