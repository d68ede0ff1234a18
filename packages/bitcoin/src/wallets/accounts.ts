import type { WalletAccount } from '@foyer/core'
import type { WalletAccount as StandardAccount } from '@wallet-standard/base'
import type { BitcoinAddressPurpose } from './bitcoinWallet.js'

/** The purposes the adapter asks every wallet for, payment first: it pays from the payment address. */
export const requestedPurposes: BitcoinAddressPurpose[] = ['payment', 'ordinals']

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** A taproot address (bc1p, tb1p, bcrt1p): where wallets keep ordinals when they name no purpose. */
const isTaproot = (address: string) => /^(bc|tb|bcrt)1p/i.test(address)

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** Reads a purpose a wallet names in any of its spellings ('payment', 'ordinals', 'ordinal'). */
function typeOf(purpose: unknown): WalletAccount['type'] | undefined {
  if (purpose === 'payment') return 'payment'
  if (purpose === 'ordinals' || purpose === 'ordinal') return 'ordinal'
  return undefined
}

function account(
  address: string,
  type: WalletAccount['type'],
  publicKey: string | undefined,
  path: string | undefined,
): WalletAccount {
  return { address, type, ...(publicKey ? { publicKey } : {}), ...(path ? { path } : {}) }
}

/** The accounts once each, payment addresses first (the wallet's order otherwise). */
function ordered(accounts: WalletAccount[]): WalletAccount[] {
  const unique = accounts.filter((a, i) => accounts.findIndex((b) => b.address === a.address) === i)
  return [...unique.filter((a) => a.type === 'payment'), ...unique.filter((a) => a.type !== 'payment')]
}

/**
 * A wallet-standard wallet's accounts as Foyer's: the standard returns them in the order of the purposes
 * asked for, so with one per purpose the position names it; a `purpose` a wallet adds wins, and otherwise a
 * taproot address is the ordinals one.
 */
export function fromStandardAccounts(
  accounts: readonly StandardAccount[],
  purposes: readonly BitcoinAddressPurpose[] = requestedPurposes,
): WalletAccount[] {
  const byPosition = accounts.length === purposes.length
  return ordered(
    accounts.map((a, index) => {
      const extra = a as StandardAccount & { purpose?: unknown; path?: unknown; derivationPath?: unknown }
      const type =
        typeOf(extra.purpose) ??
        (byPosition ? typeOf(purposes[index]) : undefined) ??
        (isTaproot(a.address) && accounts.length > 1 ? 'ordinal' : 'payment')
      const publicKey = a.publicKey?.length ? toHex(Uint8Array.from(a.publicKey)) : undefined
      return account(a.address, type, publicKey, text(extra.path) ?? text(extra.derivationPath))
    }),
  )
}

/**
 * The Bitcoin addresses of a sats-connect answer (`wallet_connect`, `getAccounts`, `getAddresses`, an
 * `accountChange` event): `purpose` payment or ordinals; Stacks, Starknet and Spark entries are left out.
 * Providers that answer WBIP005's shape (`type` and `symbol`, no purpose) are read too.
 */
export function fromSatsConnectAddresses(addresses: unknown): WalletAccount[] {
  if (!Array.isArray(addresses)) return []
  return ordered(
    (addresses as unknown[]).flatMap((entry) => {
      const a = (entry ?? {}) as Record<string, unknown>
      const address = text(a.address)
      if (!address || (a.symbol !== undefined && a.symbol !== 'BTC')) return []
      const type =
        typeOf(a.purpose) ??
        (a.purpose === undefined
          ? a.type === 'p2tr' || isTaproot(address)
            ? 'ordinal'
            : 'payment'
          : undefined)
      if (!type) return []
      return [account(address, type, text(a.publicKey), text(a.derivationPath) ?? text(a.path))]
    }),
  )
}

/**
 * WalletConnect's `getAccountAddresses` result (and `bip122_addressesChanged` data): `intention` payment or
 * ordinal (none: payment), `publicKey` and `path` when the wallet shares them.
 */
export function fromWalletConnectAddresses(addresses: unknown): WalletAccount[] {
  if (!Array.isArray(addresses)) return []
  return ordered(
    (addresses as unknown[]).flatMap((entry) => {
      const a = (typeof entry === 'string' ? { address: entry } : (entry ?? {})) as Record<string, unknown>
      const address = text(a.address)
      if (!address) return []
      const type = a.intention === undefined ? 'payment' : typeOf(a.intention)
      return type ? [account(address, type, text(a.publicKey), text(a.path))] : []
    }),
  )
}

/** The address the adapter pays from and shows: the first payment address. */
export const paymentAccount = (accounts: readonly WalletAccount[]) =>
  accounts.find((a) => a.type === 'payment')
