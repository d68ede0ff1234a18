/** A throw-away PostgreSQL server (see postgres.mjs). */
export interface RunningPostgres {
  /** postgres://foyer@127.0.0.1:<port>/foyer */
  url: string
  port: number
  stop(): Promise<void>
}
export function hasPostgres(): boolean
export function ensurePostgres(): void
export function startPostgres(options?: { port?: number }): Promise<RunningPostgres>
