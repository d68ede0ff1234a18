import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { createHarness, type Harness } from './harness.js'

/**
 * Two secure-site instances on one PostgreSQL server (Debian's, started for the suite) with one KEK, as
 * behind a load balancer. Registers the suite's own start and stop; the instances are there from the
 * first test on.
 */
export function useTwoInstances(): { first: Harness; second: Harness } {
  const instances = {} as { first: Harness; second: Harness }
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
  beforeAll(async () => {
    postgres = await startPostgres()
    const kek = randomBytes(32)
    const url = postgres.url
    ;[instances.first, instances.second] = await Promise.all([
      createHarness({ databaseUrl: url, kek }),
      createHarness({ databaseUrl: url, kek }),
    ])
  }, 60_000)
  afterAll(async () => {
    await Promise.all([instances.first?.close(), instances.second?.close()])
    await postgres?.stop()
  })
  return instances
}
