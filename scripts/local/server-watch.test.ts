import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { watchServer } from './server-watch';

const never = Symbol('still pending');
const settled = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<typeof never>((resolve) => setTimeout(() => resolve(never), 50))]);

async function listening(): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('watching a local server of the stack', () => {
  it('reports a server that closes by itself', async () => {
    const server = await listening();
    const watch = watchServer(server);
    server.close();
    expect(await settled(watch.failure)).toBe('closed its port unexpectedly');
  });

  it('reports a server error', async () => {
    const server = await listening();
    const watch = watchServer(server);
    server.emit('error', Object.assign(new Error('too many open files'), { code: 'EMFILE' }));
    expect(await settled(watch.failure)).toBe('failed: EMFILE: too many open files');
    server.close();
  });

  it('stays quiet when the stack stops the server itself', async () => {
    const server = await listening();
    const watch = watchServer(server);
    watch.stopping();
    await new Promise((resolve) => server.close(resolve));
    expect(await settled(watch.failure)).toBe(never);
  });
});
