// The console guard (vitest setupFiles, every project): a test that writes console.error or
// console.warn fails, so a warning nobody reads cannot hide in the output of a green run. A test
// that expects such a line says so with allowConsole(/pattern/); a line it did not announce
// still fails it. Writes from a file's beforeAll/afterAll fail the file the same way.
import { format } from 'node:util'
import { afterAll, afterEach, beforeEach } from 'vitest'

type Level = 'error' | 'warn'

interface Guard {
  /** Lines written since the current test (or the file's hooks) began. */
  lines: { level: Level; text: string }[]
  /** Patterns the current test announced with allowConsole. */
  allowed: RegExp[]
}

// One guard per worker: the console is the worker's, and a test file imports allowConsole from
// its own module instance, so the state lives on the global object rather than in this module.
const key = Symbol.for('amora.consoleGuard')
const holder = globalThis as typeof globalThis & { [key]?: Guard }

if (!holder[key]) {
  const guard: Guard = { lines: [], allowed: [] }
  holder[key] = guard
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      guard.lines.push({ level, text: format(...args) })
      original(...args)
    }
  }
}

function guard(): Guard {
  const g = holder[key]
  if (!g) throw new Error('The console guard (tests/setup/console-guard.ts) is not installed.')
  return g
}

/** Lets the current test write console.error/console.warn lines that match `expected`. */
export function allowConsole(expected: RegExp) {
  guard().allowed.push(expected)
}

function unexpected(): string[] {
  const g = guard()
  const lines = g.lines.filter((line) => !g.allowed.some((pattern) => pattern.test(line.text)))
  g.lines = []
  g.allowed = []
  return lines.map((line) => `console.${line.level}: ${line.text}`)
}

function failOn(lines: string[], where: string) {
  if (lines.length === 0) return
  throw new Error(
    `${where} wrote to the console unexpectedly (fix the cause, or announce it with allowConsole(/pattern/) from tests/setup/console-guard.ts):\n${lines.join('\n')}`,
  )
}

beforeEach(() => {
  // What the file's beforeAll hooks wrote belongs to the file, checked in afterAll.
  const before = unexpected()
  failOn(before, 'The test file set-up')
})

afterEach(() => {
  failOn(unexpected(), 'This test')
})

afterAll(() => {
  failOn(unexpected(), 'The test file (beforeAll/afterAll)')
})
