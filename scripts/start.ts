import path from 'node:path';
import { localDataDir } from './local/data-dir';
import { JavaCompilerMissingError, JavaMissingError } from './local/dynamodb';
import { PortBusyError } from './local/ports';
import { runUntilStopped } from './local/run-until-stopped';
import { StackPartStopped, startStack, type StackPorts } from './local/stack';
import { ensureWebBuild, webDist, webRoot } from './local/web-build';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

const dev = process.argv.includes('--dev');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports: StackPorts = {
  site: port('PORT', 3000),
  mail: port('MAIL_PORT', 8005),
  dynamodb: port('DYNAMODB_PORT', 8000),
  s3: port('S3_PORT', 4569),
  kms: port('KMS_PORT', 8006),
  // API Gateway's side (the API alone, refusing requests without CloudFront's header): any free port unless set.
  ...(process.env.LOCAL_API_GATEWAY_PORT ? { api: port('LOCAL_API_GATEWAY_PORT', 0) } : {}),
};
const log = (line: string) => console.log(line);

async function main() {
  if (!dev) await ensureWebBuild(log);
  const dataDir = localDataDir();
  const stack = await startStack({
    dataDir,
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
${process.env.LOCAL_API_GATEWAY_PORT ? `    API direct  ${stack.apiGatewayUrl}/api/v1 (API Gateway's side: refuses requests without x-origin-verify)\n` : ''}    Mailbox     ${stack.mailboxUrl}
    Payments    ${stack.siteUrl}/sandbox/razorpay (local Razorpay sandbox, no money moves)

  Demo logins (password for all: ${DEMO_ACCOUNTS[0]?.password}):
${DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(14)}${account.email}`).join('\n')}

  Data is kept in ${path.relative(process.cwd(), dataDir) || dataDir}/ (npm run reset wipes it). Press Ctrl-C to stop.
`);
  runUntilStopped(stack);
}

main().catch((error: unknown) => {
  const known = [PortBusyError, JavaMissingError, JavaCompilerMissingError, StackPartStopped];
  if (known.some((type) => error instanceof type)) console.error(`\n${(error as Error).message}\n`);
  else console.error(error);
  process.exit(1);
});
