import net from 'node:net';

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `count` ports free right now, all different and none of `besides`. Each is held until all are
 * found: ports found one at a time may repeat (the OS can hand a port it just took back out again),
 * and two parts of a stack given one port fail to start.
 */
export async function freePorts(count: number, besides: readonly number[] = []): Promise<number[]> {
  const held: net.Server[] = [];
  const found: number[] = [];
  try {
    while (found.length < count) {
      const server = net.createServer();
      held.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
      const { port } = server.address() as net.AddressInfo;
      if (!besides.includes(port)) found.push(port);
    }
    return found;
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

export function isPortBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class PortBusyError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
    readonly envVar: string,
  ) {
    super(
      `Port ${port} (${what}) is already in use. Stop the program using it (see: lsof -i :${port}) ` +
        `or choose another port, e.g. ${envVar}=${port + 10} npm start.`,
    );
  }
}

export async function assertPortFree(port: number, what: string, envVar: string): Promise<void> {
  if (await isPortBusy(port)) throw new PortBusyError(port, what, envVar);
}
