/**
 * Run on the journeys' fresh data folder before their server starts (playwright.config.ts): an
 * admin, registered through the app and granted with the admin command as an operator does
 * (`npm run admin -- grant`), and three established members, registered through the app and then
 * aged three days, since only reports from accounts over a day old count toward hiding.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openConfiguredDatabase } from '../server/src/db/open.ts';
import { users } from '../server/src/db/schema.ts';
import { runAdminCommand } from '../server/src/modules/admin/admin-command.service.ts';
import { ESTABLISHED_MEMBERS, SEEDED_ADMIN, SEEDED_PASSWORD } from './seeded.ts';

const config = loadConfig({ ...process.env, WEB_DIST: 'none', LOG_LEVEL: 'warn', REDIS_URL: '' });
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });
try {
  await app.ready();
  for (const [username, firstName] of [
    [SEEDED_ADMIN, 'Ada'],
    ...ESTABLISHED_MEMBERS.map((name, index) => [name, ['Rhys', 'Sian', 'Owen'][index] ?? 'Sam']),
  ]) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        Type: 1,
        FirstName: firstName,
        LastName: 'Jones',
        Username: username,
        Email: `${username}@example.co.uk`,
        Password: SEEDED_PASSWORD,
        ConfirmPassword: SEEDED_PASSWORD,
        Categories: ['10-1001-100101'],
        Country: 235,
        TermsAccepted: true,
        TermsAcceptedDate: new Date().toISOString(),
      },
    });
    if (response.statusCode !== 200) throw new Error(`Registering ${username}: ${response.body}`);
  }
  const granted = await runAdminCommand(database.db, ['grant', SEEDED_ADMIN], (userId) =>
    app.ctx.sessionCache.changed(userId),
  );
  if (!granted.ok) throw new Error(granted.output);
  await database.db
    .update(users)
    .set({ createdAt: sql`now() - interval '3 days'` })
    .where(sql`${users.username} in ${[...ESTABLISHED_MEMBERS]}`);
} finally {
  await app.close();
  await database.close();
}
