import { Duration, RemovalPolicy, Stack, Tags } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { jobAccess } from '@tender/functions/contracts/job-contract';
import type { Job } from '@tender/functions/jobs';
import { BUNDLE_HANDLER, type BundleSet } from '../bundling/bundle-handlers';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { durationNearTimeoutAlarm } from './alarms';
import type { ApiAccess } from './api-access';
import { API_FUNCTION_DEFAULTS } from './api-function';

/** Tag on every job function (value: the handler module), like the route functions' `tender:handler`. */
export const JOB_TAG = 'tender:job';

/** Lambda's limit on a function's description. */
const DESCRIPTION_LIMIT = 256;

/** `Job <name>, <schedule>: <summary> (<handler>)`, the summary shortened to fit Lambda's 256 characters. */
export function jobDescription(job: Pick<Job, 'name' | 'schedule' | 'summary' | 'handler'>): string {
  const head = `Job ${job.name}, ${job.schedule}: `;
  const tail = ` (${job.handler})`;
  const room = DESCRIPTION_LIMIT - head.length - tail.length;
  const summary = job.summary.length <= room ? job.summary : `${job.summary.slice(0, room - 1).trimEnd()}…`;
  return `${head}${summary}${tail}`;
}

export type JobFunctionsProps = {
  jobs: readonly Job[];
  bundles: BundleSet;
  access: ApiAccess;
  retainData: boolean;
  tracing: boolean;
  /** Each job's duration alarm tells this topic (the ops stack's). */
  alarmTopic: sns.ITopic;
};

/**
 * One Lambda per entry of the job table (functions/jobs.ts), with its own log group and a role of
 * exactly `jobAccess(job)`, and one EventBridge Scheduler schedule that invokes it on the job's
 * timetable. A run is not retried: each run picks up whatever the last one left (jobs are
 * idempotent and resumable), and the next run is at most one interval away. The ApiStack makes it
 * in a nested stack of its own (`JobsStack`), out of the template that holds the routes.
 */
export class JobFunctions extends Construct {
  readonly functions = new Map<string, lambda.Function>();
  readonly schedules = new Map<string, scheduler.Schedule>();

  constructor(scope: Construct, id: string, props: JobFunctionsProps) {
    super(scope, id);
    for (const job of props.jobs) this.addJob(job, props);
  }

  private addJob(job: Job, props: JobFunctionsProps): void {
    const bundle = props.bundles.bundles.get(job.handler);
    if (!bundle) throw new Error(`No bundle for the job handler ${job.handler}`);
    const scope = new Construct(this, job.name);
    const logGroup = new logs.LogGroup(scope, 'Logs', {
      retention: API_FUNCTION_DEFAULTS.logRetention,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const access = jobAccess(job);
    const fn = new lambda.Function(scope, 'Function', {
      description: jobDescription(job),
      runtime: API_FUNCTION_DEFAULTS.runtime,
      architecture: API_FUNCTION_DEFAULTS.architecture,
      memorySize: API_FUNCTION_DEFAULTS.memorySize,
      timeout: Duration.seconds(job.timeoutSeconds),
      code: lambda.Code.fromAsset(bundle.dir),
      handler: BUNDLE_HANDLER,
      role: props.access.roleForAccess(scope, access, `Job ${job.name}`, logGroup),
      environment: props.access.environmentForAccess(access),
      logGroup,
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
    });
    Tags.of(fn).add(JOB_TAG, job.handler);
    durationNearTimeoutAlarm(scope, fn, Duration.seconds(job.timeoutSeconds), props.alarmTopic, `Job ${job.name}`);
    // The schedule's own role: it may invoke this function (and its versions) and nothing else.
    const scheduleRole = new iam.Role(scope, 'ScheduleRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `Schedule ${job.name} (${job.schedule}): invokes its job function only`,
    });
    const schedule = new scheduler.Schedule(scope, 'Schedule', {
      description: `${job.name}: ${job.summary}`,
      schedule: scheduler.ScheduleExpression.expression(job.schedule),
      target: new targets.LambdaInvoke(fn, {
        role: scheduleRole,
        retryAttempts: 0,
        maxEventAge: Duration.minutes(1),
      }),
    });
    this.functions.set(job.name, fn);
    this.schedules.set(job.name, schedule);

    NagSuppressions.addResourceSuppressions(
      scheduleRole,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "lambda:InvokeFunction on the job's own function and its versions (grantInvoke's ARN:*), nothing else.",
          // The function's logical id in the JobsStack nested template (ApiStack): `Jobs<Name>Function<hash>`.
          appliesTo: [{ regex: '/^Resource::<Jobs.*Function[0-9A-F]{8}\\.Arn>:\\*$/' }],
        },
      ],
      true,
    );
    NagSuppressions.addResourceSuppressions(fn, [
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'A timed job: a failed run is not retried or kept, the next run on the timetable does what it left ' +
          '(the job is idempotent and resumable); failures show in the Lambda errors alarm.',
      },
    ]);
  }
}
