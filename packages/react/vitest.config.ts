import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions'

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: '@foyer/react',
      testTimeout: 15_000,
      environment: 'happy-dom',
      setupFiles: ['./src/_test/setup.ts'],
    },
  }),
)
