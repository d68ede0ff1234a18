import { expect, it } from 'vitest'

// The package's runtime exports: adding one is a decision to publish it, removing or renaming one
// breaks apps. Update the snapshot (vitest -u) only for a change that is meant.
it('exports', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "Avatar",
      "ConnectButton",
      "FoyerProvider",
      "FoyerProviderNotFoundError",
      "InvalidParameterError",
      "LOCALES",
      "NetworkButton",
      "en",
      "formatMessage",
      "matchLocale",
      "shallowEqual",
      "useDisconnect",
      "useFoyer",
      "useFoyerAccount",
      "useFoyerLocale",
      "useFoyerNetwork",
      "useFoyerSelector",
      "useFoyerSession",
      "useFoyerState",
      "usePay",
      "useWalletInfo",
    ]
  `)
})
