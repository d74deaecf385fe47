import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { siteLoader } from './site-loader';

/** A build: web/dist with its index.html, and web/dist-server beside it with this server module. */
function build(serverModule: string): { webDist: string; writeModule(source: string): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-loader-'));
  const webDist = path.join(root, 'dist');
  const serverDir = path.join(root, 'dist-server');
  mkdirSync(webDist);
  mkdirSync(serverDir);
  writeFileSync(path.join(webDist, 'index.html'), '<html>the shell</html>');
  writeFileSync(path.join(serverDir, 'template.html'), '<html><div id="root"></div></html>');
  const writeModule = (source: string) => {
    const file = path.join(serverDir, 'render-page.js');
    writeFileSync(file, source);
    utimesSync(file, new Date(), new Date(Date.now() + Math.random() * 10_000));
  };
  writeModule(serverModule);
  return { webDist, writeModule };
}

describe("the local gateway's built site", () => {
  it('serves the build while its renderer does not load, and loads the renderer once it can', async () => {
    const logged: string[] = [];
    const { webDist, writeModule } = build('throw new Error("half-written build");');
    const site = siteLoader(webDist, 'http://127.0.0.1:9', (message) => logged.push(message));
    const first = await site();
    expect(first?.assets.get('/index.html')?.body.toString()).toBe('<html>the shell</html>');
    expect(first?.dataPages).toBeUndefined();
    expect(logged).toEqual([
      "[gateway] the data pages' renderer did not load; their build shells are served until it does:",
    ]);

    writeModule('export async function renderPageWithData() {}\nexport function pageDocument() {}');
    await pause(1100);
    await site(); // this look starts the new load
    expect((await site())?.dataPages).toBeDefined();
  });
});
