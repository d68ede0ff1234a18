/**
 * A UniversalAdapter's hold on one WalletConnect session (a fresh pairing or the stored one at start-up):
 * part of sessionAdapter.ts's chunk, so following the session's accounts, signing and requests stay off
 * page load.
 */
import type { AdapterConnection, WalletConnectSession } from '../adapter/types.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ChainNotSupportedError } from '../errors/connectionErrors.js'
import { InvalidOptionError } from '../errors/errors.js'
// Through the connection code, which a session needs anyway: the error table stays in its chunk instead
// of a chunk of its own that the first click would fetch beside it (instance/onDemand.ts).
import { toTypedError } from '../instance/actions.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { type SessionAccount, sessionAccounts } from './sessionAccounts.js'
import { signSessionMessage } from './signMessage.js'

/**
 * Whether `method` is one of the namespace's WalletConnect requests (eip155: `eth_*`, `personal_*`,
 * `wallet_*`; bip122's methods carry no prefix), so a request meant for another namespace fails here.
 */
const isNamespaceMethod = (namespace: ChainNamespace, method: string) =>
  namespace === 'eip155'
    ? /^(eth|personal|wallet)_/.test(method)
    : namespace === 'bip122' || method.startsWith(`${namespace}_`)

/** What the connection tells its adapter: the account changed, or the connection ended. */
export interface SessionConnectionEvents {
  accountChanged(connection: AdapterConnection): void
  ended(): void
}

export interface SessionConnection {
  readonly connection: AdapterConnection
  switchNetwork(network: CaipNetwork): void
  signMessage(message: string, address: string): Promise<string>
  request<T>(args: { method: string; params?: unknown }): Promise<T>
  /** Stops following the session and ends it on the relay (in the background: core bounds it). */
  disconnect(): void
  /** Stops following the session only. */
  stop(): void
}

/**
 * The connection over `session`'s account of `namespace`, on the app's network (`chainId`) when the wallet
 * approved it, else the first approved of `networks`; null when the session holds no usable account.
 */
export function connectSession(
  namespace: ChainNamespace,
  session: WalletConnectSession,
  networks: readonly CaipNetwork[],
  chainId: number | string | undefined,
  events: SessionConnectionEvents,
): SessionConnection | null {
  const accounts = sessionAccounts(namespace, session.accounts(namespace))
  const approved = new Set(accounts.map((a) => a.chainId))
  const id = chainId === undefined ? undefined : String(chainId)
  const wanted = networks.find((n) => n.caipNetworkId === id || String(n.id) === id)
  const network = [wanted, ...networks].find((n) => n !== undefined && approved.has(n.caipNetworkId))
  let account = network && accounts.find((a) => a.chainId === network.caipNetworkId)
  if (!account) return null

  const toConnection = (a: SessionAccount): AdapterConnection => ({
    address: a.address,
    chainId: a.chainId.slice(namespace.length + 1),
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
  })
  const end = () => {
    stop()
    events.ended()
  }
  /** The wallet's accounts changed: the same account if still there, else its first on the chain. */
  const follow = (next: readonly SessionAccount[]) => {
    const current = account as SessionAccount
    if (next.some((a) => a.chainId === current.chainId && a.address === current.address)) return
    const replacement = next.find((a) => a.chainId === current.chainId) ?? next[0]
    if (!replacement) return end()
    account = replacement
    events.accountChanged(toConnection(replacement))
  }
  /** Moves to the session's account on `caipChainId`; false when the wallet did not approve that chain. */
  const moveTo = (caipChainId: string) => {
    const next = sessionAccounts(namespace, session.accounts(namespace)).find(
      (a) => a.chainId === caipChainId,
    )
    if (!next) return false
    if (next.chainId !== account?.chainId || next.address !== account.address) {
      account = next
      events.accountChanged(toConnection(next))
    }
    return true
  }
  const unsubscribers = [
    // An EVM wallet may switch chain itself: the connection follows within the approved chains.
    session.on('chainChanged', ({ chainId: changed }) => {
      if (changed.startsWith(`${namespace}:`)) moveTo(changed)
    }),
    session.on('accountsChanged', ({ chainId: changed, accounts: list }) => {
      if (changed.startsWith(`${namespace}:`)) follow(sessionAccounts(namespace, list))
    }),
    session.on('sessionUpdate', () => follow(sessionAccounts(namespace, session.accounts(namespace)))),
    session.on('disconnect', end),
  ]
  const stop = () => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
  }

  return {
    connection: toConnection(account),
    switchNetwork(target) {
      // A session has no single chain: each request names its own, so switching is the page's alone.
      if (!moveTo(target.caipNetworkId))
        throw new ChainNotSupportedError({
          details: `the wallet did not approve ${target.caipNetworkId} in this session`,
        })
    },
    async signMessage(message, address) {
      const current = account as SessionAccount
      if (address !== current.address)
        throw new InvalidOptionError('address', `${address} is not the connected ${namespace} account`)
      try {
        return await signSessionMessage(session, current.chainId, current.address, message)
      } catch (error) {
        throw toTypedError(error)
      }
    },
    async request<T>(args: { method: string; params?: unknown }) {
      if (typeof args?.method !== 'string' || !isNamespaceMethod(namespace, args.method))
        throw new InvalidOptionError(
          'method',
          `expected a ${namespace} WalletConnect method, got ${String(args?.method)}`,
        )
      try {
        return await session.request<T>(args, (account as SessionAccount).chainId)
      } catch (error) {
        throw toTypedError(error)
      }
    },
    disconnect() {
      stop()
      void session.disconnect().catch(() => undefined)
    },
    stop,
  }
}
