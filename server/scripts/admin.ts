/** `npm run admin -- grant <username>`: see src/modules/admin/admin-command.service.ts. */
import { type Config, ConfigError, loadConfig } from '../src/config.ts';
import { DataDirLockedError } from '../src/db/client.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { runAdminCommand } from '../src/modules/admin/admin-command.service.ts';

/**
 * The running API processes keep sessions in their caches only when Redis tells them of changes
 * (or on PGlite, whose data folder this command could not open while a server runs).
 */
async function tellRunningProcesses(config: Config, userId: number): Promise<void> {
  if (!config.redisUrl) return;
  const { publishSessionChangeOnce } = await import('../src/lib/chat-bus.redis.ts');
  try {
    await publishSessionChangeOnce(config.redisUrl, config.redisPrefix, userId);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Redis could not be told (${reason}): the running servers see the change within a minute.`);
  }
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const { ok, output } = await runAdminCommand(database.db, process.argv.slice(2), (userId) =>
      tellRunningProcesses(config, userId),
    );
    console.log(output);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
