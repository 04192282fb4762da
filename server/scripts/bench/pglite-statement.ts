/**
 * The Friends feed's statement alone, without HTTP or Node's share of a request: timed on PostgreSQL
 * and on PGlite as the server runs it on both (a named statement: parsed and planned once per
 * connection; on PGlite through pglite-statements.ts), on PGlite also through PGlite's query()
 * (parsed and planned on every call, as the server ran it before), and explained on both for
 * planning against execution time. Part of `bench:feed -- --pglite` (pglite-feed.ts), with the
 * server stopped: PGlite's folder is the server's.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from '../../src/db/client.ts';
import { statementsOf } from '../../src/db/pglite-statements.ts';
import { benchToken } from './generate.ts';
import { appRecordingStatements, type RecordedStatement } from './plans.ts';

/** The statement the server runs for `member`'s Friends feed, as the app records it. */
export async function friendsFeedStatement(url: string, member: number): Promise<RecordedStatement> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const { app, recorded } = await appRecordingStatements(url, pool);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/explore-item?type=2',
        headers: { authorization: `Bearer ${benchToken(member)}` },
      });
      if (response.statusCode !== 200) throw new Error(`The Friends feed answered ${response.statusCode}`);
    } finally {
      await app.close();
    }
    const statement = recorded.at(-1);
    if (!statement) throw new Error('The Friends feed ran no statement');
    return statement;
  } finally {
    await pool.end();
  }
}

export interface StatementTimes {
  /** Milliseconds a call, the median of `runs`. */
  postgresMs: number;
  pgliteMs: number;
  /** Through PGlite's query(), which parses and plans the statement on every call. */
  pgliteUnnamedMs: number;
  postgresPlan: { planningMs: number; executionMs: number };
  pglitePlan: { planningMs: number; executionMs: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed(runs: number, call: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return median(times);
}

function planTimes(lines: string[]): { planningMs: number; executionMs: number } {
  const figure = (label: string) => Number(lines.find((line) => line.startsWith(label))?.match(/[\d.]+/)?.[0] ?? NaN);
  return { planningMs: figure('Planning Time'), executionMs: figure('Execution Time') };
}

/** Times the Friends feed statement of one member, `runs` times on each engine (after as many to warm up). */
export async function timeFriendsFeedStatement(
  postgresUrl: string,
  pgliteDataDir: string,
  member: number,
  runs = 200,
): Promise<StatementTimes> {
  const { sql, params } = await friendsFeedStatement(postgresUrl, member);
  const explain = `explain (analyze) ${sql}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  let postgresMs: number;
  let postgresPlan: StatementTimes['postgresPlan'];
  try {
    const call = () => client.query({ name: 'friends-feed', text: sql, values: params });
    await timed(runs, call);
    postgresMs = await timed(runs, call);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(explain, params);
    postgresPlan = planTimes(rows.map((row) => row['QUERY PLAN']));
  } finally {
    await client.end();
  }
  const database = await openPglite({ dataDir: pgliteDataDir });
  try {
    const pglite = database.db.$client as PGlite;
    const named = () => statementsOf(pglite).query('friends-feed', sql, params);
    await timed(runs, named);
    const pgliteMs = await timed(runs, named);
    const unnamed = () => pglite.query(sql, params);
    await timed(runs, unnamed);
    const pgliteUnnamedMs = await timed(runs, unnamed);
    const { rows } = await pglite.query<{ 'QUERY PLAN': string }>(explain, params);
    const pglitePlan = planTimes(rows.map((row) => row['QUERY PLAN']));
    return { postgresMs, pgliteMs, pgliteUnnamedMs, postgresPlan, pglitePlan };
  } finally {
    await database.close();
  }
}
