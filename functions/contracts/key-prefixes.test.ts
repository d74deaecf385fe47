import { describe, expect, it } from 'vitest';
import { keys } from '../data/keys';
import { jobs } from '../jobs';
import { routes } from '../routes';
import { jobAccess } from './job-contract';
import { effectiveAccess, KEY_PREFIXES, WHOLE_KEY_PREFIXES } from './route-contract';

// The kinds a contract may name in `writes` are the table's own: every partition key keys.ts can make
// starts with one of them, and a whole-key kind (granted as its exact value) is a key with nothing after it.

/** The partition key of every key shape of keys.ts that names an item (not an index), made with sample values. */
function samplePartitionKeys(): string[] {
  return Object.values(keys).flatMap((make) => {
    const made: unknown = (make as (...args: string[]) => unknown)('1', '1', '1', '1');
    return typeof made === 'object' && made !== null && 'pk' in made ? [String(made.pk)] : [];
  });
}

describe('the item kinds a function may write (KEY_PREFIXES)', () => {
  it('name every partition key of the table, each by its first segment', () => {
    const kinds = new Set(samplePartitionKeys().map((pk) => pk.split('#')[0]));
    expect([...kinds].sort()).toEqual([...KEY_PREFIXES].sort());
  });

  it('grant a whole-key kind only where the key is the kind alone', () => {
    for (const pk of samplePartitionKeys()) {
      const kind = pk.split('#')[0] as (typeof KEY_PREFIXES)[number];
      expect(pk === kind, pk).toBe(WHOLE_KEY_PREFIXES.includes(kind));
    }
  });

  it('are declared by every route and job that writes, and by none that only reads', () => {
    const declared = [
      ...routes.map((route) => ({
        name: `${route.method} ${route.path}`,
        access: route.access,
        effective: effectiveAccess(route),
      })),
      ...jobs.map((job) => ({ name: `job ${job.name}`, access: job.access, effective: jobAccess(job) })),
    ];
    const undeclared = declared.filter(({ effective }) => effective.table === 'write' && effective.writes.length === 0);
    expect(
      undeclared.map(({ name }) => name),
      'write access without `writes`',
    ).toEqual([]);
    const stray = declared.filter(({ access }) => access?.writes?.length && access.table !== 'write');
    expect(
      stray.map(({ name }) => name),
      '`writes` without table write',
    ).toEqual([]);
  });

  it('add THROTTLE to a route with a per-address limit, which the pipeline counts', () => {
    for (const route of routes.filter((r) => r.addressLimit)) {
      expect(effectiveAccess(route).writes, `${route.method} ${route.path}`).toContain('THROTTLE');
    }
  });
});
