import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions'

export default mergeConfig(
  sourceConditions,
  defineProject({ test: { name: '@foyer/wire', testTimeout: 15_000, environment: 'node' } }),
)
