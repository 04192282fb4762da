import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another on the modules it has loaded: loading the server's
    // modules and compiling PGlite's WebAssembly once a worker, not once a file, takes 40% off the
    // suite. A file that mocks a module loads what uses it afresh (lib/images.test.ts).
    isolate: false,
    // Vitest keeps a core for itself, which leaves one worker on a 2-core machine; the main process
    // mostly waits, so a worker a core runs the suite about a fifth faster.
    maxWorkers: availableParallelism(),
  },
});
