// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cleanUp,
  createAdapter,
  installWallet,
  nextEvent,
  registerWallet,
  uniqueName,
} from './_test/wallets.js'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './networks/networks.js'

afterEach(cleanUp)

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const

/** A wallet-standard wallet object with the given chains and features (no behaviour). */
function fakeWallet(chains: readonly `${string}:${string}`[], features: readonly string[]): Wallet {
  const noop = { version: '1.0.0' }
  return {
    version: '1.0.0',
    name: uniqueName('Fake'),
    icon,
    chains,
    accounts: [],
    features: Object.fromEntries(features.map((feature) => [feature, noop])) as Wallet['features'],
  }
}

describe('wallet discovery', () => {
  it('lists a wallet registered before the adapter as an ANNOUNCED solana connector', async () => {
    const wallet = await installWallet({ chains: ['solana:mainnet', 'solana:devnet'] })
    const { adapter } = createAdapter()
    const connector = adapter.getConnectors().find((c) => c.name === wallet.wallet.name)
    expect(connector).toEqual({
      id: wallet.wallet.name,
      type: 'ANNOUNCED',
      name: wallet.wallet.name,
      chain: 'solana',
      imageUrl: wallet.wallet.icon,
      chains: [solanaMainnet.caipNetworkId, solanaDevnet.caipNetworkId],
    })
  })

  it('reports a wallet registered later through a connectors event', async () => {
    const { adapter } = createAdapter()
    const event = nextEvent(adapter, 'connectors')
    const wallet = await installWallet()
    const { connectors } = await event
    expect(connectors.map((c) => c.id)).toContain(wallet.wallet.name)
  })

  it('drops a wallet that unregisters', async () => {
    const wallet = await installWallet()
    const { adapter } = createAdapter()
    const event = nextEvent(adapter, 'connectors')
    wallet.unregister()
    const { connectors } = await event
    expect(connectors.map((c) => c.id)).not.toContain(wallet.wallet.name)
  })

  it('maps the chains it names to CAIP-2 ids, local ones to the app’s non-public networks', async () => {
    const local = {
      ...solanaDevnet,
      id: 'Foyer1oca1LedgerGenesisPrefix111',
      caipNetworkId: 'solana:Foyer1oca1LedgerGenesisPrefix111' as const,
      name: 'Local ledger',
    }
    const wallet = await installWallet({ chains: ['solana:testnet', 'solana:localnet'] })
    const { adapter } = createAdapter({ networks: [solanaMainnet, local] })
    const connector = adapter.getConnectors().find((c) => c.id === wallet.wallet.name)
    expect(connector?.chains).toEqual([local.caipNetworkId, solanaTestnet.caipNetworkId])
  })

  it.each([
    ['without standard:connect', ['solana:mainnet'], ['solana:signMessage', 'solana:signTransaction']],
    [
      'without a solana chain',
      ['bip122:000000000019d6689c085ae165831e93'],
      ['standard:connect', 'solana:signMessage'],
    ],
    ['without a solana signing feature', ['solana:mainnet'], ['standard:connect', 'standard:events']],
  ] as const)('ignores a wallet %s', (_, chains, features) => {
    const wallet = fakeWallet(chains, features)
    registerWallet(wallet)
    const { adapter } = createAdapter()
    expect(adapter.getConnectors().map((c) => c.id)).not.toContain(wallet.name)
  })

  it('lists a wallet that only signs messages, and a test wallet without signAndSend', async () => {
    const messagesOnly = fakeWallet(['solana:devnet'], ['standard:connect', 'solana:signMessage'])
    registerWallet(messagesOnly)
    const limited = await installWallet({
      features: ['standard:connect', 'standard:events', 'solana:signTransaction'],
    })
    const { adapter } = createAdapter()
    const ids = adapter.getConnectors().map((c) => c.id)
    expect(ids).toContain(messagesOnly.name)
    expect(ids).toContain(limited.wallet.name)
  })

  it('keeps one connector per wallet name', async () => {
    const name = uniqueName('Twin')
    await installWallet({ name })
    await installWallet({ name })
    const { adapter } = createAdapter()
    expect(adapter.getConnectors().filter((c) => c.id === name)).toHaveLength(1)
  })
})
