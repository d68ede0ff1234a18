import { describe, expect, it } from 'vitest'
import { createFakeConnector } from '../testing/fakeAdapter.js'
import type { Connector } from '../types/connector.js'
import { type ConnectorGroupsInput, getConnectorGroups, getConnectorTypeOrder } from './connectorGroups.js'

const walletConnect = createFakeConnector({
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  info: {},
})
const metamask = createFakeConnector({ id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask' } })
const rabby = createFakeConnector({
  id: 'io.rabby',
  name: 'Rabby Wallet',
  info: { rdns: 'io.rabby' },
  explorerId: 'rabby-id',
})
const browserWallet = createFakeConnector({
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  info: {},
})
const coinbase = createFakeConnector({
  id: 'coinbaseWalletSDK',
  type: 'EXTERNAL',
  name: 'Coinbase Wallet',
  info: {},
})
const multi = createFakeConnector({ id: 'multi', type: 'MULTI_CHAIN', name: 'Multi', info: {} })
const auth = createFakeConnector({ id: 'auth', type: 'AUTH', name: 'Email', info: {} })

const base: ConnectorGroupsInput = {
  connectors: [walletConnect, metamask, rabby, browserWallet, coinbase, multi, auth],
  recentWalletIds: [],
  enableWalletConnect: true,
  connectedThroughWalletConnect: false,
  isMobile: false,
}
const summary = (input: Partial<ConnectorGroupsInput>) =>
  getConnectorGroups({ ...base, ...input }).map((g) => [g.type, g.connectors.map((c: Connector) => c.id)])

describe('getConnectorGroups', () => {
  it('lists groups in the default order, empty ones left out, AUTH never', () => {
    expect(summary({})).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask', 'io.rabby']],
      ['external', ['coinbaseWalletSDK', 'multi']],
    ])
  })

  it('offers as Recent only wallets of the namespace being connected', () => {
    const phantom = createFakeConnector({
      id: 'app.phantom',
      type: 'ANNOUNCED',
      name: 'Phantom',
      chain: 'solana',
    })
    const connectors = [...base.connectors, phantom]
    const recentWalletIds = ['rabby-id', 'app.phantom']
    expect(summary({ connectors, recentWalletIds, connectingNamespace: 'bip122' })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask', 'io.rabby', 'app.phantom']],
      ['external', ['coinbaseWalletSDK', 'multi']],
    ])
    expect(summary({ connectors, recentWalletIds, connectingNamespace: 'solana' })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['recent', ['app.phantom']],
      ['injected', ['io.metamask', 'io.rabby']],
      ['external', ['coinbaseWalletSDK', 'multi']],
    ])
    // A wallet used on Solana that has an EVM connector too stays Recent (one entry for both) while EVM is connected.
    const rabbySolana = createFakeConnector({
      id: 'Rabby Wallet',
      type: 'ANNOUNCED',
      name: 'Rabby Wallet',
      chain: 'solana',
    })
    const both = [...base.connectors, rabbySolana]
    expect(
      summary({ connectors: both, recentWalletIds: ['Rabby Wallet'], connectingNamespace: 'eip155' })[1],
    ).toEqual(['recent', ['Rabby Wallet']])
  })

  it('lists recent wallets once, in recent order, matched by rdns, id or explorerId', () => {
    expect(summary({ recentWalletIds: ['rabby-id', 'coinbaseWalletSDK'] })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['recent', ['io.rabby', 'coinbaseWalletSDK']],
      ['injected', ['io.metamask']],
      ['external', ['multi']],
    ])
  })

  it('puts the configured connector-type order first, then the rest', () => {
    expect(getConnectorTypeOrder(['external', 'recent'])).toEqual([
      'external',
      'recent',
      'walletConnect',
      'injected',
      'featured',
      'custom',
      'recommended',
    ])
    expect(summary({ connectorTypeOrder: ['external'] }).map(([type]) => type)).toEqual([
      'external',
      'walletConnect',
      'injected',
    ])
  })

  it('lists WalletConnect only when enabled and not already connected through it', () => {
    expect(summary({ enableWalletConnect: false }).map(([type]) => type)).not.toContain('walletConnect')
    expect(summary({ connectedThroughWalletConnect: true }).map(([type]) => type)).not.toContain(
      'walletConnect',
    )
  })

  it('hides excluded wallets by rdns, case-insensitive name or explorerId', () => {
    expect(summary({ excludeWalletIds: ['io.metamask', 'coinbase wallet', 'rabby-id'] })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['external', ['multi']],
    ])
  })

  it('hides the generic Browser Wallet on desktop', () => {
    expect(summary({}).flatMap(([, ids]) => ids)).not.toContain('injected')
  })

  it('shows Browser Wallet on mobile only with an rdns or an installed wallet', () => {
    const onlyBrowser = { connectors: [browserWallet], isMobile: true }
    expect(summary(onlyBrowser)).toEqual([])
    expect(summary({ ...onlyBrowser, connectors: [browserWallet, metamask] })).toEqual([
      ['injected', ['io.metamask', 'injected']],
    ])
    const withRdns = { ...browserWallet, info: { rdns: 'com.example' } }
    expect(summary({ ...onlyBrowser, connectors: [withRdns] })).toEqual([['injected', ['injected']]])
  })

  it('fills featured and recommended from the directory, skipping installed ones', () => {
    const featuredRabby = createFakeConnector({
      id: 'rabby-id',
      type: 'EXTERNAL',
      name: 'Rabby',
      explorerId: 'rabby-id',
      info: {},
    })
    const trust = createFakeConnector({
      id: 'trust',
      type: 'EXTERNAL',
      name: 'Trust',
      explorerId: 'trust',
      info: {},
    })
    expect(summary({ featured: [featuredRabby, trust], recommended: [trust] })).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask', 'io.rabby']],
      ['featured', ['trust']],
      ['external', ['coinbaseWalletSDK', 'multi']],
    ])
  })
})

describe('getConnectorGroups: one MULTI_CHAIN entry per wallet of several namespaces', () => {
  const phantomEvm = createFakeConnector({
    id: 'app.phantom',
    name: 'Phantom',
    info: { rdns: 'app.phantom' },
  })
  // Wallet-standard wallets: id and name the wallet's name, no rdns.
  const phantomSolana = createFakeConnector({ id: 'Phantom', name: 'Phantom', chain: 'solana', info: {} })
  const solflare = createFakeConnector({ id: 'Solflare', name: 'Solflare', chain: 'solana', info: {} })
  const input = (connectors: Connector[], more: Partial<ConnectorGroupsInput> = {}) =>
    getConnectorGroups({ ...base, connectors, enableWalletConnect: false, ...more })
  const members = (connector: Connector | undefined) => connector?.connectors?.map((c) => [c.chain, c.id])

  it('merges the same wallet across namespaces, in the place of its first connector', () => {
    const groups = input([metamask, phantomEvm, rabby, solflare, phantomSolana])
    expect(groups.map((g) => [g.type, g.connectors.map((c) => c.id)])).toEqual([
      ['injected', ['io.metamask', 'app.phantom', 'io.rabby', 'Solflare']],
    ])
    const phantom = groups[0]?.connectors[1]
    expect(phantom).toMatchObject({ type: 'MULTI_CHAIN', name: 'Phantom', chain: 'eip155' })
    expect(phantom?.info?.rdns).toBe('app.phantom')
    expect(members(phantom)).toEqual([
      ['eip155', 'app.phantom'],
      ['solana', 'Phantom'],
    ])
    // The reported connectors are untouched.
    expect(phantomEvm.type).toBe('ANNOUNCED')
    expect(phantomEvm.connectors).toBeUndefined()
  })

  it('matches names case-insensitively, and by rdns or directory id under another name', () => {
    const upper = { ...phantomSolana, name: 'PHANTOM' }
    expect(members(input([phantomEvm, upper])[0]?.connectors[0])).toEqual([
      ['eip155', 'app.phantom'],
      ['solana', 'Phantom'],
    ])
    const byRdns = { ...phantomSolana, name: 'Phantom Wallet', info: { rdns: 'app.phantom' } }
    expect(input([phantomEvm, byRdns])[0]?.connectors).toHaveLength(1)
    const evmListed = { ...phantomEvm, explorerId: 'phantom-id' }
    const byExplorer = { ...phantomSolana, name: 'Phantom (Solana)', explorerId: 'phantom-id' }
    expect(members(input([evmListed, byExplorer])[0]?.connectors[0])).toHaveLength(2)
  })

  it('keeps different wallets apart, and a wallet of one namespace as it was reported', () => {
    const groups = input([metamask, solflare])
    expect(groups[0]?.connectors).toEqual([metamask, solflare])
    expect(groups[0]?.connectors.map((c) => c.type)).toEqual(['ANNOUNCED', 'ANNOUNCED'])
    // Two connectors of the same wallet in one namespace stay two.
    const legacy = { ...phantomEvm, id: 'phantom-injected', type: 'INJECTED' as const }
    expect(input([phantomEvm, legacy])[0]?.connectors.map((c) => c.type)).toEqual(['ANNOUNCED', 'INJECTED'])
  })

  it('lists a wallet recent through any of its connectors, once', () => {
    const groups = input([metamask, phantomEvm, phantomSolana], { recentWalletIds: ['Phantom'] })
    expect(groups.map((g) => [g.type, g.connectors.map((c) => c.id)])).toEqual([
      ['recent', ['Phantom']],
      ['injected', ['io.metamask']],
    ])
    // The recent connector comes first in the entry, the others follow.
    expect(members(groups[0]?.connectors[0])).toEqual([
      ['solana', 'Phantom'],
      ['eip155', 'app.phantom'],
    ])
  })

  it('never merges WalletConnect entries, and hides an excluded wallet in every namespace', () => {
    const directoryPhantom = createFakeConnector({
      id: 'phantom-id',
      type: 'WALLET_CONNECT',
      name: 'Phantom',
      explorerId: 'phantom-id',
      info: {},
    })
    const groups = input([phantomSolana, walletConnect], {
      enableWalletConnect: true,
      featured: [directoryPhantom],
    })
    expect(groups.map((g) => [g.type, g.connectors.map((c) => `${c.type}:${c.id}`)])).toEqual([
      ['walletConnect', ['WALLET_CONNECT:walletConnect']],
      ['injected', ['ANNOUNCED:Phantom']],
      ['featured', ['WALLET_CONNECT:phantom-id']],
    ])
    expect(input([phantomEvm, phantomSolana, rabby], { excludeWalletIds: ['phantom'] })).toEqual([
      { type: 'injected', connectors: [rabby] },
    ])
  })
})
