// The prerender step of the web build: after Vite has built the SPA, the public pages
// (shared/site-pages.ts) are rendered to HTML with the app's own routes and providers, so a visitor
// sees the page before any script runs; main.tsx then hydrates it. The data pages are rendered again
// on request with their data (web/server/data-pages.ts); their build file is the fallback shell.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// A relative import: Vite bundles its config with this file, but leaves workspace packages to Node.
import { PRERENDERED_PAGES, SERVER_PART } from '../../shared/site-pages';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

const SERVER_ENTRY = 'src/prerender/render-page.tsx';
/** The app the small entry (main.tsx) imports once the page is painted. */
const APP_MODULE = 'src/app/start/boot.tsx';
type RenderModule = typeof import('../src/prerender/render-page');

async function buildServerEntry(config: ResolvedConfig): Promise<RenderModule> {
  const outDir = path.join(config.root, SERVER_PART.dir);
  await build({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    // Self-contained (React, Chakra, the router inside) and one file, so a Lambda can carry it as it
    // is and a long-running server can import a new build under a new URL.
    ssr: { noExternal: true },
    build: {
      ssr: SERVER_ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // Less for a cold Lambda to parse.
      minify: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const entry = pathToFileURL(path.join(outDir, SERVER_PART.module));
  entry.searchParams.set('build', String(Date.now()));
  return (await import(entry.href)) as RenderModule;
}

/**
 * Renders every public page into web/dist/pages/*.html (index.html stays the empty app shell), and
 * leaves the template and the data pages' shells beside the server module for rendering on request.
 */
async function prerenderPages(config: ResolvedConfig): Promise<void> {
  const distDir = path.resolve(config.root, config.build.outDir);
  const serverDir = path.join(config.root, SERVER_PART.dir);
  const template = withoutAppPreloads(await readFile(path.join(distDir, 'index.html'), 'utf8'));
  const { renderPage, pageDocument } = await buildServerEntry(config);
  await writeFile(path.join(serverDir, SERVER_PART.template), template);
  await rm(path.join(distDir, 'pages'), { recursive: true, force: true });
  for (const page of PRERENDERED_PAGES) {
    const html = pageDocument(template, await renderPage(page.renderPath), page.startsApp);
    for (const dir of page.rendersWithData ? [distDir, serverDir] : [distDir]) {
      const target = path.join(dir, page.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, html);
    }
  }
}

/** The chunk of `moduleId` and every chunk it imports statically, as the browser loads them. */
function chunkClosure(bundle: Rollup.OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleId));
  if (!root) throw new Error(`The build has no chunk for ${moduleId}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(root.fileName);
  return [...seen];
}

const PRELOADS_START = '<!-- app preloads -->';
const PRELOADS_END = '<!-- /app preloads -->';

/**
 * The app shell with modulepreload hints for the app its entry imports: with nothing to paint
 * before the app runs, the browser should fetch it all at once.
 */
function withAppPreloads(html: string, files: readonly string[], base: string): string {
  const present = new Set([...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]));
  const links = files
    .map((file) => `${base}${file}`)
    .filter((href) => !present.has(href))
    .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">`);
  if (links.length === 0) return html;
  return html.replace('</head>', `    ${PRELOADS_START}\n${links.join('\n')}\n    ${PRELOADS_END}\n  </head>`);
}

/**
 * A prerendered page starts no app download before its first paint: it is complete without it,
 * and Lighthouse counts every request started before the paint against first contentful paint.
 */
function withoutAppPreloads(html: string): string {
  const start = html.indexOf(PRELOADS_START);
  const end = html.indexOf(PRELOADS_END);
  return start < 0 || end < start
    ? html
    : `${html.slice(0, start).trimEnd()}\n${html.slice(end + PRELOADS_END.length).trimStart()}`;
}

/** The Vite plugin: runs the prerender once the browser build is written (not for the server build itself). */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tender:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr || !options.dir) return;
      const shell = path.join(options.dir, 'index.html');
      const html = await readFile(shell, 'utf8');
      await writeFile(shell, withAppPreloads(html, chunkClosure(bundle, APP_MODULE), config.base));
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await prerenderPages(config);
    },
  };
}
