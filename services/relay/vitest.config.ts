import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions'

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: '@foyer/relay',
      environment: 'node',
      // PGlite and SDK tests boot real databases and clients; the machine is shared by several engineers.
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // @walletconnect/core's ES build default-imports the CommonJS jsonrpc-ws-connection, which only
      // works with bundler-style __esModule interop: let vite transform core (the SDK protocol tests).
      server: { deps: { inline: ['@walletconnect/sign-client', '@walletconnect/core'] } },
    },
  }),
)
