// One structured log line per request (method, path, status, duration): lighter than
// pino-http, which built a child logger and serialised the whole request every time.
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'

export function requestLog(logger: Logger) {
  return function logRequest(req: Request, res: Response, next: NextFunction) {
    if (req.path === '/healthz' || req.path === '/livez' || req.path.startsWith('/assets/')) return next()
    const start = process.hrtime.bigint()
    res.once('finish', () => {
      const status = res.statusCode
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
      if (!logger.isLevelEnabled(level)) return
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      logger[level]({ method: req.method, url: req.originalUrl, status, ms: Math.round(ms * 10) / 10 }, 'request')
    })
    next()
  }
}
