import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts, isPortBusy } from './ports';

describe('freePorts: ports for the parts of one stack', () => {
  it('gives different ports, none of those already given, all free to listen on', async () => {
    const given = await freePorts(3);
    const ports = await freePorts(8, given);
    expect(new Set([...given, ...ports]).size).toBe(11);
    for (const port of ports) expect(await isPortBusy(port)).toBe(false);
    // Each can be listened on at once, side by side.
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<net.Server>((resolve, reject) => {
            const server = net.createServer().once('error', reject);
            server.listen(port, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
