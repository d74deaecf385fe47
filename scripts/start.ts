import path from 'node:path';
import { PortBusyError } from './local/ports';
import { JavaMissingError } from './local/dynamodb';
import { startStack, type StackPorts } from './local/stack';
import { ensureWebBuild, repoRoot, webDist, webRoot } from './local/web-build';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

const dev = process.argv.includes('--dev');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports: StackPorts = {
  site: port('PORT', 3000),
  mail: port('MAIL_PORT', 8005),
  dynamodb: port('DYNAMODB_PORT', 8000),
  s3: port('S3_PORT', 4569),
};
const log = (line: string) => console.log(line);

async function main() {
  if (!dev) await ensureWebBuild(log);
  const stack = await startStack({
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, '.local'),
    ports,
    webDist: dev ? undefined : webDist,
    dev: dev ? { webRoot } : undefined,
    seed: true,
    log,
  });
  console.log(`
  Tender marketplace is running${dev ? ' (development, hot reload)' : ''}.

    Site        ${stack.siteUrl}
    API         ${stack.siteUrl}/api/v1
    Mailbox     ${stack.mailboxUrl}
    Payments    ${stack.siteUrl}/sandbox/razorpay (local Razorpay sandbox, no money moves)

  Demo logins (password for all: ${DEMO_ACCOUNTS[0]?.password}):
${DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(14)}${account.email}`).join('\n')}

  Data is kept in .local/ (npm run reset wipes it). Press Ctrl-C to stop.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof PortBusyError || error instanceof JavaMissingError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
