import { onStandardWalletChange, type WalletAccount, type WalletChangeProperties } from '@foyer/core'
import type { WalletAccount as StandardAccount, Wallet } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { accountState, type Connection, type ConnectionListener } from '../internal/connection.js'
import { fromStandardAccounts, paymentAccount, requestedPurposes } from './accounts.js'
import { type BitcoinAddressPurpose, type BitcoinWallet, eventFeatures } from './bitcoinWallet.js'

/**
 * Subscribes to a wallet's change events (`standard:events`, else `bitcoin:events`); returns the
 * unsubscribe (core's, typed for the standard). Here, with connecting, not with the page's discovery.
 */
const onWalletChange = (
  wallet: Wallet,
  listener: (properties: StandardEventsChangeProperties) => void,
): (() => void) =>
  onStandardWalletChange(wallet, listener as (properties: WalletChangeProperties) => void, eventFeatures)

/** A connection to a wallet-standard wallet, with the standard's account objects its features take. */
export interface StandardConnection extends Connection {
  readonly kind: 'standard'
  readonly wallet: BitcoinWallet
  /** The wallet's account object for `address` (what `bitcoin:*` features take), if it is one of its. */
  standardAccount(address: string): StandardAccount | undefined
}

/**
 * Keeps the types Foyer already knows for addresses a wallet reports again (its change events list accounts
 * in no promised order, unlike `bitcoin:connect`'s answer).
 */
function withKnownTypes(next: WalletAccount[], known: readonly WalletAccount[]): WalletAccount[] {
  const typed = next.map((a) => ({ ...a, type: known.find((k) => k.address === a.address)?.type ?? a.type }))
  return [...typed.filter((a) => a.type === 'payment'), ...typed.filter((a) => a.type !== 'payment')]
}

/**
 * A connection to `wallet`'s `accounts` (what `bitcoin:connect` answered for `purposes`, in their order):
 * follows the wallet's change events (other accounts, or none: the wallet disconnected). The actions sign through its features.
 */
export function standardConnection(
  wallet: BitcoinWallet,
  accounts: readonly StandardAccount[],
  changed: ConnectionListener,
  purposes: readonly BitcoinAddressPurpose[] = requestedPurposes,
): StandardConnection {
  let standardAccounts = accounts
  const state = accountState(fromStandardAccounts(accounts, purposes))
  const connection: StandardConnection = {
    kind: 'standard',
    connectorId: wallet.name,
    wallet,
    get accounts() {
      return state.accounts
    },
    get address() {
      return state.address
    },
    learn(addresses) {
      if (paymentAccount(addresses) && state.update(withKnownTypes([...addresses], state.accounts)))
        changed(connection)
    },
    standardAccount: (address) =>
      [...standardAccounts, ...wallet.accounts].find((account) => account.address === address),
    async signer(network) {
      const { standardSigner } = await import('../signers/standard.js')
      return standardSigner(connection, network)
    },
    disconnect: async () => {
      await wallet.features['standard:disconnect']?.disconnect()
    },
    stop: onWalletChange(wallet, ({ accounts: next }) => {
      if (!next) return
      const mapped = withKnownTypes(fromStandardAccounts(next, []), state.accounts)
      if (!mapped.some((a) => a.type === 'payment')) return changed(connection, true)
      standardAccounts = next
      if (state.update(mapped)) changed(connection)
    }),
  }
  return connection
}
