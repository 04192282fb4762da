import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest keeps a core for itself, which leaves one worker on a 2-core machine; the main process
    // mostly waits, so a worker a core runs the suite about a fifth faster.
    maxWorkers: availableParallelism(),
  },
});
