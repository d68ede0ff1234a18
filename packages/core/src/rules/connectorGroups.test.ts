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
