/**
 * Loaded with import() by the session chunk's connectWalletConnect only: WalletConnect stays off page load.
 * Turns core's session (its `bip122` namespace) into the adapter's connection.
 */
import {
  type CaipNetwork,
  followSessionAccounts,
  startSessionAccount,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletAccount,
  type WalletConnectSession,
} from '@foyer/core'
import { BitcoinRequestError } from '../errors/errors.js'
import { accountState, type Connection, type ConnectionListener } from '../internal/connection.js'
import { fromWalletConnectAddresses } from '../wallets/accounts.js'
import { onSessionEvent } from './sessionEvents.js'

const NAMESPACE = 'bip122'

const bitcoinAddress = /^[0-9a-zA-Z]{14,90}$/

/** A WalletConnect connection: the session it requests over, and what it learnt of the wallet's addresses. */
export interface SessionConnection extends Connection {
  readonly kind: 'walletConnect'
  readonly session: WalletConnectSession
  /** Throws unless the wallet approved `network`. */
  check(network: CaipNetwork): void
}

/** The wallet's addresses with the session's account (`address`) first, as a payment address. */
function sessionAccountFirst(address: string, addresses: readonly WalletAccount[]): WalletAccount[] {
  const own = addresses.find((a) => a.address === address)
  return [{ ...own, address, type: 'payment' }, ...addresses.filter((a) => a.address !== address)]
}

/**
 * The addresses the wallet shared with its approval (`sessionProperties.bip122_getAccountAddresses`, a JSON
 * text of getAccountAddresses' answer, as WalletConnect's Bitcoin reference recommends); none when it did not,
 * when the text is not that, or when they are not `account`'s (the wallet moved to another account since).
 */
function sharedAddresses(session: WalletConnectSession, account: string): WalletAccount[] {
  const text = session.properties.bip122_getAccountAddresses
  if (!text) return []
  try {
    const addresses = fromWalletConnectAddresses(JSON.parse(text))
    return addresses.some((a) => a.address === account) ? addresses : []
  } catch {
    return []
  }
}

/**
 * The connection over `session`'s Bitcoin account (the wallet's first external address, its payment
 * address), on the first of these networks the wallet approved: the app's network (`chainId`), the adapter's
 * active `network`, the adapter's other `networks`. Follows `bip122_addressesChanged`, the session's
 * account changes and its end. Null when the session has no Bitcoin account on the adapter's networks.
 * `shared`: whether the session already holds the wallet's other addresses (else they are to be asked for).
 */
export function connectSession(
  session: WalletConnectSession,
  networks: readonly CaipNetwork[],
  active: CaipNetwork,
  chainId: number | string | undefined,
  changed: ConnectionListener,
): { connection: SessionConnection; network: CaipNetwork; shared: boolean } | null {
  const start = startSessionAccount(session, NAMESPACE, bitcoinAddress, { networks, active, chainId })
  if (!start) return null
  const { network, approved } = start
  // The session account is the account's identifier, its first external (payment) address.
  const shared = sharedAddresses(session, start.account.address)
  const state = accountState(sessionAccountFirst(start.account.address, shared))

  const learn = (addresses: readonly WalletAccount[]) => {
    if (state.update(sessionAccountFirst(state.address, addresses))) changed(connection)
  }
  const unsubscribers = [
    onSessionEvent(session, ({ name, data, chainId: chain }) => {
      if (name === 'bip122_addressesChanged' && chain.startsWith(`${NAMESPACE}:`))
        learn(fromWalletConnectAddresses(data))
    }),
    followSessionAccounts(session, NAMESPACE, bitcoinAddress, {
      current: () => state.address,
      moved(next) {
        if (state.update([{ address: next, type: 'payment' }])) changed(connection)
      },
      ended: () => changed(connection, true),
    }),
  ]
  const stop = () => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
  }

  const connection: SessionConnection = {
    kind: 'walletConnect',
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    session,
    get accounts() {
      return state.accounts
    },
    get address() {
      return state.address
    },
    learn,
    check(target) {
      if (!approved(target))
        throw new BitcoinRequestError(`The wallet did not approve ${target.name}`, {
          messageId: 'errorWalletDidNotApprove',
          messageParams: { network: target.name },
          reason: 'network',
          details: `${target.caipNetworkId} is not among the session's chains ${session.chains(NAMESPACE).join(', ')}`,
        })
    },
    async signer(target) {
      connection.check(target)
      const { walletConnectSigner } = await import('./signer.js')
      return walletConnectSigner(connection, target)
    },
    async disconnect() {
      stop()
      // Local first, as the Solana adapter does: core ends the session on the relay in the background.
      void session.disconnect().catch(() => undefined)
    },
    stop,
  }
  return { connection, network, shared: shared.length > 0 }
}
