import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../vite.conditions.ts'

// Browser tests: one Chromium per file, files run one after another against one local stack.
export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      name: 'e2e',
      root: import.meta.dirname,
      include: ['**/*.e2e.ts'],
      globalSetup: ['./support/globalSetup.ts'],
      setupFiles: ['./support/localhostNames.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  }),
)
