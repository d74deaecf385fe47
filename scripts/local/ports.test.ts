import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortsFrom, freePorts, hasIpv6Loopback, isPortBusy } from './ports';

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

  it('gives none of the ports the OS hands out to outgoing connections (one could take it before the stack listens)', async () => {
    const ports = await freePorts(20);
    for (const port of ports) expect(port).toBeLessThan(ephemeralPortsFrom());
    expect(Math.min(...ports)).toBeGreaterThanOrEqual(1_024);
  });

  it('counts a port busy when a program holds it on [::1] only ("localhost" may be tried as ::1 first)', async (context) => {
    if (!(await hasIpv6Loopback())) context.skip('this machine has no IPv6 loopback (::1)');
    const [port = 0] = await freePorts(1);
    const stranger = await new Promise<net.Server>((resolve, reject) => {
      const server = net.createServer().once('error', reject);
      server.listen(port, '::1', () => resolve(server));
    });
    try {
      expect(await isPortBusy(port)).toBe(true);
    } finally {
      await new Promise((resolve) => stranger.close(resolve));
    }
  });
});
