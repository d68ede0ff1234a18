/** Result of one statement: the rows it returned (possibly none) and how many rows it touched. */
export interface QueryResult<Row> {
  rows: Row[]
  rowCount: number
}

/** Something that runs SQL: the database itself, or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters. Pass bytea as Uint8Array and jsonb as a JSON string. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/**
 * The cloud service's database: embedded PGlite or a Postgres server, same SQL for both.
 * Other services (blockchain data, relay mailboxes) add their tables through migrations.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
