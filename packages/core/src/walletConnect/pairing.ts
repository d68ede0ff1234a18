/**
 * The pairing flow and session of one instance, loaded with import() on the first connectWalletConnect()
 * or when a stored WalletConnect connection is resynced; the SDK itself loads from here (engine.ts).
 */

import { BaseError } from '@foyer/errors'
import * as z from 'zod/mini'
import { setAccount } from '../actions/accountState.js'
import { applyConnection, routeForNetwork } from '../actions/applyConnection.js'
import { refreshAccount } from '../actions/refreshAccount.js'
import { resetConnections } from '../actions/resetConnections.js'
import type { AdapterConnection, ChainAdapter, WalletConnectSession } from '../adapter/types.js'
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_URI_EXPIRY_MS } from '../constants.js'
import {
  ConnectError,
  ConnectorNotFoundError,
  InvalidOptionError,
  UserRejectedRequestError,
} from '../errors/errors.js'
import { isUserRejection, toErrorMessage, toUserMessage } from '../errors/toUserMessage.js'
import type { FoyerContext } from '../instance/context.js'
import { addRecentWallet } from '../storage/recentWallets.js'
import type { WalletConnectState } from '../store/types.js'
import type { Connector, WalletInfo } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'
import { cancelledError } from './controller.js'
import type { PairResult, WalletConnectEngine } from './engine.js'
import { engineOptions, WALLET_CONNECT_RELAY_TIMEOUT_MS } from './options.js'
import { currentLast, waitForOtherResyncs } from './order.js'

export interface WalletConnectPairing {
  connect(options?: { walletId?: string | undefined }): Promise<void>
  cancel(): void
  resync(adapter: ChainAdapter): Promise<AdapterConnection | null>
  walletInfo(): WalletInfo | undefined
  disconnect(): Promise<void>
  destroy(): void
}

export const RELAY_UNREACHABLE_MESSAGE = 'Could not reach the WalletConnect relay'
export const CONNECTOR_NOT_FOUND_MESSAGE = 'WalletConnectConnector not found'

const connectInput = z.optional(
  z.object({ walletId: z.optional(z.string().check(z.minLength(1, { error: 'must not be empty' }))) }),
)

interface Pairing {
  walletId: string | undefined
  promise: Promise<void>
  cancelled: boolean
  /** A URI came back, so the relay answered: later failures are not the relay's. */
  reachedRelay: boolean
  abort(error: Error): void
}

/** The pairing of one instance (no module state); `namespaces` are those whose adapter supports WalletConnect. */
export function createPairing(
  context: FoyerContext,
  namespaces: readonly ChainNamespace[],
  connector: Connector | undefined,
): WalletConnectPairing {
  const { store, timers } = context

  let enginePromise: Promise<WalletConnectEngine> | undefined
  let engine: WalletConnectEngine | undefined
  let pairing: Pairing | undefined
  let destroyed = false

  const setState = (state: WalletConnectState) => store.setState({ walletConnect: state })
  const withWallet = (walletId: string | undefined) => (walletId ? { walletId } : {})

  const loadEngine = (): Promise<WalletConnectEngine> => {
    enginePromise ??= import('./engine.js')
      .then((m) => m.createEngine(engineOptions(context, namespaces)))
      .then((created) => {
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

  /** The selected network's chain id when it belongs to `namespace` (after a reload: the stored one). */
  const startChain = (namespace: ChainNamespace): { chainId?: number | string } => {
    const network = store.getState().caipNetwork
    return network?.chainNamespace === namespace ? { chainId: network.id } : {}
  }

  /**
   * Hands the session to each adapter whose namespace it holds (eip155, solana, ...), the current
   * network's namespace last so that it stays the active one.
   */
  const applySession = async (session: WalletConnectSession, walletId: string | undefined) => {
    let supported = true
    let any = false
    // Read first: each connection applied moves the selected network.
    const starts = new Map(namespaces.map((ns) => [ns, startChain(ns)]))
    for (const namespace of currentLast(context, namespaces)) {
      const adapter = context.adapters.get(namespace)
      if (!adapter?.connectWalletConnect || session.accounts(namespace).length === 0) continue
      setAccount(context, namespace, { status: 'connecting' })
      const connection = await adapter
        .connectWalletConnect(session, starts.get(namespace) ?? {})
        .catch(() => null)
      if (!connection) {
        setAccount(context, namespace, { status: 'disconnected' })
        continue
      }
      supported = applyConnection(context, namespace, connection).supported && supported
      any = true
    }
    if (!any) {
      await engine?.disconnect().catch(() => undefined)
      throw new ConnectError(
        WALLET_CONNECT_CONNECTOR_ID,
        'The wallet approved none of the requested networks',
        { messageId: 'errorNoApprovedNetwork' },
      )
    }
    const recentWalletIds = addRecentWallet(
      store.getState().recentWalletIds,
      walletId ?? WALLET_CONNECT_CONNECTOR_ID,
    )
    context.storage.setRecentWalletIds(recentWalletIds)
    store.setState({ loading: false, recentWalletIds, connectionError: undefined })
    routeForNetwork(context, supported, true)
  }

  /** Pairs until the wallet answers: a fresh URI replaces each one after 4 minutes. */
  const pairUntilAnswered = (current: Pairing, loaded: WalletConnectEngine) =>
    new Promise<PairResult>((resolve, reject) => {
      let generation = 0
      let settled = false
      let approved = false
      let expiryTimer: ReturnType<typeof setTimeout> | undefined
      let relayTimer: ReturnType<typeof setTimeout> | undefined
      const settle = () => {
        settled = true
        timers.clear(expiryTimer)
        timers.clear(relayTimer)
      }
      current.abort = (error) => {
        if (settled) return
        settle()
        reject(error)
      }
      const start = () => {
        const own = ++generation
        timers.clear(relayTimer)
        relayTimer = timers.set(
          () =>
            current.abort(
              new ConnectError(WALLET_CONNECT_CONNECTOR_ID, RELAY_UNREACHABLE_MESSAGE, {
                messageId: 'errorRelayUnreachable',
              }),
            ),
          WALLET_CONNECT_RELAY_TIMEOUT_MS,
        )
        loaded
          .pair(
            (uri) => {
              if (settled || own !== generation) return
              timers.clear(relayTimer)
              current.reachedRelay = true
              setState({
                status: 'ready',
                uri,
                expiresAt: Date.now() + WALLET_CONNECT_URI_EXPIRY_MS,
                ...withWallet(current.walletId),
              })
              expiryTimer = timers.set(() => {
                if (!settled && own === generation) start()
              }, WALLET_CONNECT_URI_EXPIRY_MS)
            },
            // One-click sign-in: each URI gets a fresh request, so its nonce is fresh too.
            context.siwx
              ? () => context.siwx?.walletConnectRequest() ?? Promise.resolve(undefined)
              : undefined,
          )
          .then(
            (result) => {
              // An older URI the wallet scanned just before its refresh still counts: the engine keeps
              // its pairing subscribed until the SDK expires it (5 minutes after it was shown).
              if (settled) {
                // Approved after the visitor left or the pairing failed: nobody wants this session.
                if (!approved) void loaded.disconnect().catch(() => undefined)
                return
              }
              settle()
              approved = true
              resolve(result)
            },
            (error: unknown) => {
              if (settled || own !== generation) return
              settle()
              reject(error)
            },
          )
      }
      start()
    })

  const run = async (current: Pairing): Promise<void> => {
    setState({ status: 'loading', ...withWallet(current.walletId) })
    let session: WalletConnectSession
    let signIns: PairResult['signIns']
    try {
      const loaded = await Promise.race([
        loadEngine(),
        new Promise<never>((_, reject) => {
          current.abort = reject
        }),
      ])
      ;({ session, signIns } = await pairUntilAnswered(current, loaded))
    } catch (error) {
      throw fail(current, error)
    }
    if (current.cancelled) {
      // Approved after the visitor left: nobody wants this session.
      await engine?.disconnect().catch(() => undefined)
      throw cancelledError()
    }
    // Signed in with the pairing: stored before the account connects, so the sign-in view is not needed.
    if (signIns.length > 0) await context.siwx?.adoptWalletConnect(signIns).catch(() => undefined)
    try {
      await applySession(session, current.walletId)
    } catch (error) {
      throw fail(current, error)
    }
    setState({ status: 'idle' })
    await refreshAccount(context)
  }

  const fail = (current: Pairing, error: unknown): Error => {
    if (current.cancelled) return cancelledError()
    const walletId = withWallet(current.walletId)
    if (isUserRejection(error)) {
      setState({ status: 'declined', message: { id: 'errorUserRejected' }, ...walletId })
      return error instanceof UserRejectedRequestError
        ? error
        : new UserRejectedRequestError({ cause: error })
    }
    // The SDK's pending proposals are of no use any more.
    void engine?.abandonPairings().catch(() => undefined)
    const typed =
      error instanceof BaseError
        ? error
        : current.reachedRelay
          ? new ConnectError(WALLET_CONNECT_CONNECTOR_ID, toUserMessage(error), {
              cause: error,
              messageId: toErrorMessage(error).id,
              messageParams: toErrorMessage(error).params,
            })
          : new ConnectError(WALLET_CONNECT_CONNECTOR_ID, RELAY_UNREACHABLE_MESSAGE, {
              cause: error,
              messageId: 'errorRelayUnreachable',
            })
    setState({ status: 'error', message: toErrorMessage(typed), ...walletId })
    return typed
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
      current.promise = run(current).finally(() => {
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
      const start = startChain(adapter.namespace)
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
