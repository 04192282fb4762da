/** Starts the API (and the built web app) on PORT: reads config, opens and migrates the database, listens, and shuts down gracefully. */
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-locked-error.ts';
import { pgliteWasmModule } from './db/pglite-wasm.ts';
import { offsetClock } from './lib/clock.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite's WebAssembly compiles off the main thread while the database's modules and the app's
  // load on it (in the bundle a module imported here runs when imported, not before main): the
  // start takes the longer of the two rather than both.
  if (!config.databaseUrl) void pgliteWasmModule();
  const { openConfiguredDatabase } = await import('./db/open.ts');
  const opening = openConfiguredDatabase(config);
  const loading = Promise.all([
    import('./app.ts'),
    import('./jobs/commitment-sweeper.ts'),
    import('./jobs/handover-reminders.ts'),
    import('./jobs/push-sender.ts'),
  ]);
  const [database, [{ buildApp }, { startCommitmentSweeper }, { startHandoverReminders }, { startPushSender }]] =
    await Promise.all([opening, loading]);
  const clock = config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : undefined;
  const app = await buildApp({ config, database, clock });
  // onClose hooks run last-added first: this one runs before the app's own, so it waits for the
  // work still running after answers (emails) before the database goes.
  const stopSweeper = startCommitmentSweeper(app.ctx);
  const stopHandoverReminders = startHandoverReminders(app.ctx);
  const stopPushSender = startPushSender(app.ctx);
  app.addHook('onClose', async () => {
    stopSweeper();
    stopHandoverReminders();
    stopPushSender();
    await app.ctx.background.idle();
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (app.metricsServer) await app.metricsServer.listen({ port: config.metricsPort ?? 0, host: config.host });
  app.log.info(
    {
      database: database.kind,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      web: config.webDist,
      metricsPort: config.metricsPort ?? undefined,
    },
    `Swapsies is running at ${config.publicUrl}`,
  );
}

/** Settles once the server listens: the production entry then writes its code cache (scripts/server-entry.mjs). */
export const listening = main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
