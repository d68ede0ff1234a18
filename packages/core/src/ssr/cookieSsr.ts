import { getConnectedAddress } from '../storage/connectedAddress.js'
import type { FoyerStorage } from '../storage/storage.js'
import type { AccountState, KernelState } from '../store/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { toCaipAddress } from '../utils/caip.js'
import { type FoyerInitialState, readInitialState, sanitizeInitialState } from './initialState.js'
import { persistAddresses } from './persistAddresses.js'
import type { SsrSupport } from './support.js'

/**
 * Puts the remembered connections into a fresh state: each namespace that has an adapter and a
 * network gets a 'reconnecting' account that already holds its address (no balance, no profile:
 * the client reads those once the wallet confirms). Reconnect then makes it 'connected' or
 * 'disconnected'. The same function builds the server's state and the client's store, so both
 * render the same page.
 */
function withInitialState(
  state: KernelState,
  networks: readonly CaipNetwork[],
  initial: FoyerInitialState | undefined,
): KernelState {
  if (!initial) return state
  const accounts = { ...state.accounts }
  for (const namespace of Object.keys(accounts) as ChainNamespace[]) {
    const connection = initial.connections[namespace]
    if (!connection) continue
    const network =
      state.caipNetwork?.chainNamespace === namespace
        ? state.caipNetwork
        : networks.find((n) => n.chainNamespace === namespace)
    if (!network) continue
    accounts[namespace] = {
      status: 'reconnecting',
      address: connection.address,
      caipAddress: toCaipAddress(namespace, network.id, connection.address),
      connectorId: connection.connectorId,
    } satisfies AccountState
  }
  return { ...state, accounts }
}

/** The remembered connection in an instance's storage, checked like a cookie (it may be one). */
function storedInitialState(storage: FoyerStorage): FoyerInitialState | undefined {
  return readInitialState({
    connectorId: (namespace) => storage.getConnectedConnectorId(namespace),
    address: (namespace) => getConnectedAddress(storage, namespace),
    lastChainId: () => storage.getLastChainId(),
  })
}

/** Server rendering's part of an instance, carried by cookieStorage (see SsrSupport). */
export const cookieSsr: SsrSupport = {
  remembered: storedInitialState,
  sanitize: sanitizeInitialState,
  withInitialState,
  persist: persistAddresses,
}
