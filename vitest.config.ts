import { defineConfig } from 'vitest/config';

// One run, six kinds of test (DESIGN.md §6). The projects that need servers share one local
// stack started by test/setup/global-stack.ts on free ports.
const stackSetup = ['./test/setup/global-stack.ts'];

// Groups, one after the other. Vitest runs one file at a time on 2 cores by default; the first
// group runs two, because its files spend much of their time waiting (on the shared stack's
// processes, on a bid deadline a few seconds ahead), and two overlap those waits. Then the browser
// tests, one at a time; then the fuzzers, two at a time, each file with a private stack in its own
// process (the route fuzzer in two parts, the contract conformance test), alone on the machine.
// `npm test` runs the infra project in a vitest of its own beside all that, at the lowest priority
// (scripts/test.ts); run here with the rest, it comes last.
const twoAtOnce = { maxWorkers: 2, sequence: { groupOrder: 0 } };
const browsers = { maxWorkers: 1, sequence: { groupOrder: 1 } };
const fuzzers = { maxWorkers: 2, sequence: { groupOrder: 2 } };
// One worker: its files share one synthesis per stage and one esbuild pass of every handler (about
// a minute); a second worker made its own of both (alone: 140 s with one worker, 165 s with two).
const synthesis = { maxWorkers: 1, sequence: { groupOrder: 3 } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...twoAtOnce,
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/support/**/*.test.ts',
            'test/fuzz/**/*.test.ts',
            'web/server/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        root: './web',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The files of a worker share its modules and its document (isolate: false): a fresh module
          // graph and jsdom per file took 160 s for the 87 files alone, 224 s in a full run; shared,
          // 30-40 s. What one file leaves for the next is undone by src/testing/setup.tsx.
          pool: 'threads',
          isolate: false,
          setupFiles: ['./src/testing/setup.tsx'],
          ...twoAtOnce,
        },
      },
      {
        test: {
          name: 'int',
          ...twoAtOnce,
          include: ['functions/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: stackSetup,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          ...twoAtOnce,
          // Files share their worker's modules, as the browser files do: none mocks a module, sets the
          // environment or fakes timers, and the supports' module state is per-account caches. A fresh
          // module graph per file cost about a second each (75 files: 276 s alone, 199 s shared).
          isolate: false,
          include: ['test/api/**/*.test.ts'],
          globalSetup: stackSetup,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          ...browsers,
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: stackSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A file's concurrent tests (prerender's pages) three at a time, not vitest's five: five
          // pages loading at once have starved the machine into the SDK's 1.5 s timeout (a 503).
          maxConcurrency: 3,
          // One browser at a time keeps a 2-core machine steady (browsers: one worker). Files share
          // the worker's modules (no file mocks one or sets the environment): a fresh worker per file
          // cost 1-3 s each, a minute or two over the 46 files.
          isolate: false,
        },
      },
      {
        // Starts its own stack: the thousands of requests it makes must not touch other tests' data.
        test: {
          name: 'fuzz',
          ...fuzzers,
          include: ['test/fuzz/**/*.fuzz.ts'],
          // Two private stacks at once, nothing else running: each file's process (its handlers and
          // the SDK) keeps one core busy. Beside the other groups they starved the machine into 1.5 s
          // SDK timeouts (503s).
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'infra',
          ...synthesis,
          include: ['infra/test/**/*.test.ts'],
          globalSetup: ['./infra/test/setup/output-root.ts'],
          // Files share their worker's modules, so a stage's app is synthesized once for all the
          // files that read it (infra/test/helpers/synth.ts), not 20 s per file. No file mocks a module.
          isolate: false,
          // `npm test` runs these at the lowest priority beside the other tests: a synthesis (a minute of
          // CPU alone) gets only the cores they leave idle, and once took over 3 minutes so.
          testTimeout: 600_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
