import { readFileSync } from 'node:fs';
import net from 'node:net';

/*
 * "localhost" is two addresses on most machines, 127.0.0.1 and ::1, and a browser or fetch() may try
 * ::1 first. The local servers listen on 127.0.0.1; a port is counted free only when it is free on
 * both, and busy when either answers, so a stranger on [::1]:port is never taken for ours (the
 * gateway holds both: gateway.ts).
 */
export const IPV4_LOOPBACK = '127.0.0.1';
const IPV6_LOOPBACK = '::1';

/** Codes of a machine without an IPv6 loopback: nothing can listen there, so nothing is in the way. */
const NO_IPV6 = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT', 'EPROTONOSUPPORT']);

/** Whether `error` says there is no IPv6 loopback on this machine. */
function isNoIpv6Error(error: unknown): boolean {
  return NO_IPV6.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');
}

/**
 * How long a local HTTP server keeps an idle connection open (Node's default is 5 s): AWS's
 * endpoints and API Gateway keep them far longer, and a client (the SDK, a browser) that sends on a
 * connection the server is closing at that moment sees it dropped.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Starts `server` listening; rejects with the listen error (EADDRINUSE, ...). */
export function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
}

/** A server of nothing holding `port` of `host`, which does not keep the process alive. */
async function listenOn(port: number, host: string): Promise<net.Server> {
  const server = net.createServer();
  server.unref();
  await listen(server, port, host);
  return server;
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Whether the IPv6 loopback is in use by another program on `port` (false where there is none). */
function takenOnIpv6(port: number): Promise<boolean> {
  return listenOn(port, IPV6_LOOPBACK).then(
    async (server) => {
      await close(server);
      return false;
    },
    (error: NodeJS.ErrnoException) => {
      if (isNoIpv6Error(error)) return false;
      if (error.code === 'EADDRINUSE') return true;
      throw error;
    },
  );
}

/**
 * `count` ports free right now on both loopbacks, all different and none of `besides`. Each is
 * held until all are found: ports found one at a time may repeat (the OS can hand a port it just
 * took back out again), and two parts of a stack given one port fail to start.
 */
export async function freePorts(count: number, besides: readonly number[] = []): Promise<number[]> {
  const held: net.Server[] = [];
  const found: number[] = [];
  const [from, to] = ownPortRange();
  try {
    for (let tries = 0; found.length < count; tries += 1) {
      if (tries === MAX_PORT_TRIES) throw new Error(`No ${count} free ports between ${from} and ${to}.`);
      const port = from + Math.floor(Math.random() * (to - from));
      if (besides.includes(port) || found.includes(port)) continue;
      const server = await listenOn(port, IPV4_LOOPBACK).catch(ignoreBusy);
      if (!server) continue;
      held.push(server);
      if (!(await takenOnIpv6(port))) found.push(port);
    }
    return found;
  } finally {
    await Promise.all(held.map(close));
  }
}

const MAX_PORT_TRIES = 1_000;

/** Undefined for a port someone holds (or may not be had); any other listen error is thrown. */
function ignoreBusy(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'EADDRINUSE' || error.code === 'EACCES') return undefined;
  throw error;
}

/** The first port the OS hands out to outgoing connections: Linux's setting, else IANA's 49152. */
export function ephemeralPortsFrom(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) || IANA_DYNAMIC_PORTS_FROM;
  } catch {
    return IANA_DYNAMIC_PORTS_FROM; // macOS and Windows use IANA's range
  }
}

const IANA_DYNAMIC_PORTS_FROM = 49_152;
const OWN_PORTS_FROM = 10_000;

/**
 * Where freePorts looks: below the ports the OS gives outgoing connections. A port found free
 * there (as port 0 would) can be taken before the stack listens on it by any connection this
 * machine opens, such as the stack's own to DynamoDB Local while it seeds, before the site listens
 * (a CI run failed on EADDRINUSE so). Where the OS hands out nearly every port, the whole range is all there is.
 */
function ownPortRange(): [number, number] {
  const ephemeral = ephemeralPortsFrom();
  return ephemeral > OWN_PORTS_FROM + 1_000 ? [OWN_PORTS_FROM, ephemeral] : [OWN_PORTS_FROM, 65_536];
}

/** Ports for the four parts every local stack is given, all different (freePorts). */
export async function freeStackPorts(): Promise<{ site: number; dynamodb: number; s3: number; mail: number }> {
  const [site, dynamodb, s3, mail] = (await freePorts(4)) as [number, number, number, number];
  return { site, dynamodb, s3, mail };
}

/** A port free right now on both loopbacks. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

function answersOn(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Listens on the IPv6 loopback's `port` beside `server`, which listens on 127.0.0.1:`port`, and
 * hands it each connection: a browser or fetch() may try "localhost" as ::1 first, and another
 * program listening there would get the requests meant for `server`. Answers the extra listener, to
 * be closed with the server; none where the machine has no IPv6 loopback.
 */
export async function listenOnIpv6Too(server: net.Server, port: number): Promise<net.Server | undefined> {
  const twin = net.createServer((socket) => server.emit('connection', socket));
  try {
    await listen(twin, port, IPV6_LOOPBACK);
    return twin;
  } catch (error) {
    if (isNoIpv6Error(error)) return undefined;
    throw error;
  }
}

/** Whether this machine has an IPv6 loopback to listen on. */
export function hasIpv6Loopback(): Promise<boolean> {
  return listenOn(0, IPV6_LOOPBACK).then(
    async (server) => {
      await close(server);
      return true;
    },
    () => false,
  );
}

/** Whether a program listens on `port` of either loopback. */
export async function isPortBusy(port: number): Promise<boolean> {
  const [ipv4, ipv6] = await Promise.all([answersOn(port, IPV4_LOOPBACK), answersOn(port, IPV6_LOOPBACK)]);
  return ipv4 || ipv6;
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
