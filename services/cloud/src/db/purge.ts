import { randomInt } from 'node:crypto'
import type { Queryable } from './types.js'

/** A table whose rows die at a time held in one of its columns. */
export interface ExpiringTable {
  table: string
  /** The column holding the row's end. */
  column: string
  /** `timestamptz` (default) or `epochMs`, a bigint of milliseconds (rate-limiter-flexible's `expire`). */
  unit?: 'timestamptz' | 'epochMs'
}

export interface PurgeOptions {
  /** Rows are deleted this long after they expired (default 0), so "expired" answers stay possible for a while. */
  graceMs?: number
  now?: () => number
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

function statementOf(target: ExpiringTable): string {
  if (!IDENTIFIER.test(target.table) || !IDENTIFIER.test(target.column))
    throw new Error(`Not a table or column name: ${target.table}.${target.column}`)
  return `DELETE FROM ${target.table} WHERE ${target.column} < $1`
}

/**
 * Deletes the rows of `tables` that expired (more than `graceMs` ago). One `DELETE … WHERE column < cutoff`
 * a table: idempotent, so several instances running it at once only share the work. Resolves the rows
 * deleted per table.
 */
export async function purgeExpired(
  db: Queryable,
  tables: readonly ExpiringTable[],
  options: PurgeOptions = {},
): Promise<Record<string, number>> {
  const cutoff = (options.now ?? Date.now)() - (options.graceMs ?? 0)
  const deleted: Record<string, number> = {}
  for (const target of tables) {
    const bound = target.unit === 'epochMs' ? cutoff : new Date(cutoff)
    const { rowCount } = await db.query(statementOf(target), [bound])
    deleted[target.table] = (deleted[target.table] ?? 0) + rowCount
  }
  return deleted
}

export interface SchedulePurgeOptions extends PurgeOptions {
  // graceMs defaults to DEFAULT_PURGE_GRACE_MS here.
  /** Average time between runs (default 5 minutes); each wait is drawn from ±50 % of it. */
  everyMs?: number
  /** Where a failed run is reported (default console.error); the next run tries again. */
  onError?: (error: unknown) => void
}

/** Five minutes: expired rows are useless but harmless, so a purge need not run often. */
export const DEFAULT_PURGE_INTERVAL_MS = 5 * 60_000
/** A scheduled purge leaves rows for an hour after they expired, so a late visitor still hears "expired". */
export const DEFAULT_PURGE_GRACE_MS = 60 * 60_000

/**
 * Runs `purgeExpired` every few minutes with jitter (instances started together do not purge in step),
 * without keeping the process alive. `stop()` ends it and waits for a run in progress.
 *
 * @example
 * const purge = schedulePurge(db, [{ table: 'siwx_nonces', column: 'expires_at' }])
 * await purge.stop()
 */
export function schedulePurge(
  db: Queryable,
  tables: readonly ExpiringTable[],
  options: SchedulePurgeOptions = {},
) {
  for (const target of tables) statementOf(target)
  const purgeOptions = { ...options, graceMs: options.graceMs ?? DEFAULT_PURGE_GRACE_MS }
  const everyMs = options.everyMs ?? DEFAULT_PURGE_INTERVAL_MS
  const onError =
    options.onError ?? ((error: unknown) => console.error('purge failed:', (error as Error).message))
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const next = () => {
    if (stopped) return
    // Jitter of 0.5x to 1.5x, so instances started together do not purge together.
    timer = setTimeout(run, (everyMs * (500 + randomInt(1001))) / 1000)
    timer.unref?.()
  }
  function run() {
    running = purgeExpired(db, tables, purgeOptions).catch(onError).finally(next)
  }
  next()
  return {
    /** Purges now (tests, or an operator's command), outside the schedule. */
    runNow: () => purgeExpired(db, tables, purgeOptions),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
