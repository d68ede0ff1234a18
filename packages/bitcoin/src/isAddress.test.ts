import './_test/fakeWindow.js'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanUp, createAdapter } from './_test/wallets.js'
import { bitcoin, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './networks/networks.js'

afterEach(cleanUp)

// Real addresses of each kind (BIP-173/350 test vectors, and the regtest test accounts).
const mainnet = [
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // P2TR
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // P2PKH
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
]
const testnet = [
  'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
]
const regtest = [
  'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
]

/** One letter changed: the bech32 or base58 checksum no longer holds. */
const corrupt = (address: string) =>
  `${address.slice(0, -1)}${address.endsWith('q') || address.endsWith('2') ? 'p' : 'q'}`

describe('isAddress', () => {
  it.each([
    ['mainnet', bitcoin, mainnet, [...testnet, ...regtest]],
    ['testnet', bitcoinTestnet, testnet, [...mainnet, ...regtest]],
    ['signet', bitcoinSignet, testnet, [...mainnet, ...regtest]],
    [
      'regtest',
      bitcoinRegtest,
      [...regtest, 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
      [...mainnet, testnet[0] as string],
    ],
  ] as const)('accepts %s addresses on the active network only', async (_, network, valid, invalid) => {
    const { adapter } = createAdapter({ networks: [network] })
    for (const address of valid) expect(await adapter.isAddress(address), address).toBe(true)
    for (const address of invalid) expect(await adapter.isAddress(address), address).toBe(false)
  })

  it('decodes rather than matches a pattern: a broken checksum or garbage is no address', async () => {
    const { adapter } = createAdapter({ networks: [bitcoin] })
    for (const address of mainnet) expect(await adapter.isAddress(corrupt(address)), address).toBe(false)
    for (const text of [
      '',
      'bc1',
      'bc1qqqqqqqqqqqqqqqqqqqqq',
      'alice.btc',
      '0x1234567890abcdef1234567890abcdef12345678',
    ])
      expect(await adapter.isAddress(text)).toBe(false)
  })

  it('follows the active network', async () => {
    const { adapter } = createAdapter({ networks: [bitcoinRegtest, bitcoinTestnet] })
    expect(await adapter.isAddress(testnet[0] as string)).toBe(false)
    await adapter.switchNetwork(bitcoinTestnet)
    expect(await adapter.isAddress(testnet[0] as string)).toBe(true)
  })
})
