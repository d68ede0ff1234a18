/**
 * Loaded with import() when a WBIP004 provider connects or reconnects (and by preload()): sats-connect 4's
 * JSON-RPC to the provider object, and its account events.
 */
import type { CaipNetwork, WalletAccount } from '@foyer/core'
import { ConnectError, isUnsupportedMethod } from '@foyer/core'
import { accountState, type Connection, type ConnectionListener } from '../internal/connection.js'
import { satsConnectNetworkName } from '../networks/requestChain.js'
import { fromSatsConnectAddresses, paymentAccount, requestedPurposes } from '../wallets/accounts.js'
import type { WbipListenerInfo, WbipWallet } from './providers.js'
import { mapProviderError, requestRaw } from './rpc.js'

/** The addresses of an answer: sats-connect's `{ addresses }`, or the array `getAccounts` answers. */
const addressesOf = (result: unknown) =>
  fromSatsConnectAddresses(
    Array.isArray(result) ? result : (result as { addresses?: unknown } | null)?.addresses,
  )

/**
 * Asks the provider for its payment and ordinals addresses: sats-connect 4's `wallet_connect` (naming the
 * network, so the wallet answers that network's addresses), else the older `getAccounts`, else WBIP005's
 * `getAddresses`, each tried when the one before is a method the provider lacks.
 */
export async function requestAccounts(wallet: WbipWallet, network: CaipNetwork): Promise<WalletAccount[]> {
  const attempts: [string, unknown][] = [
    ['wallet_connect', { addresses: requestedPurposes, network: satsConnectNetworkName(network) }],
    ['getAccounts', { purposes: requestedPurposes }],
    ['getAddresses', { purposes: requestedPurposes }],
  ]
  let last: unknown
  for (const [method, params] of attempts) {
    try {
      return addressesOf(await requestRaw(wallet.provider, method, params))
    } catch (error) {
      if (!isUnsupportedMethod(error)) throw mapProviderError(error, 'connectionDeclined')
      last = error
    }
  }
  throw mapProviderError(last, 'connectionDeclined')
}

/**
 * The accounts the provider already granted, without asking the visitor (`wallet_getAccount`); empty when it
 * granted none or cannot tell.
 */
export async function grantedAccounts(wallet: WbipWallet): Promise<WalletAccount[]> {
  try {
    return addressesOf(await requestRaw(wallet.provider, 'wallet_getAccount', null))
  } catch {
    return []
  }
}

/**
 * A connection to a WBIP004 provider's `accounts`: follows its `accountChange` (new addresses, or none:
 * asked again with `wallet_getAccount`), `networkChange` and `disconnect` events.
 * @throws ConnectError when the provider shared no payment address.
 */
export function wbipConnection(
  wallet: WbipWallet,
  connectorId: string,
  accounts: readonly WalletAccount[],
  changed: ConnectionListener,
): Connection {
  if (!paymentAccount(accounts))
    throw new ConnectError(connectorId, 'The wallet shared no Bitcoin payment address', {
      messageId: 'errorWalletNoPaymentAddress',
    })
  const state = accountState(accounts)
  const follow = (next: readonly WalletAccount[]) => {
    if (!paymentAccount(next)) changed(connection, true)
    else if (state.update(next)) changed(connection)
  }
  const onAccounts = (event: unknown) => {
    const addresses = (event as { addresses?: unknown } | null)?.addresses
    if (Array.isArray(addresses)) follow(fromSatsConnectAddresses(addresses))
    else void grantedAccounts(wallet).then(follow)
  }
  const listen = (eventName: WbipListenerInfo['eventName'], cb: (event: unknown) => void) => {
    try {
      const off = wallet.provider.addListener?.({ eventName, cb })
      return typeof off === 'function' ? off : () => {}
    } catch {
      return () => {}
    }
  }
  const offs = [
    listen('accountChange', onAccounts),
    listen('networkChange', onAccounts),
    listen('disconnect', () => changed(connection, true)),
  ]
  const stop = () => {
    for (const off of offs.splice(0)) off()
  }
  const connection: Connection = {
    kind: 'wbip',
    connectorId,
    get accounts() {
      return state.accounts
    },
    get address() {
      return state.address
    },
    learn(addresses) {
      if (paymentAccount(addresses)) follow(addresses)
    },
    async signer(network: CaipNetwork) {
      const { wbipSigner } = await import('./signer.js')
      return wbipSigner(wallet, connection, network)
    },
    async disconnect() {
      stop()
      // Older providers have no wallet_disconnect, and one that fails still leaves the page disconnected:
      // forgetting the connection locally is what the visitor asked for.
      await requestRaw(wallet.provider, 'wallet_disconnect', null).catch(() => undefined)
    },
    stop,
  }
  return connection
}
