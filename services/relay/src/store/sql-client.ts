/**
 * The least a SQL connection must offer: PGlite instances and node-postgres pools/clients both fit,
 * so the relay can share the cloud service's database.
 */
export interface SqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}
