import { describe, expect, it } from 'vitest'
import { addressFitsNetwork, addressKinds } from './networkFor.js'
import { networkKind } from './networkKind.js'
import { bitcoin, bitcoinNetworks, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './networks.js'
import { chainForWallet, satsConnectNetworkName } from './requestChain.js'
import { supportedNetworkIds, toWalletChain } from './walletChain.js'

describe('Bitcoin networks', () => {
  it('are CAIP-2 bip122 networks named by the genesis hash, with BTC in 8 decimals and an Esplora URL', () => {
    expect(bitcoinNetworks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0]])).toEqual([
      ['bip122:000000000019d6689c085ae165831e93', 'https://mempool.space/api'],
      ['bip122:000000000933ea01ad0ee984209779ba', 'https://mempool.space/testnet/api'],
      ['bip122:00000008819873e925422c1ff0f99f7c', 'https://mempool.space/signet/api'],
      ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'http://127.0.0.1:3002'],
    ])
    for (const network of bitcoinNetworks) {
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
      expect(network.chainNamespace).toBe('bip122')
      expect(network.caipNetworkId).toBe(`bip122:${network.id}`)
    }
  })

  it('knows each chain by its genesis id, and an unknown one by its testnet flag', () => {
    expect(bitcoinNetworks.map(networkKind)).toEqual(['mainnet', 'testnet', 'signet', 'regtest'])
    expect(networkKind({ id: 'ffffffffffffffffffffffffffffffff', testnet: true })).toBe('testnet')
    expect(networkKind({ id: 'ffffffffffffffffffffffffffffffff' })).toBe('mainnet')
  })

  it('tells the chains an address may belong to from its prefix', () => {
    expect(addressKinds('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw')).toEqual(['regtest'])
    expect(addressKinds('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual(['mainnet'])
    expect(addressKinds('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toEqual(['mainnet'])
    expect(addressKinds('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toEqual(['testnet', 'signet'])
    expect(addressKinds('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toEqual(['testnet', 'signet', 'regtest'])
    expect(addressKinds('xyz')).toEqual([])
    expect(addressFitsNetwork('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', bitcoinRegtest)).toBe(true)
    expect(addressFitsNetwork('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', bitcoinTestnet)).toBe(false)
  })

  it('names chains as wallets do: bitcoin:<chain>, a CAIP-2 id the wallet lists, sats-connect names', () => {
    expect(toWalletChain(bitcoin)).toBe('bitcoin:mainnet')
    expect(toWalletChain(bitcoinSignet)).toBe('bitcoin:signet')
    expect(chainForWallet(['bitcoin:regtest'], bitcoinRegtest)).toBe('bitcoin:regtest')
    expect(chainForWallet([bitcoinRegtest.caipNetworkId], bitcoinRegtest)).toBe(bitcoinRegtest.caipNetworkId)
    expect(bitcoinNetworks.map(satsConnectNetworkName)).toEqual(['Mainnet', 'Testnet', 'Signet', 'Regtest'])
    expect(supportedNetworkIds(['bitcoin:mainnet', bitcoinRegtest.caipNetworkId], [bitcoinRegtest])).toEqual([
      bitcoinRegtest.caipNetworkId,
      bitcoin.caipNetworkId,
    ])
  })
})
