// `npm run stage:init -- -c stage=prod --admin-email=ops@example.in`: loads the lookup lists and
// settings into a cloud stage's table and creates its first Admin (password set through the mailed
// reset link). Idempotent. Uses the operator's AWS credentials; the stage's names come from the
// deployed stacks' outputs, passed as options (or the same environment variables the functions read).
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    c: { type: 'string', multiple: true },
    'admin-email': { type: 'string' },
    'admin-name': { type: 'string', default: 'Administrator' },
    table: { type: 'string' },
    'site-url': { type: 'string' },
    'mail-from': { type: 'string' },
    region: { type: 'string' },
  },
});

const contextStage = values.c?.find((entry) => entry.startsWith('stage='))?.slice('stage='.length);
const stage = contextStage ?? process.env.STAGE;
const settings: Record<string, string | undefined> = {
  STAGE: stage,
  TABLE_NAME: values.table ?? process.env.TABLE_NAME,
  SITE_URL: values['site-url'] ?? process.env.SITE_URL,
  MAIL_FROM: values['mail-from'] ?? process.env.MAIL_FROM,
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
console.log(
  `Stage ${stage}: lookup lists and settings written; ` +
    (result.adminCreated
      ? `Admin ${values['admin-email']} created and mailed a link to set the password (valid 60 minutes).`
      : `Admin ${values['admin-email']} already exists and was left as it is (use Forgot password for a new link).`),
);
