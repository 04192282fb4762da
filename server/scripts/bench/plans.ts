/**
 * The query plans of the feed and of like/skip, as the server really runs them: the real app
 * (buildApp) answers real requests for a sample member through app.inject, on a Drizzle instance
 * whose logger records every statement with its parameters; each recorded statement is then run
 * again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters, inside a transaction that is
 * rolled back (statements that write are explained after the request itself, so their row counts
 * show the state it left; the plans are the same). Each is explained twice: with the custom plan
 * PostgreSQL makes for unnamed statements, and with the generic plan a prepared statement may
 * settle on; the generic one is printed when it differs, and both are checked.
 */
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { migratePostgres } from '../../src/db/postgres.ts';
import * as schema from '../../src/db/schema.ts';
import { benchToken } from './generate.ts';

/**
 * A sequential scan of items fails the bench, and so does one of any table that holds more than
 * this many rows: those grow with the data. Tables below it (the category tree, item_changes, the
 * few reactions of a short run) are scanned when that is cheaper, which is the planner's right.
 */
const SMALL_TABLE_ROWS = 10_000;

export interface ExplainedQuery {
  request: string;
  sql: string;
  plan: string;
  ms: number;
  seqScans: string[];
}

export interface PlansReport {
  member: number;
  queries: ExplainedQuery[];
  /** "request: table" for each sequential scan of items or of a large table. */
  failures: string[];
  /** Sequential scans of small tables, for information. */
  smallScans: string[];
}

/** The plan's nodes and indexes, without figures or values: enough to tell two plans apart. */
function shape(plan: string): string {
  return plan
    .split('\n')
    .filter((line) => /^\s*(->\s+)?[A-Z][A-Za-z ]+( on | using |\s*\()/.test(line))
    .map((line) =>
      line
        .replace(/\(actual.*$/, '')
        .replace(/\(never executed\)/, '')
        .trim(),
    )
    .join('\n');
}

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/**
 * The real app on the database of `pool`, whose Drizzle logs every statement it runs, with its
 * parameters, into `recorded` (the caller empties it between requests). Closing the app leaves the pool open.
 */
export async function appRecordingStatements(
  url: string,
  pool: pg.Pool,
): Promise<{ app: App; recorded: RecordedStatement[] }> {
  const recorded: RecordedStatement[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
  });
  const database: Database = {
    db,
    kind: 'postgres',
    url,
    migrate: () => migratePostgres(url),
    close: async () => {},
  };
  const config = loadConfig({
    DATABASE_URL: url,
    WEB_DIST: 'none',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'swapsies-bench-plans'),
  });
  return { app: await buildApp({ config, database }), recorded };
}

export async function explainRequests(url: string, member: number): Promise<PlansReport> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const { app, recorded: captured } = await appRecordingStatements(url, pool);
  const authorization = `Bearer ${benchToken(member)}`;
  const requests: { label: string; statements: RecordedStatement[] }[] = [];

  async function call(label: string, method: 'GET' | 'POST', url: string): Promise<unknown> {
    captured.length = 0;
    const response = await app.inject({ method, url, headers: { authorization } });
    if (response.statusCode !== 200) throw new Error(`${label}: HTTP ${response.statusCode} ${response.body}`);
    requests.push({
      label,
      statements: captured.filter((statement) => !/^\s*(begin|commit|rollback)/i.test(statement.sql)),
    });
    return response.json();
  }

  try {
    const friends = (await call('GET /explore-item?type=2 (Friends)', 'GET', '/api/v1/explore-item?type=2')) as {
      Item: { ID: number } | null;
    };
    await call('GET /explore-item?type=3 (Friends+)', 'GET', '/api/v1/explore-item?type=3');
    await call('GET /explore-item?type=1 (Everyone, 10 miles)', 'GET', '/api/v1/explore-item?type=1');
    if (!friends.Item) throw new Error(`Member ${member} has an empty Friends feed: pick another sample member`);
    await call(`POST /items/${friends.Item.ID}/skip`, 'POST', `/api/v1/items/${friends.Item.ID}/skip`);
    const next = (await call('GET /explore-item?type=2 (after the skip)', 'GET', '/api/v1/explore-item?type=2')) as {
      Item: { ID: number } | null;
    };
    if (next.Item) await call(`POST /items/${next.Item.ID}/like`, 'POST', `/api/v1/items/${next.Item.ID}/like`);
  } finally {
    await app.close();
  }

  const queries: ExplainedQuery[] = [];
  const failures: string[] = [];
  const smallScans = new Set<string>();
  const client = await pool.connect();
  try {
    await client.query('analyze item_reactions, item_offers, matches, match_items, notifications');
    const sizes = new Map(
      (
        await client.query<{ name: string; rows: number }>(
          `select relname as name, greatest(reltuples, 0)::float8 as rows from pg_class where relkind = 'r'`,
        )
      ).rows.map((row) => [row.name, row.rows]),
    );
    for (const request of requests) {
      for (const statement of request.statements) {
        const explain = async (generic: boolean) => {
          // Inside a transaction that is rolled back: writes are undone, the setting is local.
          await client.query('begin');
          try {
            if (generic) await client.query('set local plan_cache_mode = force_generic_plan');
            const started = performance.now();
            const result = await client.query<{ 'QUERY PLAN': string }>(
              `explain (analyze, buffers, costs off) ${statement.sql}`,
              statement.params,
            );
            return { plan: result.rows.map((row) => row['QUERY PLAN']).join('\n'), ms: performance.now() - started };
          } finally {
            await client.query('rollback');
          }
        };
        // An insert with its own key (a live event's number) conflicts with the row the request
        // wrote: it has no plan worth reading, so it is left out rather than failing the bench.
        if (/^\s*insert into "member_events"/i.test(statement.sql)) continue;
        // The custom plan (made for these parameter values, as for every unnamed statement) and the
        // generic one, which a prepared statement (the feed's) may switch to after five runs.
        const custom = await explain(false);
        const generic = await explain(true);
        const plan =
          shape(generic.plan) === shape(custom.plan)
            ? custom.plan
            : `${custom.plan}\n-- generic plan (a prepared statement may use it after five runs):\n${generic.plan}`;
        const seqScans = [...`${custom.plan}\n${generic.plan}`.matchAll(/Seq Scan on (\w+)/g)].map(
          (match) => match[1] as string,
        );
        for (const table of new Set(seqScans)) {
          const rows = sizes.get(table) ?? 0;
          if (table === 'items' || rows > SMALL_TABLE_ROWS) failures.push(`${request.label}: Seq Scan on ${table}`);
          else smallScans.add(`${table} (${Math.round(rows)} rows)`);
        }
        queries.push({ request: request.label, sql: statement.sql, plan, ms: custom.ms, seqScans });
      }
    }
  } finally {
    client.release();
    await pool.end();
  }
  return { member, queries, failures, smallScans: [...smallScans] };
}

/** The plans as text, one block per statement, grouped by request. */
export function formatPlans(report: PlansReport): string {
  const lines: string[] = [];
  let request = '';
  for (const query of report.queries) {
    if (query.request !== request) {
      request = query.request;
      lines.push('', `### ${request} (member ${report.member})`);
    }
    lines.push('', `-- ${query.sql.replace(/\s+/g, ' ').trim()}`, query.plan);
  }
  return lines.join('\n');
}
