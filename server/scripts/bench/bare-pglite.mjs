/**
 * The floor of `npm run bench:start`: the least a process can do to serve on the embedded database.
 * Plain JavaScript under plain Node (no bundle, no loader): opens PGlite on the data folder the
 * server uses (DATA_DIR/pglite), asks it one statement so that it is really open, and answers
 * GET /healthz from node:http on PORT and HOST. Nothing else: no config, migrations, app or logging.
 */
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the data folder');
const database = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
await database.query('select 1');
const server = http.createServer((request, response) => {
  const healthz = request.url === '/healthz';
  response.writeHead(healthz ? 200 : 404, { 'content-type': 'application/json' });
  response.end(healthz ? '{"Status":"ok"}' : '{}');
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  database.close().then(() => process.exit(0));
});
