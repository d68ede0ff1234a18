import { type BitcoinTestAccount, bitcoinRegtestNetwork } from '@foyer/devnet'

/** The wallet's Bitcoin account: a payment (P2WPKH) and an ordinals (P2TR) key of one devnet test account. */
export type BitcoinAccount = BitcoinTestAccount

/** WalletConnect's Bitcoin methods (its bip122 RPC reference), in the order the wallet offers them. */
export const bip122Methods = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const

/** The bip122 namespace's event: the account's addresses, emitted after approval. */
export const bip122Events = ['bip122_addressesChanged'] as const

/** A Bitcoin network the wallet signs and sends on: the local regtest ledger behind Esplora's API. */
export interface BitcoinWalletNetwork {
  /** `bip122:<first 32 hex digits of the genesis hash>`. */
  caipNetworkId: `bip122:${string}`
  name: string
  /** The ledger's Esplora base URL, no trailing slash. */
  esploraUrl: string
}

/** The regtest ledger of the stack, its Esplora API at `esploraUrl` (FOYER_BITCOIN_ESPLORA_URL). */
export function bitcoinWalletNetwork(esploraUrl: string): BitcoinWalletNetwork {
  const { caipNetworkId, name } = bitcoinRegtestNetwork
  return { caipNetworkId, name: `${name} (local)`, esploraUrl: esploraUrl.replace(/\/+$/, '') }
}

/** One entry of getAccountAddresses' answer (and of bip122_addressesChanged's data). */
export interface BitcoinAddressEntry {
  address: string
  /** Hex, no 0x: compressed for the payment key, x-only for the taproot one. */
  publicKey: string
  path: string
  intention: 'payment' | 'ordinal'
}

/**
 * The account's addresses, its first external payment address first (a static wallet: it reuses its two
 * addresses). `intentions` keeps those of the named kinds only.
 */
export function bitcoinAddresses(
  account: BitcoinAccount,
  intentions?: readonly string[] | undefined,
): BitcoinAddressEntry[] {
  const all: BitcoinAddressEntry[] = [
    { ...keyEntry(account.payment), intention: 'payment' },
    { ...keyEntry(account.taproot), intention: 'ordinal' },
  ]
  return intentions?.length ? all.filter((entry) => intentions.includes(entry.intention)) : all
}

const keyEntry = (key: BitcoinAccount['payment']) => ({
  address: key.address,
  publicKey: key.publicKey,
  path: key.path,
})
