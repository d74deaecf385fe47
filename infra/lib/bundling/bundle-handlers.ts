import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, type BuildFailure, type Metafile, type OutputFile } from 'esbuild';
import { PROJECT_BUILD_TIME_MODULES, writeBuildTimeModules, type BuildTimeModule } from './build-time-modules';
import { LAMBDA_TARGET, NATIVE_EXTERNALS, nativeFilesFor, type NativeTarget } from './native-packages';

// One esbuild pass over every handler named by the route table (DESIGN §9): ~100 ms for all of
// them, where a NodejsFunction per route spawns esbuild once per function. The result is a
// folder per handler holding index.mjs (+ index.mjs.map) for `lambda.Code.fromAsset`.

/** DESIGN §7: each bundle <= 250 KB minified; bundles that carry the razorpay SDK may reach 400 KB. */
export const BUNDLE_BUDGET_BYTES = 250 * 1024;
export const RAZORPAY_BUNDLE_BUDGET_BYTES = 400 * 1024;
/**
 * What the build may not exceed. The budget above assumes the SDK is not inside; we bundle our own
 * SDK v3 (AWS's advice, the version the tests ran, and a faster cold start than the runtime's copy:
 * README, Performance), whose floor is 334-551 KiB by clients, so the measured sizes are reported
 * beside that floor (`npm run bench`) and this ceiling only catches regressions such as a handler
 * pulling in every AWS client or classic zod. The largest, the opening's confirmation and the bid
 * submission (the DynamoDB, KMS, S3 and SES clients, and the stored items' entity schemas), are
 * 751 KiB, hence 780 KiB.
 */
export const BUNDLE_CEILING_BYTES = 780 * 1024;

/** The Node the bundles are built for: the Lambda runtime's (infra/lib/constructs/api-function.ts). */
export const BUNDLE_TARGET = 'node22';

/** The Lambda handler setting that matches the bundle layout. */
export const BUNDLE_HANDLER = 'index.handler';

/** ESM bundles still meet CommonJS dependencies that call require() for Node built-ins. */
export const REQUIRE_BANNER =
  "import { createRequire as __tenderCreateRequire } from 'node:module';" +
  'const require = __tenderCreateRequire(import.meta.url);';

/** Stands in for semver, which only jsonwebtoken imports, to ask about the running Node (runtime-semver.ts). */
const RUNTIME_SEMVER = fileURLToPath(new URL('./runtime-semver.ts', import.meta.url));

/** infra/lib/bundling -> the repository root. */
const DEFAULT_REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const HANDLER_NAME = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
const STALE_BUNDLE_MS = 60 * 60 * 1000;

export type HandlerBundle = {
  handler: string;
  /** Folder with index.mjs and index.mjs.map: the Lambda asset. */
  dir: string;
  /** Size of index.mjs in bytes. */
  bytes: number;
  /** The size this bundle may reach (DESIGN §7). */
  budgetBytes: number;
  /** Whether the razorpay SDK is inside (which raises the budget). */
  includesRazorpay: boolean;
  /** The largest contributors by package (or source folder), biggest first: for budget diagnostics. */
  contributors: readonly { name: string; bytes: number }[];
  /** Native packages (external to esbuild) copied with their target binary into `dir`/node_modules. */
  nativePackages: readonly string[];
};

export type BundleSet = {
  /** Content-addressed folder holding every handler's folder. */
  root: string;
  bundles: ReadonlyMap<string, HandlerBundle>;
};

export type BundleOptions = {
  /** Handler module names from the route table, e.g. 'tenders/get-tender-info'. */
  handlers: readonly string[];
  /** Folder holding `<handler>.ts`. */
  handlersDir: string;
  /** Folder the bundles are written under (one content-addressed subfolder per distinct build). */
  outDir: string;
  /** Modules the bundles hold as data computed now rather than code run at cold start (default: the project's). */
  buildTimeModules?: readonly BuildTimeModule[];
  /** The platform whose binaries native packages get (default: Lambda's, linux-arm64-gnu). */
  nativeTarget?: NativeTarget;
  /** The npm workspaces root whose node_modules and package-lock.json native packages come from. */
  repoRoot?: string;
  /**
   * Leave the AWS SDK (@aws-sdk/*, @smithy/*) out, for the runtime's own copy to be imported. Only
   * the bench uses it, to compare cold starts (README, Performance); the functions bundle ours.
   */
  externalSdk?: boolean;
};

/** The packages `externalSdk` leaves out. */
export const SDK_EXTERNALS: readonly string[] = ['@aws-sdk/*', '@smithy/*', '@aws/*'];

export class MissingHandlerModuleError extends Error {
  constructor(
    readonly missing: readonly string[],
    handlersDir: string,
  ) {
    const list = missing.map((handler) => `  - ${path.join(handlersDir, `${handler}.ts`)} (handler '${handler}')`);
    super(
      `Cannot bundle the Lambda handlers: ${missing.length} module(s) named in functions/routes.ts do not exist:\n` +
        `${list.join('\n')}\nCreate the module(s) or fix the route table's 'handler' field.`,
    );
    this.name = 'MissingHandlerModuleError';
  }
}

const cache = new Map<string, BundleSet>();

/**
 * Bundles every distinct handler once per process (a synth that builds several stacks, or a test
 * file that synthesises twice, reuses the first result). Throws MissingHandlerModuleError naming
 * every missing entry before esbuild runs.
 */
export function bundleHandlers(options: BundleOptions): BundleSet {
  const handlers = [...new Set(options.handlers)].sort();
  const buildTimeModules = options.buildTimeModules ?? PROJECT_BUILD_TIME_MODULES;
  const key = JSON.stringify([
    path.resolve(options.handlersDir),
    path.resolve(options.outDir),
    handlers,
    buildTimeModules.map((module) => module.specifier),
    options.nativeTarget ?? LAMBDA_TARGET,
    options.externalSdk ?? false,
  ]);
  const cached = cache.get(key);
  if (cached) return cached;

  const invalid = handlers.filter((handler) => !HANDLER_NAME.test(handler));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid handler name(s) in functions/routes.ts: ${invalid.join(', ')} (expected e.g. 'tenders/get-tender-info')`,
    );
  }
  const missing = handlers.filter((handler) => !fs.existsSync(path.join(options.handlersDir, `${handler}.ts`)));
  if (missing.length > 0) throw new MissingHandlerModuleError(missing, options.handlersDir);

  const result = build(handlers, options, writeBuildTimeModules(buildTimeModules, options.outDir));
  cache.set(key, result);
  return result;
}

function build(handlers: readonly string[], options: BundleOptions, alias: Record<string, string>): BundleSet {
  // esbuild computes source map paths relative to this folder; the final folder is its sibling
  // (same depth), so the maps stay valid and identical from run to run.
  const virtualRoot = path.join(options.outDir, 'current');
  let outputFiles: OutputFile[];
  let metafile: Metafile;
  try {
    const result = buildSync({
      entryPoints: Object.fromEntries(
        handlers.map((handler) => [`${handler}/index`, path.join(options.handlersDir, `${handler}.ts`)]),
      ),
      outdir: virtualRoot,
      outExtension: { '.js': '.mjs' },
      write: false,
      metafile: true,
      bundle: true,
      splitting: false,
      format: 'esm',
      platform: 'node',
      target: BUNDLE_TARGET,
      mainFields: ['module', 'main'],
      alias: { semver: RUNTIME_SEMVER, ...alias },
      external: [...NATIVE_EXTERNALS, ...(options.externalSdk ? SDK_EXTERNALS : [])],
      minify: true,
      sourcemap: 'linked',
      sourcesContent: false, // stack traces need only the mappings; keeps maps and zips small
      legalComments: 'none',
      banner: { js: REQUIRE_BANNER },
      logLevel: 'silent',
    });
    outputFiles = result.outputFiles;
    metafile = result.metafile;
  } catch (error) {
    const failure = error as Partial<BuildFailure>;
    const details = failure.errors?.map(
      (e) => `  ${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`,
    );
    throw new Error(`esbuild failed to bundle the Lambda handlers:\n${details?.join('\n') ?? String(error)}`, {
      cause: error,
    });
  }

  const outputOf = (handler: string) =>
    Object.entries(metafile.outputs).find(([file]) =>
      path.resolve(file).endsWith(path.join(virtualRoot, handler, 'index.mjs')),
    )?.[1];
  const natives = new Map<string, string[]>();
  const nativeFiles = handlers.flatMap((handler) => {
    const imports = (outputOf(handler)?.imports ?? []).filter((entry) => entry.external).map((entry) => entry.path);
    const files = nativeFilesFor(imports, {
      repoRoot: options.repoRoot ?? DEFAULT_REPO_ROOT,
      target: options.nativeTarget ?? LAMBDA_TARGET,
    });
    natives.set(
      handler,
      NATIVE_EXTERNALS.filter((name) => imports.includes(name)),
    );
    return files.map((file) => ({ relative: path.join(handler, file.relative), contents: file.contents }));
  });
  const files = [
    ...outputFiles.map((file) => ({ relative: path.relative(virtualRoot, file.path), contents: file.contents })),
    ...nativeFiles,
  ].sort((a, b) => a.relative.localeCompare(b.relative));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.relative).update('\0').update(file.contents).update('\0');
  const root = path.join(options.outDir, hash.digest('hex').slice(0, 16));

  publish(root, files);
  pruneStale(options.outDir, root);

  const bundles = new Map<string, HandlerBundle>();
  for (const handler of handlers) {
    const output = outputOf(handler);
    const bytes = output?.bytes ?? fs.statSync(path.join(root, handler, 'index.mjs')).size;
    const inputs = output?.inputs ?? {};
    const includesRazorpay = Object.keys(inputs).some((input) => /node_modules[\\/]razorpay[\\/]/.test(input));
    bundles.set(handler, {
      handler,
      dir: path.join(root, handler),
      bytes,
      budgetBytes: includesRazorpay ? RAZORPAY_BUNDLE_BUDGET_BYTES : BUNDLE_BUDGET_BYTES,
      includesRazorpay,
      contributors: contributorsOf(inputs),
      nativePackages: natives.get(handler) ?? [],
    });
  }
  return { root, bundles };
}

function contributorsOf(inputs: Metafile['outputs'][string]['inputs']): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
    const parts = input.split(/[\\/]/);
    const modules = parts.lastIndexOf('node_modules');
    const name =
      modules >= 0
        ? parts.slice(modules + 1, modules + (parts[modules + 1]?.startsWith('@') ? 3 : 2)).join('/')
        : parts.slice(0, 2).join('/');
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8);
}

/**
 * Writes the files into a private temporary folder, then renames it into place, so a concurrent
 * synth (another vitest worker, a cdk synth) never sees a half-written bundle folder.
 */
export function publish(root: string, files: readonly { relative: string; contents: Uint8Array }[]): void {
  if (fs.existsSync(root)) {
    const now = new Date();
    fs.utimesSync(root, now, now); // keeps it from being pruned as stale
    return;
  }
  const temporary = `${root}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  for (const file of files) {
    const target = path.join(temporary, file.relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.contents);
  }
  try {
    fs.renameSync(temporary, root);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    // Another process published the same content first: theirs is identical, use it.
    if (!fs.existsSync(root)) throw error;
  }
}

/** Removes bundle folders of earlier builds that nothing has used for an hour. */
function pruneStale(outDir: string, keep: string): void {
  const cutoff = Date.now() - STALE_BUNDLE_MS;
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true })) {
    const full = path.join(outDir, entry.name);
    if (!entry.isDirectory() || full === keep) continue;
    try {
      if (fs.statSync(full).mtimeMs < cutoff) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // Pruning is best effort: a folder removed by a concurrent synth is fine.
    }
  }
}
