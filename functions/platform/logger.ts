import { config } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * Fields every line carries until the next request replaces them: the API Gateway and Lambda request
 * ids, the route and whether this request started the container (functions/platform/http/pipeline.ts
 * sets them). CloudWatch Logs Insights can then join a line to its access-log entry by requestId.
 */
let requestFields: Record<string, unknown> = {};

/** Replaces the per-request fields (the pipeline calls it as each request starts). */
export function setLogContext(fields: Record<string, unknown>): void {
  requestFields = fields;
}

/** Whether a line of this level is written at the process's LOG_LEVEL. */
function writes(level: Level): boolean {
  return order[level] >= order[config.LOG_LEVEL];
}

/** One JSON line per event. Callers pass ids and codes only: never bodies, emails, PAN or bank data. */
function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (!writes(level)) return;
  const line = JSON.stringify({
    level,
    message,
    time: new Date().toISOString(),
    stage: config.STAGE,
    ...requestFields,
    ...fields,
  });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const logger = {
  /** For a line whose fields cost something to work out: skip them when the line would not be written. */
  writes,
  debug: (message: string, fields?: Record<string, unknown>) => log('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => log('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => log('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => log('error', message, fields),
};
