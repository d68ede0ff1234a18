/**
 * The least a SQL connection must offer: PGlite instances and node-postgres pools/clients both fit,
 * so the relay can share the cloud service's database.
 */
export interface SqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Several statements in one go (PGlite); without it, query() gets them (node-postgres). */
  exec?(sql: string): Promise<unknown>
}
