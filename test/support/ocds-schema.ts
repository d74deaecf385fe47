import { createRequire } from 'node:module';
import type { FormatsPlugin } from 'ajv-formats';

// The OCDS 1.1 schemas kept in the repository (test/fixtures/ocds, README there), compiled once with
// ajv's draft-04 build (OCDS 1.1 is JSON Schema draft 4) and its formats (date-time, uri ...):
// what the open-data tests validate every release and package against.

type SchemaError = { instancePath: string; message?: string };
type Validator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
type Ajv = { addSchema(schema: object): Ajv; compile(schema: object): Validator };
type AjvClass = new (options: Record<string, unknown>) => Ajv;

const require = createRequire(import.meta.url);
const interop = <T>(module: T | { default: T }): T =>
  typeof module === 'object' && module !== null && 'default' in module ? module.default : (module as T);

const AjvDraft04 = interop(require('ajv-draft-04') as AjvClass | { default: AjvClass });
const addFormats = interop(require('ajv-formats') as FormatsPlugin | { default: FormatsPlugin });
const releaseSchema = require('../fixtures/ocds/release-schema.json') as object;
const packageSchema = require('../fixtures/ocds/release-package-schema.json') as object;

// OCDS's own keywords (codelist, mergeStrategy, deprecated ...) are annotations: not strict.
const ajv = new AjvDraft04({ allErrors: true, strict: false });
addFormats(ajv as unknown as Parameters<FormatsPlugin>[0]);
ajv.addSchema(releaseSchema);
const validateRelease = ajv.compile({
  $ref: 'https://standard.open-contracting.org/schema/1__1__5/release-schema.json',
});
const validatePackage = ajv.compile(packageSchema);

const problemsOf = (validator: Validator, value: unknown) =>
  validator(value)
    ? []
    : (validator.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);

/** What is wrong with this OCDS 1.1 release ([] when it validates). */
export const releaseProblems = (release: unknown) => problemsOf(validateRelease, release);

/** What is wrong with this OCDS 1.1 release package, its releases included ([] when it validates). */
export const packageProblems = (releasePackage: unknown) => problemsOf(validatePackage, releasePackage);
