import pino, { type DestinationStream, type Logger } from 'pino';
import { type LogLevel, parseLogLevel } from './log-level';

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

/**
 * What background work logs through: pino's call shape, fields first, then the message. A pino
 * logger is one; tests pass `{ info() {}, error() {} }` to silence a part.
 */
export interface EventLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

/**
 * The process's logger for work outside a request (the pool, jobs, payments, the security log):
 * the composition root installs the server's own (`installProcessLogger`), so every line the process
 * prints is one JSON object at one LOG_LEVEL. Before that (scripts, unit tests) it is a logger on
 * stdout at LOG_LEVEL.
 */
const processLogger: { current: Logger | null } = { current: null };

export function installProcessLogger(logger: Logger): void {
  processLogger.current = logger;
}

function currentLogger(): Logger {
  processLogger.current ??= createLogger(levelFromEnv());
  return processLogger.current;
}

function levelFromEnv(): LogLevel {
  try {
    return parseLogLevel(process.env.LOG_LEVEL);
  } catch {
    return 'info';
  }
}

/**
 * A logger for one part of the server: each line carries `component` (and `bindings`, e.g. a job's id
 * and name). It resolves the process logger at each call, so a module may create it at load time,
 * before the composition root has installed the server's logger.
 */
export function componentLog(component: string, bindings: Record<string, unknown> = {}): EventLog {
  const children = new WeakMap<Logger, Logger>();
  const child = () => {
    const root = currentLogger();
    let made = children.get(root);
    if (!made) {
      made = root.child({ component, ...bindings });
      children.set(root, made);
    }
    return made;
  };
  return {
    info: (fields, msg) => child().info(fields, msg),
    warn: (fields, msg) => child().warn(fields, msg),
    error: (fields, msg) => child().error(fields, msg),
  };
}
