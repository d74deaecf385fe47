import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import nodePath from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JavaCompilerMissingError, JavaMissingError, startDynamoDb } from './dynamodb';
import { assertPortFree, freePort, PortBusyError } from './ports';

describe('what npm start says when it cannot start', () => {
  const servers: net.Server[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  it('names a busy port and the variable that moves it', async () => {
    const port = await freePort();
    const server = net.createServer().listen(port, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const failure = assertPortFree(port, 'site and API', 'PORT');
    await expect(failure).rejects.toBeInstanceOf(PortBusyError);
    await expect(failure).rejects.toThrow(`Port ${port} (site and API) is already in use`);
    await expect(failure).rejects.toThrow(`PORT=${port + 10} npm start`);
  });

  it('names the port when another program took it before DynamoDB Local could listen', async () => {
    // The port answers, so a start that only waited for it to answer reported success with a stranger on it.
    const port = await freePort();
    const stranger = net.createServer((socket) => socket.end()).listen(port, '127.0.0.1');
    servers.push(stranger);
    await new Promise((resolve) => stranger.once('listening', resolve));
    const failure = startDynamoDb(port, null);
    await expect(failure).rejects.toBeInstanceOf(PortBusyError);
    await expect(failure).rejects.toThrow(`Port ${port} (DynamoDB Local) is already in use`);
  }, 60_000);

  it('says how to install Java when it is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const failure = startDynamoDb(await freePort(), null);
      await expect(failure).rejects.toBeInstanceOf(JavaMissingError);
      await expect(failure).rejects.toThrow('apt-get install -y openjdk-17-jre-headless');
    } finally {
      process.env.PATH = path;
    }
  });

  it('says how to get a full JDK when Java cannot compile the launcher that keeps DynamoDB Local on 127.0.0.1', async () => {
    // A Java runtime without the jdk.compiler module (e.g. a jlink-ed JRE): `-version` works, compiling does not.
    const bin = mkdtempSync(nodePath.join(os.tmpdir(), 'tender-jre-'));
    writeFileSync(
      nodePath.join(bin, 'java'),
      '#!/bin/sh\n' +
        'if [ "$1" = "-version" ]; then echo "openjdk version \\"17.0.0\\" (runtime only, $$)" >&2; exit 0; fi\n' +
        'echo "java.lang.module.FindException: Module jdk.compiler not found" >&2; exit 1\n',
    );
    chmodSync(nodePath.join(bin, 'java'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${bin}${nodePath.delimiter}${path}`;
    try {
      const failure = startDynamoDb(await freePort(), null);
      await expect(failure).rejects.toBeInstanceOf(JavaCompilerMissingError);
      await expect(failure).rejects.toThrow('Module jdk.compiler not found');
      await expect(failure).rejects.toThrow('sudo apt-get install -y openjdk-17-jdk-headless');
    } finally {
      process.env.PATH = path;
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
