/**
 * Named statements on PGlite: parsed and planned once, as node-postgres's `{ name }` does on
 * PostgreSQL. PGlite's own `query()` parses, describes and plans every statement on every call
 * (an unnamed statement), which was more than half of the Friends feed's cost on PGlite.
 *
 * Only the statements the server names (`preparedOnce`, `preparedQuery`) take this path, and only
 * outside transactions: like `query()`, each call waits for a running transaction to end, so PGlite's
 * single connection is never shared by a transaction and another statement.
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NoopLogger } from 'drizzle-orm/logger';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PglitePreparedQuery, PgliteSession } from 'drizzle-orm/pglite';
import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
  type TablesRelationalConfig,
} from 'drizzle-orm/relations';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement PGlite holds under its name: what it was parsed from, and what it takes and answers. */
interface NamedStatement {
  text: string;
  paramTypes: number[];
  /** Absent for a statement that answers no rows. */
  rowDescription?: BackendMessage;
}

const { serialize } = protocol;

/** The statements one PGlite instance holds by name. */
export class PgliteStatements {
  readonly #client: PGlite;
  readonly #statements = new Map<string, NamedStatement>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** Runs the statement `name`, parsing it from `text` on its first call. Answers as PGlite's `query()`. */
  query<T>(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const client = this.#client;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages = await this.#run(name, text, params, options);
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  async #run(name: string, text: string, params: unknown[], options?: QueryOptions): Promise<BackendMessage[]> {
    const messages: BackendMessage[] = [];
    try {
      const statement = await this.#prepared(name, text);
      messages.push(
        ...(await this.#send(serialize.bind({ statement: name, values: this.#serialize(statement, params, options) }))),
      );
      if (statement.rowDescription) messages.push(statement.rowDescription);
      messages.push(...(await this.#send(serialize.execute({}))));
    } catch (error) {
      // As PGlite's query() does: the error names its statement and values.
      if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    } finally {
      // Ends the extended query, and after an error brings the connection back to accept statements.
      messages.push(...(await this.#send(serialize.sync())));
    }
    return messages;
  }

  async #prepared(name: string, text: string): Promise<NamedStatement> {
    const known = this.#statements.get(name);
    if (known) {
      if (known.text !== text) throw new Error(`The statement ${name} was prepared from another text`);
      return known;
    }
    await this.#send(serialize.parse({ name, text }));
    let description: BackendMessage[];
    try {
      description = await this.#send(serialize.describe({ type: 'S', name }));
    } catch (error) {
      // PGlite holds the statement now: close it, so that the next call parses the name again.
      await this.#send(serialize.sync());
      await this.#send(serialize.close({ type: 'S', name }));
      throw error;
    }
    const statement: NamedStatement = {
      text,
      paramTypes: parse.parseDescribeStatementResults(description),
      rowDescription: description.find((message) => message.name === 'rowDescription'),
    };
    this.#statements.set(name, statement);
    return statement;
  }

  /** The values as text, by the types PostgreSQL inferred for the parameters (as PGlite's query() does). */
  #serialize(statement: NamedStatement, params: unknown[], options?: QueryOptions): (string | null)[] {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.#client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
  }

  #send(message: Uint8Array): Promise<BackendMessage[]> {
    return this.#client.execProtocolStream(message, { syncToFs: false });
  }
}

/**
 * Drizzle's PGlite session, but a statement prepared with a name (`.prepare(name)`) runs as a named
 * statement. Drizzle's own PGlite session drops the name. Transactions stay Drizzle's (PGlite's
 * `transaction()`), whose statements go through `query()` as before.
 */
class NamedStatementsSession<
  TFullSchema extends Record<string, unknown>,
  TSchema extends TablesRelationalConfig,
> extends PgliteSession<TFullSchema, TSchema> {
  readonly #statements: PgliteStatements;

  constructor(client: PGlite, dialect: PgDialect, schema: RelationalSchemaConfig<TSchema> | undefined) {
    super(client, dialect, schema);
    this.#statements = statementsOf(client);
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    ...args: Parameters<PgliteSession<TFullSchema, TSchema>['prepareQuery']>
  ): PgPreparedQuery<T> {
    const [query, fields, name, isResponseInArrayMode, customResultMapper, queryMetadata, cacheConfig] = args;
    if (name === undefined) return super.prepareQuery<T>(...args);
    const statements = this.#statements;
    // PglitePreparedQuery calls only its client's query().
    const namedClient = {
      query: <Row>(text: string, params: unknown[], options?: QueryOptions) =>
        statements.query<Row>(name, text, params, options),
    } as Transaction;
    return new PglitePreparedQuery<T>(
      namedClient,
      query.sql,
      query.params,
      new NoopLogger(),
      new NoopCache(),
      queryMetadata,
      cacheConfig,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper,
    );
  }
}

const statementsByClient = new WeakMap<PGlite, PgliteStatements>();

/** The named statements of this PGlite instance. */
export function statementsOf(client: PGlite): PgliteStatements {
  let statements = statementsByClient.get(client);
  if (!statements) {
    statements = new PgliteStatements(client);
    statementsByClient.set(client, statements);
  }
  return statements;
}

/** Drizzle on PGlite, as `drizzle({ client, schema })` of drizzle-orm/pglite builds it, with named statements. */
export function drizzleWithNamedStatements<TSchema extends Record<string, unknown>>(client: PGlite, schema: TSchema) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  // Typed by the schema, as drizzle() types it: extractTablesRelationalConfig answers the general type.
  const relations = {
    fullSchema: schema,
    schema: tables.tables,
    tableNamesMap: tables.tableNamesMap,
  } as RelationalSchemaConfig<ExtractTablesWithRelations<TSchema>>;
  const session = new NamedStatementsSession(client, dialect, relations);
  const db = new PgliteDatabase<TSchema>(dialect, session, relations);
  return Object.assign(db, { $client: client });
}
