import { defineConfig } from 'vitest/config'

// One vitest project per workspace package; tests sit next to the code they cover. The packages' and
// scripts' projects allow 15 s a test (vitest's 5 s default cut passing tests short on 2 busy cores).
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'apps/wallet', 'e2e/test-wallet', 'scripts'],
  },
})
