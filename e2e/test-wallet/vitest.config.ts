import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Run with: npx vitest run --config e2e/test-wallet/vitest.config.ts (from the repo root).
export default defineProject({
  root: dirname(fileURLToPath(import.meta.url)),
  test: { name: '@foyer/test-wallet', environment: 'happy-dom', include: ['*.test.ts'] },
})
