import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions'

export default mergeConfig(
  sourceConditions,
  defineProject({
    // Each test file boots its own embedded Postgres (WebAssembly): allow for it on a busy machine.
    test: { name: '@foyer/secure-site', environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
  }),
)
