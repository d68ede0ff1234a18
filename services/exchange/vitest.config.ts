import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions'

export default mergeConfig(
  sourceConditions,
  defineProject({
    // Each test file starts a devnet and an embedded Postgres: allow for it on a busy machine.
    test: { name: '@foyer/exchange', environment: 'node', testTimeout: 30_000, hookTimeout: 180_000 },
  }),
)
