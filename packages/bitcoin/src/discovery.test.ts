import './_test/fakeWindow.js'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { installProvider } from './_test/fakeProvider.js'
import {
  cleanUp,
  createAdapter,
  installWallet,
  nextEvent,
  registerWallet,
  uniqueName,
} from './_test/wallets.js'
import { bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './networks/networks.js'

afterEach(cleanUp)

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const

/** A wallet-standard wallet object with the given chains and features (connect only resolves). */
function fakeWallet(
  chains: readonly `${string}:${string}`[],
  features: readonly string[],
  name = uniqueName('Fake'),
): Wallet {
  const feature = { version: '1.0.0', connect: async () => ({ accounts: [] }) }
  return {
    version: '1.0.0',
    name,
    icon,
    chains,
    accounts: [],
    features: Object.fromEntries(features.map((f) => [f, feature])) as Wallet['features'],
  }
}

describe('wallet discovery', () => {
  it('lists a wallet-standard wallet with bitcoin:connect as an ANNOUNCED bip122 connector', () => {
    const wallet = installWallet()
    const { adapter } = createAdapter({ networks: [bitcoinRegtest, bitcoin] })
    expect(adapter.getConnectors().find((c) => c.id === wallet.wallet.name)).toEqual({
      id: wallet.wallet.name,
      type: 'ANNOUNCED',
      name: wallet.wallet.name,
      chain: 'bip122',
      imageUrl: wallet.wallet.icon,
      chains: [bitcoinRegtest.caipNetworkId],
    })
  })

  it('maps bitcoin:<chain> and CAIP-2 chains to the networks they stand for', () => {
    const wallet = fakeWallet(
      ['bitcoin:mainnet', 'bitcoin:testnet', bitcoinSignet.caipNetworkId],
      ['bitcoin:connect'],
    )
    registerWallet(wallet)
    const { adapter } = createAdapter({ networks: [bitcoinRegtest] })
    expect(adapter.getConnectors().find((c) => c.id === wallet.name)?.chains).toEqual([
      bitcoin.caipNetworkId,
      bitcoinTestnet.caipNetworkId,
      bitcoinSignet.caipNetworkId,
    ])
  })

  it('lists a WBIP004 provider of window.btc_providers as an INJECTED connector on the app’s networks', () => {
    const provider = installProvider()
    const { adapter } = createAdapter({ networks: [bitcoinRegtest, bitcoinTestnet] })
    expect(adapter.getConnectors().find((c) => c.id === provider.name)).toEqual({
      id: provider.name,
      type: 'INJECTED',
      name: provider.name,
      chain: 'bip122',
      imageUrl: icon,
      chains: [bitcoinRegtest.caipNetworkId, bitcoinTestnet.caipNetworkId],
    })
    // Discovery reads the window only: no request reaches the provider.
    expect(provider.requests).toEqual([])
  })

  it('keeps one connector per name: a wallet in both registries connects through the standard', () => {
    const name = uniqueName('Both')
    installProvider({ name })
    installWallet({ name })
    installWallet({ name })
    const { adapter } = createAdapter()
    expect(adapter.getConnectors().filter((c) => c.name === name)).toEqual([
      expect.objectContaining({ type: 'ANNOUNCED' }),
    ])
  })

  it('skips btc_providers entries whose object is missing or has no request', () => {
    const scope = window as unknown as { btc_providers?: unknown[] | undefined; Broken?: unknown }
    const before = scope.btc_providers
    scope.Broken = { notRequest: true }
    scope.btc_providers = [
      ...(before ?? []),
      { id: 'Missing.provider', name: 'Missing', icon },
      { id: 'Broken', name: 'Broken', icon },
      { name: 'No id' },
    ]
    try {
      const { adapter } = createAdapter()
      expect(adapter.getConnectors().map((c) => c.name)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(Missing|Broken|No id)$/)]),
      )
    } finally {
      scope.btc_providers = before
    }
  })

  it('reports a wallet registered later, and one that unregisters, through connectors events', async () => {
    const { adapter } = createAdapter()
    const added = nextEvent(adapter, 'connectors')
    const wallet = installWallet()
    expect((await added).connectors.map((c) => c.id)).toContain(wallet.wallet.name)
    const removed = nextEvent(adapter, 'connectors')
    wallet.unregister()
    expect((await removed).connectors.map((c) => c.id)).not.toContain(wallet.wallet.name)
  })

  it.each([
    ['without bitcoin:connect', ['bitcoin:regtest'], ['standard:connect', 'bitcoin:signMessage']],
    ['of another family', ['solana:mainnet'], ['standard:connect', 'solana:signMessage']],
  ] as const)('ignores a wallet %s', (_, chains, features) => {
    const wallet = fakeWallet(chains, features)
    registerWallet(wallet)
    const { adapter } = createAdapter()
    expect(adapter.getConnectors().map((c) => c.id)).not.toContain(wallet.name)
  })
})
