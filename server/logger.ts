import pino from 'pino'

export type Logger = pino.Logger

/** Structured JSON logs; pretty only in an interactive terminal during development. */
export const createLogger = (level: string, name = 'service'): Logger =>
  pino({
    name,
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
    ...(process.stdout.isTTY && process.env.NODE_ENV !== 'production'
      ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } }
      : {}),
  })
