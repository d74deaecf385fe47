// `npm run stage:init -- -c stage=prod --admin-email=ops@example.in`: loads the lookup lists and
// settings into a cloud stage's table and creates its first Admin (password set through the mailed
// reset link). Idempotent, and a rerun resumes: while the Admin has not set a password, it mails
// the link again. Uses the operator's AWS credentials; the table and site come from the deployed
// stacks' outputs, passed as options (or the same environment variables the functions read); the
// sender is the stage's own (infra/lib/stages.ts), as the functions send with.
import { parseArgs } from 'node:util';
import { stageMailFrom } from './stage/stage-sender';

const { values } = parseArgs({
  options: {
    c: { type: 'string', multiple: true },
    'admin-email': { type: 'string' },
    'admin-name': { type: 'string', default: 'Administrator' },
    table: { type: 'string' },
    'site-url': { type: 'string' },
    region: { type: 'string' },
  },
});

const contextStage = values.c?.find((entry) => entry.startsWith('stage='))?.slice('stage='.length);
const stage = contextStage ?? process.env.STAGE;
const settings: Record<string, string | undefined> = {
  STAGE: stage,
  TABLE_NAME: values.table ?? process.env.TABLE_NAME,
  SITE_URL: values['site-url'] ?? process.env.SITE_URL,
  MAIL_FROM: stage ? stageMailFrom(stage) : undefined,
  AWS_REGION: values.region ?? process.env.AWS_REGION ?? 'ap-south-1',
  // Not used here, but the functions' configuration requires a bucket name.
  UPLOADS_BUCKET: process.env.UPLOADS_BUCKET ?? 'unused-by-stage-init',
};

const missing = [
  !stage && '-c stage=<name> (or STAGE)',
  !values['admin-email'] && '--admin-email=<address of the first Admin>',
  !settings.TABLE_NAME && "--table=<the data stack's TableName output> (or TABLE_NAME)",
  !settings.SITE_URL && "--site-url=<the web stack's SiteUrl output> (or SITE_URL)",
].filter(Boolean);
if (missing.length) {
  console.error(`stage:init needs:\n${missing.map((line) => `  ${line}`).join('\n')}`);
  process.exit(2);
}
for (const [name, value] of Object.entries(settings)) if (value !== undefined) process.env[name] = value;

// Imported only now: the functions' modules read their configuration when they load.
const { initStage } = await import('./stage/init-stage');
const result = await initStage({
  adminEmail: values['admin-email']!.trim().toLowerCase(),
  adminName: values['admin-name']!,
  now: new Date(),
});
const admin = values['admin-email'];
const outcome = result.adminCreated
  ? `Admin ${admin} created and mailed a link to set the password (valid 60 minutes) from ${settings.MAIL_FROM}.`
  : result.resetMailSent
    ? `Admin ${admin} has not set a password yet: mailed a new link to set it (valid 60 minutes) from ${settings.MAIL_FROM}.`
    : `Admin ${admin} already exists and has set a password: left as it is.`;
console.log(`Stage ${stage}: lookup lists and settings written; ${outcome}`);
