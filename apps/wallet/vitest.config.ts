import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions.ts'

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: '@foyer/wallet',
      environment: 'node',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      // The SDK tests pair real clients over a relay; the machine is shared by several engineers.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Node's ESM loader cannot load these (CommonJS default imports; @walletconnect/pay imports
      // 'brotli/decompress' without an extension): vite transforms them as the browser build does.
      server: {
        deps: {
          inline: [
            '@reown/walletkit',
            '@walletconnect/pay',
            '@walletconnect/sign-client',
            '@walletconnect/core',
          ],
        },
      },
    },
  }),
)
