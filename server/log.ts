// The one logger of every process (pino, one JSON line per entry): the web server, the worker,
// the jobs and the API's unexpected errors. Set LOG_LEVEL to change what is written.
import { pino, type Logger } from 'pino'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
let instance: Logger | undefined

export function log(): Logger {
  if (!instance) {
    const level = process.env.LOG_LEVEL && LEVELS.includes(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info'
    instance = pino({ level, base: { app: 'amora' } })
  }
  return instance
}
