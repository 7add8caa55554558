import type {
  AbortableOperationOptions,
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  TransactionSettings,
} from "kysely";

/** The character PostgreSQL's text cannot hold (`invalid byte sequence for encoding "UTF8": 0x00`). */
const NUL = "\u0000";

const withoutNul = (value: unknown): unknown =>
  typeof value === "string" && value.includes(NUL) ? value.replaceAll(NUL, "") : value;

/** The query with NUL removed from its text parameters; the same object when it has none (nearly always). */
function cleaned(query: CompiledQuery): CompiledQuery {
  if (!query.parameters.some((value) => typeof value === "string" && value.includes(NUL))) return query;
  return { ...query, parameters: query.parameters.map(withoutNul) };
}

class NulFreeConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;

  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }

  executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    return this.inner.executeQuery(cleaned(query), options);
  }

  streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery(cleaned(query), chunkSize, options);
  }
}

const innerOf = (connection: DatabaseConnection): DatabaseConnection =>
  connection instanceof NulFreeConnection ? connection.inner : connection;

class NulFreeDriver implements Driver {
  private readonly inner: Driver;

  constructor(inner: Driver) {
    this.inner = inner;
  }

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    return new NulFreeConnection(await this.inner.acquireConnection(options));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(innerOf(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(innerOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(innerOf(connection));
  }

  releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection), options);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.destroy(options);
  }
}

/**
 * Every text a statement writes or looks up, without NUL: PostgreSQL refuses
 * it (a whole flush or a lead's insert failed on one `%00` in a link, issue 27)
 * and SQLite keeps it, to come out in a CSV. Removing it here, under every
 * store and raw statement alike, leaves no path for one to reach the database;
 * line breaks and tabs are kept.
 */
export function nulFree(dialect: Dialect): Dialect {
  return {
    createDriver: () => new NulFreeDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db: Kysely<never>) => dialect.createIntrospector(db),
  };
}
