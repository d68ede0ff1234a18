/**
 * The pairing flow and session of one instance, loaded with import() on the first connectWalletConnect()
 * or when a stored WalletConnect connection is resynced; the SDK itself loads from here (engine.ts).
 */

// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import * as z from 'zod/mini'
import { refreshAccount } from '../actions/refreshAccount.js'
import { resetConnections } from '../actions/resetConnections.js'
import type { AdapterConnection, ChainAdapter, WalletConnectSession } from '../adapter/types.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ConnectorNotFoundError } from '../errors/connectionErrors.js'
import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import type { Connector, WalletInfo } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import { applySession, startChain } from './applySession.js'
import { failPairing, type Pairing, pairUntilAnswered, withWallet } from './attempt.js'
import { cancelledError } from './cancelled.js'
import type { PairResult, WalletConnectEngine } from './engineTypes.js'
import { engineFactory, engineOptions } from './options.js'
import { waitForOtherResyncs } from './order.js'
import type { WalletConnectState } from './state.js'

export interface WalletConnectPairing {
  connect(options?: { walletId?: string | undefined }): Promise<void>
  cancel(): void
  resync(adapter: ChainAdapter): Promise<AdapterConnection | null>
  walletInfo(): WalletInfo | undefined
  disconnect(): Promise<void>
  destroy(): void
}

export const CONNECTOR_NOT_FOUND_MESSAGE = 'WalletConnectConnector not found'

const connectInput = z.optional(
  z.object({ walletId: z.optional(z.string().check(z.minLength(1, { error: 'must not be empty' }))) }),
)

/** The pairing of one instance (no module state); `namespaces` are those whose adapter supports WalletConnect. */
export function createPairing(
  context: FoyerContext,
  namespaces: readonly ChainNamespace[],
  connector: Connector | undefined,
): WalletConnectPairing {
  const { store } = context

  let enginePromise: Promise<WalletConnectEngine> | undefined
  let engine: WalletConnectEngine | undefined
  let pairing: Pairing | undefined
  let destroyed = false

  const setState = (state: WalletConnectState) => store.setState({ walletConnect: state })

  const loadEngine = (): Promise<WalletConnectEngine> => {
    enginePromise ??= engineFactory(context)(engineOptions(context, namespaces)).then((created) => {
      engine = created
      created.onSessionEnd(onSessionEnd)
      if (destroyed) void created.close()
      return created
    })
    enginePromise.catch(() => {
      enginePromise = undefined
    })
    return enginePromise
  }

  /** The wallet deleted the session or it expired: every namespace it served disconnects. */
  const onSessionEnd = () => {
    const { accounts } = store.getState()
    const served = (Object.keys(accounts) as ChainNamespace[]).filter(
      (ns) => accounts[ns]?.connectorId === WALLET_CONNECT_CONNECTOR_ID,
    )
    if (served.length > 0) resetConnections(context, served)
  }

  const pairingApi: WalletConnectPairing = {
    connect(parameters) {
      const parsed = connectInput.safeParse(parameters)
      if (!parsed.success)
        return Promise.reject(new InvalidOptionError('walletId', 'must be a non-empty wallet id'))
      const walletId = parameters?.walletId
      if (!connector) {
        setState({
          status: 'error',
          message: { id: 'walletConnectConnectorNotFound' },
          ...withWallet(walletId),
        })
        return Promise.reject(
          new ConnectorNotFoundError({
            details: `${CONNECTOR_NOT_FOUND_MESSAGE}: enableWalletConnect is off or no adapter supports WalletConnect`,
          }),
        )
      }
      if (pairing && !pairing.cancelled) {
        if (walletId && walletId !== pairing.walletId) {
          pairing.walletId = walletId
          const state = store.getState().walletConnect
          if (state.status !== 'idle') setState({ ...state, walletId })
        }
        return pairing.promise
      }
      const current: Pairing = {
        walletId,
        cancelled: false,
        reachedRelay: false,
        promise: Promise.resolve(),
        abort: () => {},
      }
      pairing = current
      current.promise = runPairing(
        context,
        namespaces,
        { load: loadEngine, current: () => engine },
        current,
      ).finally(() => {
        if (pairing === current) pairing = undefined
      })
      return current.promise
    },
    cancel() {
      const current = pairing
      if (current) {
        current.cancelled = true
        pairing = undefined
        current.abort(cancelledError())
        void engine?.abandonPairings().catch(() => undefined)
      }
      if (store.getState().walletConnect.status !== 'idle') setState({ status: 'idle' })
    },
    async resync(adapter) {
      const session = (await loadEngine()).session()
      if (!adapter.connectWalletConnect || !session || session.accounts(adapter.namespace).length === 0)
        return null
      // Read before the wait: the other namespaces' connections move the selected network.
      const start = startChain(context, adapter.namespace)
      // The session's other namespaces first, so the current network's stays active (order.ts).
      await waitForOtherResyncs(context, adapter.namespace, namespaces)
      return adapter.connectWalletConnect(session, start)
    },
    walletInfo() {
      const peer = engine?.session()?.peer
      return peer ? { name: peer.name, ...(peer.icon ? { icon: peer.icon } : {}) } : undefined
    },
    async disconnect() {
      pairingApi.cancel()
      // Local first: the page does not wait for the relay (the engine bounds it, then forgets locally).
      void engine?.disconnect()
    },
    destroy() {
      destroyed = true
      pairingApi.cancel()
      void engine?.close()
    },
  }
  return pairingApi
}

/** The engine of an instance: loaded on first use, and the one loaded so far. */
interface Engines {
  load(): Promise<WalletConnectEngine>
  current(): WalletConnectEngine | undefined
}

/** One attempt, from the engine's load to the connected account (or the failure the state shows). */
async function runPairing(
  context: FoyerContext,
  namespaces: readonly ChainNamespace[],
  engines: Engines,
  current: Pairing,
): Promise<void> {
  const setState = (walletConnect: WalletConnectState) => context.store.setState({ walletConnect })
  setState({ status: 'loading', ...withWallet(current.walletId) })
  let session: WalletConnectSession
  let signIns: PairResult['signIns']
  try {
    const loaded = await Promise.race([
      engines.load(),
      new Promise<never>((_, reject) => {
        current.abort = reject
      }),
    ])
    ;({ session, signIns } = await pairUntilAnswered(context, current, loaded))
  } catch (error) {
    throw failPairing(context, engines.current(), current, error)
  }
  if (current.cancelled) {
    // Approved after the visitor left: nobody wants this session.
    await engines
      .current()
      ?.disconnect()
      .catch(() => undefined)
    throw cancelledError()
  }
  // Signed in with the pairing: stored before the account connects, so the sign-in view is not needed.
  if (signIns.length > 0) await context.siwx?.adoptWalletConnect(signIns).catch(() => undefined)
  try {
    await applySession(context, namespaces, engines.current(), session, current.walletId)
  } catch (error) {
    throw failPairing(context, engines.current(), current, error)
  }
  setState({ status: 'idle' })
  await refreshAccount(context)
}
