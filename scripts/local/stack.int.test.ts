import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, hasIpv6Loopback, isPortBusy } from './ports';
import type { RunningStack, StackFailure, StackPorts } from './stack';

// Starts its own stacks (not the shared test stack): this file kills their parts.

/** Local addresses of the listening TCP sockets on `port`, from /proc/net/tcp and tcp6 (what `ss -ltn` shows). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const addresses: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue; // 0A: LISTEN
      addresses.push(decodeAddress(local.slice(0, -5)));
    }
  }
  return addresses;
}

function decodeAddress(hex: string): string {
  // The kernel writes each 32-bit word in host (little-endian) order.
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)));
  if (bytes.length === 4) return bytes.join('.');
  const v4Mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 255 && bytes[11] === 255;
  if (v4Mapped) return `::ffff:${bytes.slice(12).join('.')}`;
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups.join(':');
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function allFree(ports: StackPorts): Promise<boolean> {
  const busy = await Promise.all(Object.values(ports).map((port) => isPortBusy(port)));
  return busy.every((isBusy) => !isBusy);
}

const onLinux = process.platform === 'linux';

describe('the local stack, started with a relative data folder', () => {
  let stack: RunningStack | undefined;
  let ports: StackPorts;
  let dataDir = '';
  let relativeDataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tender-stack-'));
    relativeDataDir = path.relative(process.cwd(), dataDir);
    const [site, dynamodb, s3, mail, kms, api] = (await freePorts(6)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    ports = { site, dynamodb, s3, mail, kms, api };
    const { startStack } = await import('./stack');
    stack = await startStack({ dataDir: relativeDataDir, ports, seed: false });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every file under that folder, resolved against the current folder', async () => {
    expect(path.isAbsolute(relativeDataDir)).toBe(false);
    expect(existsSync(path.join(dataDir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 's3'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'kms', 'keys.json'))).toBe(true);
    const response = await fetch(`${stack?.siteUrl}/api/v1/tender_category_list`);
    expect(response.status).toBe(200);
  });

  it("serves the API alone on its own port, refusing as API Gateway does what did not come through the site's port", async () => {
    expect(stack?.apiGatewayUrl).toBe(`http://localhost:${ports.api}`);
    const { originVerify } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      originVerify: string;
    };
    const list = (headers: Record<string, string>) =>
      fetch(`${stack?.apiGatewayUrl}/api/v1/tender_category_list`, { headers }).then((response) => response.status);
    expect(await list({})).toBe(401);
    expect(await list({ 'x-origin-verify': 'x'.repeat(originVerify.length) })).toBe(403);
    expect(await list({ 'x-origin-verify': originVerify })).toBe(200);
  });

  it.runIf(onLinux)(
    'listens on the loopback only, for every service (DynamoDB Local included); [::1] too where the address is printed as localhost',
    async () => {
      // The site, the API and the mailbox are printed as http://localhost:port, which may be tried as ::1 first.
      const ipv6 = await hasIpv6Loopback();
      const printedAsLocalhost = new Set(['site', 'api', 'mail']);
      for (const [part, port] of Object.entries(ports)) {
        const expected = ipv6 && printedAsLocalhost.has(part) ? ['127.0.0.1', '0:0:0:0:0:0:0:1'] : ['127.0.0.1'];
        expect({ part, addresses: listeningAddresses(port) }).toEqual({ part, addresses: expected });
      }
    },
  );

  it('when DynamoDB Local dies, says so, stops every other part and leaves no process behind', async () => {
    const pid = stack?.dynamodbPid;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid as number, 'SIGKILL');
    const failure = await Promise.race([
      stack?.failed,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 15_000)),
    ]);
    expect(failure).toMatchObject<Partial<StackFailure>>({
      part: `DynamoDB Local (port ${ports.dynamodb})`,
      reason: 'was killed (SIGKILL)',
    });
    expect(failure?.message).toBe(
      `The local stack stopped: DynamoDB Local (port ${ports.dynamodb}) was killed (SIGKILL). ` +
        'Every other part was stopped too; run the command again.',
    );
    expect(processExists(pid as number)).toBe(false);
    expect(await allFree(ports)).toBe(true);
  });
});

/** The stack in its own process, as npm start runs it (scripts/local/test-fixtures/stack-process.ts). */
type StackProcess = {
  child: ChildProcess;
  ports: StackPorts;
  dynamodbPid: number;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout: () => string;
  stderr: () => string;
};

const fixture = path.join(import.meta.dirname, 'test-fixtures', 'stack-process.ts');

async function startStackProcess(dataDir: string): Promise<StackProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = await eventually(() => stdout.includes('\n') || child.exitCode !== null, 60_000);
  const line = stdout.split('\n')[0] ?? '';
  if (!ready || !line.startsWith('{')) {
    child.kill('SIGKILL');
    throw new Error(`the stack process did not start:\n${stdout}\n${stderr}`);
  }
  const { ports, dynamodbPid } = JSON.parse(line) as { ports: StackPorts; dynamodbPid: number };
  return { child, ports, dynamodbPid, exit, stdout: () => stdout, stderr: () => stderr };
}

async function exitWithin(running: StackProcess, ms: number) {
  return Promise.race([
    running.exit,
    new Promise<'still running'>((resolve) => setTimeout(resolve, ms, 'still running')),
  ]);
}

describe('npm start supervising the stack (the stack in its own process)', () => {
  const dirs: string[] = [];
  const running: StackProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tender-stack-process-'));
    dirs.push(dir);
    return dir;
  };

  afterAll(() => {
    for (const { child, dynamodbPid } of running) {
      child.kill('SIGKILL');
      if (processExists(dynamodbPid)) process.kill(dynamodbPid, 'SIGKILL');
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('exits 1 with one line naming DynamoDB Local when it is killed, and leaves nothing running', async () => {
    const stack = await startStackProcess(tempDir());
    running.push(stack);
    process.kill(stack.dynamodbPid, 'SIGKILL');
    expect(await exitWithin(stack, 15_000)).toEqual({ code: 1, signal: null });
    const lines = stack.stderr().split('\n').filter(Boolean);
    expect(lines).toEqual([
      `The local stack stopped: DynamoDB Local (port ${stack.ports.dynamodb}) was killed (SIGKILL). ` +
        'Every other part was stopped too; run the command again.',
    ]);
    expect(processExists(stack.dynamodbPid)).toBe(false);
    expect(await allFree(stack.ports)).toBe(true);
  }, 90_000);

  it('stops every part and exits 0 on SIGTERM (and Ctrl-C, SIGINT)', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const stack = await startStackProcess(tempDir());
      running.push(stack);
      stack.child.kill(signal);
      expect(await exitWithin(stack, 15_000)).toEqual({ code: 0, signal: null });
      expect(stack.stdout()).toContain('Stopping...');
      expect(stack.stderr()).toBe('');
      expect(processExists(stack.dynamodbPid)).toBe(false);
      expect(await allFree(stack.ports)).toBe(true);
    }
  }, 150_000);

  it('leaves no DynamoDB Local behind even when npm start itself is killed (SIGKILL)', async () => {
    const stack = await startStackProcess(tempDir());
    running.push(stack);
    stack.child.kill('SIGKILL');
    await stack.exit;
    expect(await eventually(() => !processExists(stack.dynamodbPid), 10_000)).toBe(true);
    expect(await eventually(() => allFree(stack.ports), 5000)).toBe(true);
  }, 90_000);
});
