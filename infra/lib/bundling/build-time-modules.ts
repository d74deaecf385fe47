import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '@tender/functions/contracts/openapi';
import { API_BASE_PATH, routes } from '@tender/functions/routes';

/**
 * A module whose exports are plain data the bundle can hold as JSON: the Lambda bundles import the
 * value computed here, at build time, instead of the code that computes it. Under tsx (the local
 * stack, the tests) the real module runs; both call the same function, and a test compares them.
 * A handler imports such a module by its package path, as esbuild's alias only rewrites those.
 */
export type BuildTimeModule = {
  /** The import path handlers use, e.g. '@tender/functions/openapi-document'. */
  specifier: string;
  /** The module's named exports; each must survive JSON.stringify unchanged. */
  exports: () => Record<string, unknown>;
};

/** The project's build-time modules: the OpenAPI document served by GET /api/v1/openapi.json. */
export const PROJECT_BUILD_TIME_MODULES: readonly BuildTimeModule[] = [
  {
    specifier: '@tender/functions/openapi-document',
    exports: () => ({ openApiDocument: buildOpenApiDocument({ routes, basePath: API_BASE_PATH }) }),
  },
];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The source of an ES module exporting these values as literals. */
export function moduleSource(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      if (!IDENTIFIER.test(name)) throw new Error(`Build-time export '${name}' is not a valid identifier`);
      const json = JSON.stringify(value);
      if (json === undefined) throw new Error(`Build-time export '${name}' has no JSON form`);
      return `export const ${name} = ${json};\n`;
    })
    .join('');
}

/**
 * Writes each module's source under outDir (content-addressed, so the bundle and its source map
 * are the same from run to run) and answers esbuild's alias map: specifier -> generated file.
 */
export function writeBuildTimeModules(modules: readonly BuildTimeModule[], outDir: string): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const module of modules) {
    const source = moduleSource(module.exports());
    const hash = createHash('sha256').update(module.specifier).update('\0').update(source).digest('hex').slice(0, 16);
    const dir = path.join(outDir, `build-time-${hash}`);
    const file = path.join(dir, `${path.posix.basename(module.specifier)}.mjs`);
    if (fs.existsSync(file)) {
      const now = new Date();
      fs.utimesSync(dir, now, now); // in use: not stale
    } else {
      // Written aside and renamed into place, so a concurrent synth never reads half a file.
      const temporary = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
      fs.mkdirSync(temporary, { recursive: true });
      fs.writeFileSync(path.join(temporary, path.basename(file)), source);
      try {
        fs.renameSync(temporary, dir);
      } catch (error) {
        fs.rmSync(temporary, { recursive: true, force: true });
        if (!fs.existsSync(file)) throw error;
      }
    }
    alias[module.specifier] = file;
  }
  return alias;
}
