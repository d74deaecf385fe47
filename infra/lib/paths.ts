import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every folder the CDK app reads or writes, derived from this file's location so that the app
// behaves the same from the repository root (cdk.json), from infra/ and from vitest.

/** The repository root (the npm workspaces root). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Handler modules named by functions/routes.ts (`<handler>.ts` under this folder). */
export const handlersDir = path.join(repoRoot, 'functions', 'handlers');

/** The built SPA (`npm run build`); deployed only when it exists. */
export const webDistDir = path.join(repoRoot, 'web', 'dist');

/** The CDK output folder (git-ignored); cdk.json points `output` here. */
export const cdkOutDir = path.join(repoRoot, 'infra', 'cdk.out');

/** Lambda bundles written by the one esbuild pass, kept inside the ignored cdk.out folder. */
export const bundlesDir = path.join(cdkOutDir, 'bundles');

/** The Lambda handler that renders them (web/server/lambda.ts). */
export const dataPagesEntry = path.join(repoRoot, 'web', 'server', 'lambda.ts');

/** Its asset folders, beside (not inside) the route bundles' folder, whose stale entries are pruned. */
export const dataPagesBundlesDir = path.join(cdkOutDir, 'data-pages');
