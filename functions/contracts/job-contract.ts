import { resolveAccess, type EffectiveAccess, type RouteAccess } from './route-contract';

/**
 * One timed job: the handler module it runs and the timetable it runs on. CDK makes one Lambda
 * (with a role of exactly `jobAccess(job)`) and one EventBridge Scheduler schedule per entry; the
 * local stack's scheduler (scripts/local/scheduler.ts) runs the same module on the same timetable.
 */
export type JobContract = {
  /** kebab-case; names the function, its schedule and its log lines. */
  name: string;
  /** Module under functions/handlers, without extension; it exports `handler`. */
  handler: string;
  /** An EventBridge Scheduler expression: `rate(<n> minute|minutes|hour|hours|day|days)`. */
  schedule: string;
  /** One line for people: what a run does. */
  summary: string;
  /** What a run touches in AWS (RouteAccess's meaning); a job has no pipeline, so nothing is added. */
  access: RouteAccess;
  /** How long one run may take (Lambda timeout); a run that stops leaves the rest for the next. */
  timeoutSeconds: number;
};

export function defineJob<const J extends JobContract>(job: J): J {
  return job;
}

/** The access a job's function is granted: exactly what it declares. */
export function jobAccess(job: JobContract): EffectiveAccess {
  return resolveAccess(job.access);
}

const UNIT_SECONDS = { minute: 60, hour: 3600, day: 86_400 } as const;
const RATE = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/;

/** The interval of a `rate(...)` expression in milliseconds (EventBridge's own rule: 1 takes the singular). */
export function rateIntervalMs(schedule: string): number {
  const match = RATE.exec(schedule);
  const value = Number(match?.[1]);
  const unit = match?.[2];
  if (!match || !unit || value < 1) throw new Error(`Not a rate(...) schedule: ${schedule}`);
  const singular = unit.endsWith('s') ? unit.slice(0, -1) : unit;
  if ((value === 1) !== (singular === unit)) throw new Error(`Not a valid rate: ${schedule}`);
  return value * UNIT_SECONDS[singular as keyof typeof UNIT_SECONDS] * 1000;
}
