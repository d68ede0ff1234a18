import type { AdapterEmitter } from '../adapter/emitter.js'
import type { WalletConnectSession } from '../adapter/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { SessionAdapter } from './sessionAdapter.js'

// What a UniversalAdapter loads on demand, behind one import() of a module that imports nothing statically
// (types only): a bundler lists, in the importer's code, every chunk a dynamic import needs (for
// preloading), so the page lists none here, and these lists travel in this small chunk.

const loadSessionAdapter = () => import('./sessionAdapter.js')
const loadEvmBalance = () => import('./evmBalance.js')

/** What the class on the page shares with its methods' work here, read at each call. */
export interface UniversalHost {
  readonly namespace: ChainNamespace
  /** The app's networks of the namespace, from setup(). */
  networks: readonly CaipNetwork[]
  /** The class's emitter: core's listeners hear the session's events without forwarding. */
  readonly events: AdapterEmitter
  /** The session code, loaded once; a load that failed (a blip, a deploy) is tried again on the next call. */
  adapter?: Promise<SessionAdapter> | undefined
}

// The work of UniversalAdapter's methods, which the class forwards here.

function load(host: UniversalHost): Promise<SessionAdapter> {
  host.adapter ??= loadSessionAdapter().then(({ SessionAdapter }) => new SessionAdapter(host))
  host.adapter.catch(() => {
    host.adapter = undefined
  })
  return host.adapter
}

export const preload = (host: UniversalHost) => load(host).catch(() => {})

export const connect = async (host: UniversalHost) => (await load(host)).connect()

export const connectWalletConnect = async (
  host: UniversalHost,
  session: WalletConnectSession,
  chainId: number | string | undefined,
) => (await load(host)).connectWalletConnect(session, chainId)

export async function disconnect(host: UniversalHost): Promise<void> {
  // Nothing loaded means nothing connected.
  if (host.adapter) (await host.adapter).disconnect()
}

export const switchNetwork = async (host: UniversalHost, network: CaipNetwork) =>
  (await load(host)).switchNetwork(network)

export const signMessage = async (host: UniversalHost, parameters: { message: string; address: string }) =>
  (await load(host)).signMessage(parameters)

export const request = async <T>(host: UniversalHost, args: { method: string; params?: unknown }) =>
  (await load(host)).request<T>(args)

export const getBalance = async (address: string, network: CaipNetwork) =>
  (await loadEvmBalance()).fetchEvmBalance(address, network)
