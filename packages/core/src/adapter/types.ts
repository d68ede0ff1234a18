import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/** A live connection as an adapter reports it. */
export interface AdapterConnection {
  address: string
  chainId: number | string
  connectorId: string
}

/**
 * Events every adapter emits, one payload type per event. Core subscribes to all of them;
 * the union keeps listeners typed without event names built from strings.
 */
export interface AdapterEventMap {
  /** The connector list changed (a wallet announced itself through EIP-6963, ...). */
  connectors: { connectors: readonly Connector[] }
  /** The wallet switched account, or connected from outside the modal. */
  accountChanged: AdapterConnection
  /** The wallet's chain changed; the id may be one the app did not request (§3 placeholder). */
  chainChanged: { chainId: number | string }
  /** The wallet ended the connection. */
  disconnect: Record<string, never>
}

export type AdapterEvent = keyof AdapterEventMap
export type AdapterListener<E extends AdapterEvent> = (payload: AdapterEventMap[E]) => void

/** What createFoyer hands an adapter once, before any other call. */
export interface AdapterSetupContext {
  /** The app's networks of this adapter's namespace, in the app's order. */
  networks: readonly CaipNetwork[]
  projectId: string
}

/**
 * The contract every chain family implements (packages/evm, later solana and bitcoin).
 * Core owns all state; an adapter only talks to wallets and chains and reports events.
 * Errors thrown are core's typed errors (UserRejectedRequestError, ...), so the modal can show §8's texts.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Called once by createFoyer. Must not make network requests (no calls before the visitor acts). */
  setup(context: AdapterSetupContext): void
  /** Connectors known right now; later changes arrive as `connectors` events. */
  getConnectors(): readonly Connector[]
  connect(parameters: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection>
  /** Resync a stored connection at start-up. Resolves null when there is none or it failed. */
  reconnect(): Promise<AdapterConnection | null>
  disconnect(): Promise<void>
  /** Switch the wallet to a network; adds the chain to the wallet when it does not know it (§8 codes). */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Native balance, formatted in whole units (a decimal string) with the currency symbol. */
  getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  /** ENS-style name and avatar for an address, or nulls. */
  getProfile?(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ name: string | null; avatar: string | null }>
  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void
}
