import { defineConfig } from 'vitest/config';

// The infra project: CDK synth + assertions + cdk-nag. The root config may list this file as a
// project; `npx vitest run --root infra` uses it directly. A synth bundles every handler and
// validates the templates, so the timeouts are generous.
export default defineConfig({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
