import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { JavaMissingError, startDynamoDb } from './dynamodb';
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
});
