import type { AdapterConnection, EmbeddedWallet, WalletConnectSession } from '@foyer/core'
import type { Profile } from './actions/getProfile.js'
import type { Reads } from './actions/reads.js'
import type { SendCallParameters, SendParameters } from './actions/send.js'
import type { EvmAdapterState } from './internal/adapterState.js'
import {
  loadEmbeddedWallet,
  loadInteractive,
  loadReads,
  loadSend,
  loadSignMessage,
  loadWalletConnect,
} from './lazy.js'
import type { EvmNetworkInput } from './network/toEvmNetwork.js'

// The work of EvmAdapter's methods: the class on the page only forwards to it. This and the loaders
// (lazy.ts) are one chunk, which imports nothing else statically (lazy.ts says why); the modal's opening
// fetches it with the connect code.

type State = EvmAdapterState

/** Starts loading the connect and switch code (core calls this when the modal opens). */
export function preload(): void {
  loadInteractive().catch(() => {})
}

/** The connect code's event tracking (actions/connectionEvents.ts), bound to the adapter once loaded. */
function events(state: State) {
  return loadInteractive().then((m) => {
    state.onStateChange ??= () => m.onStateChange(state.config, state.tracking)
    return m
  })
}

/** A wallet connected on its own, or the last connection changed: report it once the tracking is here. */
export async function track(state: State): Promise<void> {
  await events(state)
  state.onStateChange?.()
}

/** Runs a connection the adapter makes itself without reporting its own wagmi events back to core. */
async function quietly<T>(state: State, run: () => Promise<T>): Promise<T> {
  state.tracking.quiet++
  try {
    return await run()
  } finally {
    // Read before the quiet ends, so a change in between is neither lost nor reported twice.
    const m = await events(state).catch(() => undefined)
    if (m) state.tracking.snapshot = m.readSnapshot(state.config)
    state.tracking.quiet--
  }
}

export async function connectWalletConnect(
  state: State,
  session: WalletConnectSession,
  options: { chainId?: number | string | undefined },
): Promise<AdapterConnection | null> {
  const { connectWalletConnect } = await loadWalletConnect()
  const chainId = options.chainId === undefined ? undefined : Number(options.chainId)
  return quietly(state, () =>
    connectWalletConnect(
      state.config,
      session,
      chainId !== undefined && Number.isSafeInteger(chainId) ? chainId : undefined,
    ),
  )
}

export async function connectEmbeddedWallet(
  state: State,
  wallet: EmbeddedWallet,
): Promise<AdapterConnection | null> {
  const { connectEmbeddedWallet } = await loadEmbeddedWallet()
  return quietly(state, () => connectEmbeddedWallet(state.config, wallet))
}

export async function signMessage(
  state: State,
  { message, address }: { message: string; address: string },
): Promise<string> {
  const { signMessage } = await loadSignMessage()
  return signMessage(state.config, message, address)
}

export function connect(
  state: State,
  parameters: { connectorId: string; chainId?: number | string | undefined },
): Promise<AdapterConnection> {
  return quietly(state, async () =>
    (await loadInteractive()).connectById(state.config, state.networks, parameters, state.connectors),
  )
}

export function reconnect(state: State): Promise<AdapterConnection | null> {
  // Core asks only when it remembers a connection: the resync loads with the connect code.
  return quietly(state, () =>
    loadInteractive().then(
      (m) => m.reconnectStored(state.config),
      () => null,
    ),
  )
}

export function disconnect(state: State): Promise<void> {
  return quietly(state, async () => (await loadInteractive()).disconnectWallet(state.config))
}

export async function switchNetwork(state: State, network: EvmNetworkInput): Promise<void> {
  await (await loadInteractive()).switchToNetwork(state.config, state.networks, network)
}

/** The reads, loaded once; a failed load is tried again on the next read. */
function reads(state: State): Promise<Reads> {
  state.reads ??= loadReads().then(
    (m) => m.createReads(state.config, state.networks),
    (error: unknown) => {
      state.reads = undefined
      throw error
    },
  )
  return state.reads
}

type Account = { address: string; network: EvmNetworkInput }

export async function getBalance(state: State, parameters: Account) {
  return (await reads(state)).getBalance(parameters)
}

export async function getProfile(state: State, parameters: Account): Promise<Profile> {
  return (await reads(state)).getProfile(parameters)
}

export async function resolveName(
  state: State,
  parameters: { name: string; network: EvmNetworkInput },
): Promise<string | null> {
  const [send, { names, networkClient }] = await Promise.all([loadSend(), reads(state)])
  return names.get(send.nameKey(networkClient, parameters), () => send.resolveName(networkClient, parameters))
}

export async function isAddress(address: string): Promise<boolean> {
  return (await loadSend()).isAddress(address)
}

export async function estimateSend(state: State, parameters: SendParameters): Promise<{ fee: bigint }> {
  const [send, { networkClient }] = await Promise.all([loadSend(), reads(state)])
  return send.estimateSend(networkClient, parameters, state.config)
}

export async function sendTokens(state: State, parameters: SendParameters): Promise<{ hash: string }> {
  const [send, { networkClient }] = await Promise.all([loadSend(), reads(state)])
  return send.sendTokens(state.config, networkClient, parameters)
}

export async function sendTransaction(
  state: State,
  parameters: SendCallParameters,
): Promise<{ hash: string }> {
  const [send, { networkClient }] = await Promise.all([loadSend(), reads(state)])
  return send.sendTransaction(state.config, networkClient, parameters)
}
