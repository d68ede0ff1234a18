import { bitcoinTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { checkBitcoinAddress } from './addresses.js'
import { decodeSegwitAddress } from './bech32.js'
import { sameAddress } from './namespaces.js'

const MAINNET = '000000000019d6689c085ae165831e93'
const TESTNET = '000000000933ea01ad0ee984209779ba'
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

describe('Bitcoin addresses', () => {
  it('reads segwit addresses by their BIP-173 / BIP-350 checksums (the BIPs’ own examples)', () => {
    expect(decodeSegwitAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toEqual({
      prefix: 'bc',
      version: 0,
    })
    expect(decodeSegwitAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')).toEqual({
      prefix: 'tb',
      version: 0,
    })
    expect(decodeSegwitAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toEqual({
      prefix: 'bc',
      version: 1,
    })
    // Version 1 with a bech32 (not bech32m) checksum, mixed case, a bad checksum, a short program.
    expect(
      decodeSegwitAddress('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx'),
    ).toBeUndefined()
    expect(decodeSegwitAddress('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeUndefined()
    expect(decodeSegwitAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBeUndefined()
    expect(decodeSegwitAddress('bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du')).toBeUndefined()
  })

  it('accepts the devnet’s payment and taproot addresses on regtest, legacy ones on their chains', () => {
    for (const account of bitcoinTestAccounts) {
      expect(() => checkBitcoinAddress(account.payment.address, REGTEST)).not.toThrow()
      expect(() => checkBitcoinAddress(account.taproot.address, REGTEST)).not.toThrow()
    }
    expect(() => checkBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', MAINNET)).not.toThrow()
    expect(() => checkBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', MAINNET)).not.toThrow()
    expect(() => checkBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', TESTNET)).not.toThrow()
    expect(() => checkBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', REGTEST)).not.toThrow()
    // A chain Foyer does not know: the form is checked, not the chain.
    expect(() =>
      checkBitcoinAddress('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', 'f'.repeat(32)),
    ).not.toThrow()
  })

  it('refuses an address of another chain', () => {
    expect(() => checkBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', TESTNET)).toThrow(
      'The address 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 is not a Bitcoin testnet address',
    )
    expect(() => checkBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', REGTEST)).toThrow(
      /is not a Bitcoin regtest address/,
    )
  })
})

describe('sameAddress', () => {
  it('compares EVM and bech32 addresses without case, base58 ones exactly', () => {
    expect(
      sameAddress(
        'eip155:1',
        '0xAbC0000000000000000000000000000000000001',
        '0xabc0000000000000000000000000000000000001',
      ),
    ).toBe(true)
    expect(
      sameAddress(
        `bip122:${MAINNET}`,
        'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
        'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      ),
    ).toBe(true)
    expect(
      sameAddress(
        `bip122:${MAINNET}`,
        '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        '1bvbmseystwetqtfn5au4m4gfg7xjanvn2',
      ),
    ).toBe(false)
    expect(
      sameAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        'oeyf6kajklyhbur8cigc6l4d4xtfepr85fudga9kq96',
      ),
    ).toBe(false)
  })
})
