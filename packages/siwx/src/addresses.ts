import { decodeSegwitAddress } from './bech32.js'
import { SIWXError } from './types.js'

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
const SOLANA_ADDRESS = new RegExp(`^${BASE58}{32,44}$`)
// P2PKH and P2SH: 1… and 3… on mainnet, m…/n… and 2… on the test chains; 26-35 characters.
const LEGACY_BITCOIN_ADDRESS = new RegExp(`^[13mn2]${BASE58}{25,34}$`)

type BitcoinChain = 'mainnet' | 'test' | 'regtest'

// BIP-122 references (the genesis block hash's first 32 hex digits) of the chains whose addresses differ.
const BITCOIN_CHAINS: Readonly<Record<string, { chain: BitcoinChain; name: string }>> = {
  '000000000019d6689c085ae165831e93': { chain: 'mainnet', name: 'Bitcoin mainnet' },
  '000000000933ea01ad0ee984209779ba': { chain: 'test', name: 'Bitcoin testnet' },
  '00000000da84f2bafbbc53dee25a72ae': { chain: 'test', name: 'Bitcoin testnet4' },
  '00000008819873e925422c1ff0f99f7c': { chain: 'test', name: 'Bitcoin signet' },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { chain: 'regtest', name: 'Bitcoin regtest' },
}

const SEGWIT_PREFIXES: Readonly<Record<string, BitcoinChain>> = { bc: 'mainnet', tb: 'test', bcrt: 'regtest' }

/** The chains a Bitcoin address can be on, from its form; undefined when it is not a Bitcoin address. */
function bitcoinAddressChains(address: string): readonly BitcoinChain[] | undefined {
  const segwit = decodeSegwitAddress(address)
  if (segwit) {
    const chain = SEGWIT_PREFIXES[segwit.prefix]
    return chain ? [chain] : undefined
  }
  if (!LEGACY_BITCOIN_ADDRESS.test(address)) return undefined
  // Test chains share base58 prefixes; regtest uses testnet's.
  return /^[13]/.test(address) ? ['mainnet'] : ['test', 'regtest']
}

/**
 * Checks a Solana account address: 32-44 base58 characters, an ed25519 public key.
 *
 * @example
 * checkSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96') // passes
 * @throws SIWXError saying what a Solana address looks like.
 */
export function checkSolanaAddress(address: string): void {
  if (!SOLANA_ADDRESS.test(address))
    throw new SIWXError(`Invalid Solana address ${address}: expected 32-44 base58 characters`)
}

/**
 * Checks a Bitcoin address for a `bip122:<reference>` chain: a segwit address (bech32 or bech32m with a valid
 * checksum) or a legacy base58 one (P2PKH, P2SH), and, on a chain Foyer knows, one of that chain's (a
 * `bcrt1…` address does not sign in on mainnet). The signature proves the rest.
 *
 * @example
 * checkBitcoinAddress('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', '0f9188f13cb7b2c71f2a335e3a4fc328') // passes
 * @throws SIWXError naming what is wrong.
 */
export function checkBitcoinAddress(address: string, reference: string): void {
  if (!/^[0-9a-f]{32}$/.test(reference))
    throw new SIWXError(
      `Invalid Bitcoin chain id bip122:${reference}: the reference is the genesis block hash's first 32 hex digits`,
    )
  const chains = bitcoinAddressChains(address)
  if (!chains)
    throw new SIWXError(
      `Invalid Bitcoin address ${address}: expected a bech32 (bc1…, tb1…, bcrt1…) or base58 (1…, 3…, m…, n…, 2…) address`,
    )
  const known = BITCOIN_CHAINS[reference]
  if (known && !chains.includes(known.chain))
    throw new SIWXError(`The address ${address} is not a ${known.name} address`)
}
