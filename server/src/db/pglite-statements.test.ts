import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drizzleWithNamedStatements, statementsOf } from './pglite-statements.ts';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});

let client: PGlite;

beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`create table notes (id integer primary key, body text not null, at timestamptz not null);
    insert into notes values (1, 'one', '2026-01-02T03:04:05Z'), (2, 'two', '2026-02-03T04:05:06Z');`);
});

afterEach(async () => {
  await client.close();
});

async function preparedNames(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.map((row) => row.name);
}

describe('named statements on PGlite', () => {
  it('answers as query() does, parsing the statement once for every call', async () => {
    const text = 'select id, body, at from notes where id = $1';
    const statements = statementsOf(client);
    const first = await statements.query('note_by_id', text, [1]);
    const again = await statements.query('note_by_id', text, [2]);
    expect(first.rows).toEqual((await client.query(text, [1])).rows);
    expect(again.rows).toEqual([{ id: 2, body: 'two', at: new Date('2026-02-03T04:05:06Z') }]);
    expect(await preparedNames()).toEqual(['note_by_id']);
  });

  it('reports a refused value with PostgreSQL’s code and answers the next call', async () => {
    const statements = statementsOf(client);
    const insert = 'insert into notes (id, body, at) values ($1, $2, $3) returning id';
    await expect(statements.query('add_note', insert, [1, 'again', new Date()])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    await expect(statements.query('add_note', insert, ['not a number', 'x', new Date()])).rejects.toMatchObject({
      code: '22P02',
    });
    const added = await statements.query('add_note', insert, [3, 'three', new Date()]);
    expect(added.rows).toEqual([{ id: 3 }]);
  });

  it('leaves no statement behind when the text does not parse, and refuses one name for two texts', async () => {
    const statements = statementsOf(client);
    await expect(statements.query('broken', 'selec 1', [])).rejects.toMatchObject({ code: '42601' });
    expect(await preparedNames()).toEqual([]);
    await statements.query('broken', 'select 1 as one', []);
    await expect(statements.query('broken', 'select 2 as two', [])).rejects.toThrow(/another text/);
  });

  it('waits for a running transaction and sees what it committed', async () => {
    const db = drizzleWithNamedStatements(client, { notes });
    const count = db.select({ n: sql<number>`count(*)::int` }).from(notes).prepare('count_notes');
    let counted: Promise<{ n: number }[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 3, body: 'three', at: new Date() });
      counted = count.execute();
      // Give the named statement every chance to run inside the transaction, were it not kept out.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.insert(notes).values({ id: 4, body: 'four', at: new Date() });
    });
    expect(await counted).toEqual([{ n: 4 }]);
  });

  it('runs a Drizzle statement prepared with a name as a named statement, with its placeholders', async () => {
    const db = drizzleWithNamedStatements(client, { notes });
    const byId = db
      .select()
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare('note_by_placeholder');
    expect(await byId.execute({ id: 1 })).toEqual([{ id: 1, body: 'one', at: new Date('2026-01-02T03:04:05Z') }]);
    expect(await byId.execute({ id: 2 })).toEqual([{ id: 2, body: 'two', at: new Date('2026-02-03T04:05:06Z') }]);
    expect(await db.select().from(notes).where(eq(notes.id, 2))).toEqual(await byId.execute({ id: 2 }));
    expect(await preparedNames()).toEqual(['note_by_placeholder']);
  });
});
