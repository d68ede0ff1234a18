import type { EmbeddedWallet } from '../embeddedWallet/types.js'
import type { SendTokensParameters } from '../send/types.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/** The kinds of account a wallet shares: Bitcoin wallets share a payment and an ordinals address. */
export type WalletAccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One address of a connected wallet (an Account: namespace, address, type, publicKey, path). */
export interface WalletAccount {
  address: string
  type: WalletAccountType
  /** Hex public key, when the wallet shares it (Bitcoin wallets do; PSBT inputs need it). */
  publicKey?: string | undefined
  /** Derivation path, when the wallet shares it (`m/84'/1'/0'/0/0`). */
  path?: string | undefined
}

/** A live connection as an adapter reports it. */
export interface AdapterConnection {
  /** The address the modal shows and pays from (a Bitcoin wallet's payment address). */
  address: string
  chainId: number | string
  connectorId: string
  /**
   * Every address the wallet shared, `address` among them (Bitcoin: payment and ordinals). Without it the
   * account is `address` alone, typed by the namespace's default (payment for bip122, else eoa).
   */
  accounts?: readonly WalletAccount[] | undefined
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
  /** The wallet's chain changed; the id may be one the app did not request (the unsupported-network placeholder). */
  chainChanged: { chainId: number | string }
  /** The wallet ended the connection. */
  disconnect: Record<string, never>
}

export type AdapterEvent = keyof AdapterEventMap
export type AdapterListener<E extends AdapterEvent> = (payload: AdapterEventMap[E]) => void

/** Events of a WalletConnect session an adapter may follow. */
export interface WalletConnectSessionEventMap {
  /** The wallet switched chain in a namespace (`eip155:10`). */
  chainChanged: { chainId: string }
  /** The wallet's accounts in a namespace changed (CAIP-10 strings). */
  accountsChanged: { chainId: string; accounts: readonly string[] }
  /** The wallet updated the session's namespaces (accounts list, chains). */
  sessionUpdate: { accounts: readonly string[] }
  /** The wallet ended the session, or it expired. */
  disconnect: Record<string, never>
  /** Any event the wallet emitted, as sent (`bip122_addressesChanged` and other namespace events). */
  sessionEvent: { chainId: string; name: string; data: unknown }
}

/**
 * An approved WalletConnect session as core hands it to adapters. Defined by core so adapters do not
 * depend on the WalletConnect SDK; core keeps it up to date with the wallet's session events.
 */
export interface WalletConnectSession {
  /** The session's accounts of one namespace, CAIP-10 (`eip155:1:0xabc...`), the wallet's order. */
  accounts(namespace: ChainNamespace): readonly string[]
  /** The CAIP-2 chains the wallet approved in one namespace (`eip155:1`). */
  chains(namespace: ChainNamespace): readonly string[]
  /** The wallet behind the session (its WalletConnect metadata). */
  readonly peer: { name: string; icon?: string | undefined; url?: string | undefined }
  /**
   * The session properties the wallet approved with (WalletConnect's `sessionProperties`), such as
   * `bip122_getAccountAddresses`: what the wallet shared up front, so an adapter need not ask for it.
   * Untrusted input: values are whatever the wallet sent.
   */
  readonly properties: Readonly<Record<string, string>>
  /** Sends a JSON-RPC request to the wallet for a chain (`eip155:1`); errors keep the wallet's code. */
  request<T = unknown>(args: { method: string; params?: unknown }, chainId: string): Promise<T>
  on<E extends keyof WalletConnectSessionEventMap>(
    event: E,
    listener: (payload: WalletConnectSessionEventMap[E]) => void,
  ): () => void
  /** Ends the session on the relay (the wallet sees it deleted). */
  disconnect(): Promise<void>
}

/** What createFoyer hands an adapter once, before any other call. */
export interface AdapterSetupContext {
  /** The app's networks of this adapter's namespace, in the app's order. */
  networks: readonly CaipNetwork[]
  projectId: string
}

/**
 * The contract every chain family implements (packages/evm, later solana and bitcoin).
 * Core owns all state; an adapter only talks to wallets and chains and reports events.
 * Errors thrown are core's typed errors (UserRejectedRequestError, ...), so the modal can show the user-facing texts.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Called once by createFoyer. Must not make network requests (no calls before the visitor acts). */
  setup(context: AdapterSetupContext): void
  /** Connectors known right now; later changes arrive as `connectors` events. */
  getConnectors(): readonly Connector[]
  /**
   * Starts loading the code that connect() and switchNetwork() need, if the adapter loads it on
   * first use; core calls it when the modal opens, so the click that follows does not wait for it.
   */
  preload?(): void
  connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection>
  /** Resync a stored connection at start-up. Resolves null when there is none or it failed. */
  reconnect(): Promise<AdapterConnection | null>
  disconnect(): Promise<void>
  /** Switch the wallet to a network; adds the chain to the wallet when it does not know it (wallet codes 4902, 5000, -32603). */
  switchNetwork(network: CaipNetwork): Promise<void>
  /**
   * Native balance, formatted in whole units (a decimal string) with the currency symbol. Without it the
   * namespace has no balances (the UniversalAdapter's polkadot and cosmos: no chain to read), and the
   * Account view says so instead of showing a zero.
   */
  getBalance?(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  /** ENS-style name and avatar for an address, or nulls. */
  getProfile?(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ name: string | null; avatar: string | null }>
  /** Optional (Send): the address a name (`alice.eth`) points to on `network`, or null when it has none. */
  resolveName?(parameters: { name: string; network: CaipNetwork }): Promise<string | null>
  /**
   * Optional (Send): whether a typed address is valid for the chain, checksum included (EIP-55 for a
   * mixed-case EVM address). Without it, core checks only the address's shape.
   */
  isAddress?(address: string): Promise<boolean>
  /** Optional (Send): the network fee of a transfer, in the native currency's smallest unit. */
  estimateSend?(parameters: SendTokensParameters & { network: CaipNetwork }): Promise<{ fee: bigint }>
  /**
   * Optional (Send): asks the wallet to send `amount` of the native currency or of `token` to `to`,
   * and resolves once the chain included it. Throws UserRejectedRequestError when the visitor declines,
   * another typed error (shortMessage safe to show) when the wallet or the chain fails.
   */
  sendTokens?(parameters: SendTokensParameters & { network: CaipNetwork }): Promise<{ hash: string }>
  /**
   * Optional (Swap): asks the wallet to send a prepared call (`data` to `to` with `value`, smallest
   * unit) and resolves once the chain included it; errors as sendTokens.
   */
  sendTransaction?(parameters: {
    from: string
    to: string
    data: string
    value: bigint
    gas?: bigint | undefined
    network: CaipNetwork
  }): Promise<{ hash: string }>
  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void
  /**
   * Optional: connects through an approved WalletConnect session (a fresh pairing, or one restored at
   * start-up). Core calls it for each adapter whose namespace the session holds. Resolves the connection
   * (connectorId naming a WALLET_CONNECT connector among getConnectors()), or null when the session has
   * no usable account for this namespace. Later changes arrive as the adapter's usual events.
   * `chainId` is the network the app is on (the stored one after a reload): the connection starts
   * there when the session approved it, since a WalletConnect wallet has no single current chain.
   */
  connectWalletConnect?(
    session: WalletConnectSession,
    options?: { chainId?: number | string | undefined },
  ): Promise<AdapterConnection | null>
  /**
   * Optional: connects the embedded wallet (email login, or a stored embedded session at start-up).
   * The adapter wraps `wallet` in its own connector so the app's chain library signs through it;
   * connectorId of the result is EMBEDDED_WALLET_CONNECTOR_ID.
   */
  connectEmbeddedWallet?(wallet: EmbeddedWallet): Promise<AdapterConnection | null>
  /**
   * Optional (sign-in): asks the connected wallet to sign `message` (EIP-191 personal_sign for EVM).
   * Throws UserRejectedRequestError when the visitor declines.
   */
  signMessage?(parameters: { message: string; address: string }): Promise<string>
}
