/**
 * Browser journeys in the system Chromium against the real server and the built web app, on a
 * fresh PGlite data folder per run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every new context would install the service worker and fill its precache (about 200 files):
    // an eighth of the journeys' time on a 2-core machine. The journeys of the worker itself
    // (pwa, offline) allow it.
    serviceWorkers: 'block',
    // Headless Chromium composites every frame of a running animation in software: the spinners and
    // shimmers of pages left open were a good part of its CPU. The app honours reduced motion; the
    // matches journey keeps full motion, so the animated swipe and match modal stay covered.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failure's trace keeps its DOM snapshots; a screencast of every journey cost about 8% of their time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command:
      'npm run build -w web && node scripts/build-server.mjs && npx tsx e2e/seed.ts && node server/dist/server.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Every journey registers from 127.0.0.1: the per-address default (10 an hour) would take the
      // whole run for one visitor. The limit itself is tested in the server suite.
      RATE_LIMIT_REGISTER: '1000/1h',
      // Tech-support requests are emailed here, so that a journey can find them in the outbox.
      SUPPORT_EMAIL: 'support@swapsies.test',
      // The handover journey moves the server's clock forward (CLOCK_OFFSET_FILE) and waits for
      // the sweeper's reminders and question: it sweeps every second here.
      CLOCK_OFFSET_FILE: path.join(DATA_DIR, 'clock-offset'),
      COMMITMENT_SWEEP_INTERVAL: '1s',
    },
    stdout: 'pipe',
  },
});
