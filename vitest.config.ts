import { defineConfig } from 'vitest/config'

// One vitest project per workspace package; tests sit next to the code they cover.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'apps/wallet', 'e2e/test-wallet', 'scripts'],
  },
})
