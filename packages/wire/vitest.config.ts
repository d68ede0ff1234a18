import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions'

export default mergeConfig(
  sourceConditions,
  defineProject({ test: { name: '@foyer/wire', environment: 'node' } }),
)
