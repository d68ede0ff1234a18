import { type CaipNetwork, ConnectError } from '@foyer/core'
import type { WalletAccount as StandardAccount } from '@wallet-standard/base'
import { mapWalletError } from '../errors/mapWalletError.js'
import type { Connection, ConnectionListener } from '../internal/connection.js'
import { paymentAccount, requestedPurposes } from './accounts.js'
import { standardConnection } from './connection.js'
import type { DiscoveredWallet } from './discovery.js'

// Part of the adapter's session chunk. A WBIP004 provider's JSON-RPC code loads with the first connect to
// one (BitcoinAdapter.preload() fetches it when a provider is on the page).
const loadWbip = () => import('../wbip/connect.js')

/**
 * Asks `found` for its payment and ordinals addresses and opens a connection to them: `bitcoin:connect`
 * (purposes payment and ordinals) for a wallet-standard wallet, sats-connect's `wallet_connect` (or its older
 * methods) for a WBIP004 provider, naming `network`.
 * @throws UserRejectedRequestError when the visitor declines; ConnectError when no payment address came back.
 */
export async function openConnection(
  found: DiscoveredWallet,
  network: CaipNetwork,
  changed: ConnectionListener,
): Promise<Connection> {
  if (found.kind === 'wbip') {
    const { requestAccounts, wbipConnection } = await loadWbip()
    return wbipConnection(found.wallet, found.id, await requestAccounts(found.wallet, network), changed)
  }
  let accounts: readonly StandardAccount[]
  try {
    ;({ accounts } = await found.wallet.features['bitcoin:connect'].connect({ purposes: requestedPurposes }))
  } catch (error) {
    throw mapWalletError(error, 'connectionDeclined')
  }
  const connection = standardConnection(found.wallet, accounts, changed)
  if (paymentAccount(connection.accounts)) return connection
  connection.stop()
  throw new ConnectError(found.id, 'The wallet shared no Bitcoin payment address', {
    messageId: 'errorWalletNoPaymentAddress',
  })
}

/**
 * The connection the wallet still grants after a reload, asking the visitor nothing: a wallet-standard
 * wallet's silent `standard:connect` when it has one, else the accounts it lists (the standard's authorized
 * accounts); a WBIP004 provider's `wallet_getAccount`. Null when it grants none.
 */
export async function resumeConnection(
  found: DiscoveredWallet,
  changed: ConnectionListener,
): Promise<Connection | null> {
  if (found.kind === 'wbip') {
    const { grantedAccounts, wbipConnection } = await loadWbip()
    const accounts = await grantedAccounts(found.wallet)
    return paymentAccount(accounts) ? wbipConnection(found.wallet, found.id, accounts, changed) : null
  }
  const { wallet } = found
  const silent = wallet.features['standard:connect']
  const accounts = silent ? (await silent.connect({ silent: true })).accounts : wallet.accounts
  if (accounts.length === 0) return null
  // No purposes were asked: the accounts' order promises nothing, their address types tell.
  const connection = standardConnection(wallet, accounts, changed, [])
  if (paymentAccount(connection.accounts)) return connection
  connection.stop()
  return null
}
