import { defineProject, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../vite.conditions'

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: '@foyer/evm',
      testTimeout: 15_000,
      environment: 'node',
      // The WalletConnect SDK's ES build default-imports CommonJS modules, which only works with
      // bundler-style interop: vite transforms it as the browser build does (WalletConnect tests).
      server: {
        deps: {
          inline: ['@walletconnect/universal-provider', '@walletconnect/sign-client', '@walletconnect/core'],
        },
      },
    },
  }),
)
