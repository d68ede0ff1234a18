import { DEFAULT_STORAGE_KEY } from '../options/defaults.js'
import { connectedAddressKey } from '../storage/connectedAddress.js'
import { parseCookieHeader } from '../storage/cookies.js'
import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import { isSolanaAddress } from '../utils/address.js'

/** One namespace's remembered connection: the connector it went through and the account's address. */
export interface StoredConnection {
  connectorId: string
  address: string
}

/**
 * What a server render starts from: the visitor's remembered connections and last network, read
 * from their cookies by cookieToInitialState. Plain strings only, so a server component can hand it
 * to a client component as a prop.
 */
export interface FoyerInitialState {
  /** The network selected last (CAIP-2), when one was remembered. */
  caipNetworkId?: CaipNetworkId | undefined
  /** Per chain namespace, the connection the visitor had. */
  connections: Partial<Record<ChainNamespace, StoredConnection>>
}

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

// Connector ids are rdns names ('io.metamask'), wagmi ids ('injected', 'walletConnect') or 'ID_AUTH'.
const CONNECTOR_ID = /^[A-Za-z0-9._:@/-]{1,128}$/
// CAIP-2: a namespace and a reference of at most 32 characters.
const CAIP_NETWORK_ID = /^([-a-z0-9]{3,8}):[-_a-zA-Z0-9]{1,32}$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// Bitcoin (bech32 or base58), Polkadot (SS58) and Cosmos (bech32) addresses are letters and digits.
const OTHER_ADDRESS = /^[A-Za-z0-9]{1,128}$/

/** True when `address` has the shape of an account address of `namespace`. */
function isStoredAddress(namespace: ChainNamespace, address: string): boolean {
  if (namespace === 'eip155') return EVM_ADDRESS.test(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  return OTHER_ADDRESS.test(address)
}

/** True for a CAIP-2 network id of a namespace Foyer knows. */
function isStoredNetworkId(value: string): value is CaipNetworkId {
  const namespace = CAIP_NETWORK_ID.exec(value)?.[1]
  return namespace !== undefined && (NAMESPACES as readonly string[]).includes(namespace)
}

/** Where readInitialState finds the stored values (the cookies, the instance's storage, a prop). */
export interface StoredStateSource {
  connectorId(namespace: ChainNamespace): unknown
  address(namespace: ChainNamespace): unknown
  lastChainId(): unknown
}

/**
 * Builds the initial state from stored values, checking each: a value of the wrong shape (a tampered
 * or foreign cookie) is dropped, never passed on, so the worst a bad cookie does is show the visitor
 * disconnected. Undefined when nothing valid is stored.
 */
export function readInitialState(source: StoredStateSource): FoyerInitialState | undefined {
  const connections: Partial<Record<ChainNamespace, StoredConnection>> = {}
  for (const namespace of NAMESPACES) {
    const connectorId = source.connectorId(namespace)
    const address = source.address(namespace)
    if (typeof connectorId !== 'string' || !CONNECTOR_ID.test(connectorId)) continue
    if (typeof address !== 'string' || !isStoredAddress(namespace, address)) continue
    connections[namespace] = { connectorId, address }
  }
  const lastChainId = source.lastChainId()
  const caipNetworkId =
    typeof lastChainId === 'string' && isStoredNetworkId(lastChainId) ? lastChainId : undefined
  if (!caipNetworkId && Object.keys(connections).length === 0) return undefined
  return caipNetworkId ? { caipNetworkId, connections } : { connections }
}

/**
 * Checks a value that claims to be a FoyerInitialState (a prop, a parsed payload): the valid parts
 * come back, the rest is dropped.
 */
export function sanitizeInitialState(value: unknown): FoyerInitialState | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { caipNetworkId, connections } = value as { caipNetworkId?: unknown; connections?: unknown }
  const byNamespace = (namespace: ChainNamespace): Record<string, unknown> | undefined => {
    if (typeof connections !== 'object' || connections === null) return undefined
    if (!Object.hasOwn(connections, namespace)) return undefined
    const entry: unknown = (connections as Record<string, unknown>)[namespace]
    return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : undefined
  }
  return readInitialState({
    connectorId: (namespace) => byNamespace(namespace)?.connectorId,
    address: (namespace) => byNamespace(namespace)?.address,
    lastChainId: () => caipNetworkId,
  })
}

/** Options of cookieToInitialState. */
export interface CookieToInitialStateOptions {
  /** The instance's `storageKey` (the cookies' name prefix); default `'foyer'`. */
  storageKey?: string | undefined
}

/**
 * Reads the visitor's remembered Foyer connection from a Cookie header, for a server render that
 * shows the account at once. Pass the result to `<FoyerProvider initialState>`; the client then
 * confirms the connection with the wallet (reconnect) or clears it. Never throws: a missing,
 * foreign or tampered cookie gives `undefined` (rendered disconnected).
 *
 * The instance must use `ssr: true` and cookieStorage, which write these cookies.
 *
 * @example
 * // Next.js (App Router), in a server component:
 * const initialState = cookieToInitialState((await cookies()).toString())
 * return <Providers initialState={initialState}>{children}</Providers>
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  options: CookieToInitialStateOptions = {},
): FoyerInitialState | undefined {
  const cookies = parseCookieHeader(cookieHeader)
  const prefix =
    typeof options.storageKey === 'string' && options.storageKey ? options.storageKey : DEFAULT_STORAGE_KEY
  return readInitialState({
    connectorId: (namespace) => cookies.get(`${prefix}:connection:${namespace}`),
    address: (namespace) => cookies.get(`${prefix}:${connectedAddressKey(namespace)}`),
    lastChainId: () => cookies.get(`${prefix}:lastChainId`),
  })
}
