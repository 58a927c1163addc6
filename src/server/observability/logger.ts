import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

/**
 * What never reaches a log line, wherever it sits in the logged object: credentials, cookies and
 * the personal secrets a request or an error may carry. pino replaces each with "[redacted]".
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.apiKey',
  '*.cookie',
  '*.authorization',
  'password',
  'token',
  'cookie',
  'authorization',
];

/**
 * The server's one logger: a JSON line per event on stdout (or `destination`: tests capture lines),
 * with `time`, `level` (a name, not pino's number, so log stores need no mapping) and `msg`.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'sticker-studio' },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: pino.stdSerializers.err },
    },
    destination,
  );
}
