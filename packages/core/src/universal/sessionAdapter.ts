/**
 * What a UniversalAdapter does, loaded with import() on its first use (the modal opens, a session
 * connects, the app signs): it follows the namespace's account in the WalletConnect session, switches
 * between the chains the wallet approved, signs and sends requests. The page carries only the shell
 * (UniversalAdapter.ts), which holds the namespace, the networks and core's listeners.
 */

import type { AdapterConnection, WalletConnectSession } from '../adapter/types.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ChainNotSupportedError } from '../errors/connectionErrors.js'
import { ConnectError } from '../errors/errors.js'
import type { CaipNetwork } from '../types/network.js'
import type { UniversalHost } from './lazy.js'
import { connectSession, type SessionConnection } from './sessionConnection.js'

const notConnected = (namespace: string) =>
  new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'No wallet connected', {
    messageId: 'errorNoWalletConnected',
    details: `no ${namespace} account is connected`,
  })

export class SessionAdapter {
  readonly #host: UniversalHost
  #session: SessionConnection | undefined

  constructor(host: UniversalHost) {
    this.#host = host
  }

  async connect(): Promise<AdapterConnection> {
    throw new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'Connect with WalletConnect', {
      messageId: 'errorConnectWithWalletConnect',
      details: `${this.#host.namespace} wallets connect through a WalletConnect pairing only`,
    })
  }

  /**
   * Connects the session's account of this namespace, on the app's network when the wallet approved it,
   * else the first approved one of the app's networks. Null when the session holds no usable account.
   */
  connectWalletConnect(session: WalletConnectSession, chainId?: number | string): AdapterConnection | null {
    const { namespace, networks, events } = this.#host
    this.#session?.stop()
    this.#session =
      connectSession(namespace, session, networks, chainId, {
        accountChanged: (connection) => events.emit('accountChanged', connection),
        ended: () => {
          this.#session = undefined
          events.emit('disconnect', {})
        },
      }) ?? undefined
    return this.#session?.connection ?? null
  }

  disconnect(): void {
    // Local first: core ends the session on the relay in the background, bounded.
    this.#session?.disconnect()
    this.#session = undefined
  }

  /** Moves to another network the wallet approved in this namespace (a session has no single chain). */
  switchNetwork(network: CaipNetwork): void {
    if (!this.#session)
      throw new ChainNotSupportedError({ details: `no ${this.#host.namespace} session to switch in` })
    this.#session.switchNetwork(network)
  }

  signMessage(parameters: { message: string; address: string }): Promise<string> {
    if (!this.#session) throw notConnected(this.#host.namespace)
    return this.#session.signMessage(parameters?.message, parameters?.address)
  }

  request<T>(args: { method: string; params?: unknown }): Promise<T> {
    if (!this.#session) throw notConnected(this.#host.namespace)
    return this.#session.request<T>(args)
  }
}
