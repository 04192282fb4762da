/** `npm run admin -- grant <username>`: see src/modules/admin/admin-command.service.ts. */
import { ConfigError, loadConfig } from '../src/config.ts';
import { DataDirLockedError } from '../src/db/client.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { runAdminCommand } from '../src/modules/admin/admin-command.service.ts';

try {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const { ok, output } = await runAdminCommand(database.db, process.argv.slice(2));
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
