/**
 * One pairing attempt of the lazily loaded pairing (pairing.ts): the URIs until the wallet answers
 * (a fresh one every 4 minutes, the relay's silence an error) and what a failure leaves in the state.
 */
import { BaseError } from '@foyer/errors'
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_URI_EXPIRY_MS } from '../constants.js'
import { ConnectError, UserRejectedRequestError } from '../errors/errors.js'
import { isUserRejection, toErrorMessage, toUserMessage } from '../errors/toUserMessage.js'
import type { FoyerContext } from '../instance/context.js'
import { cancelledError } from './cancelled.js'
import type { PairResult, WalletConnectEngine } from './engineTypes.js'
import { WALLET_CONNECT_RELAY_TIMEOUT_MS } from './options.js'
import type { WalletConnectState } from './state.js'

const RELAY_UNREACHABLE_MESSAGE = 'Could not reach the WalletConnect relay'

export interface Pairing {
  walletId: string | undefined
  promise: Promise<void>
  cancelled: boolean
  /** A URI came back, so the relay answered: later failures are not the relay's. */
  reachedRelay: boolean
  abort(error: Error): void
}

export const withWallet = (walletId: string | undefined) => (walletId ? { walletId } : {})

/** Pairs until the wallet answers: a fresh URI replaces each one after 4 minutes. */
export function pairUntilAnswered(
  context: FoyerContext,
  current: Pairing,
  loaded: WalletConnectEngine,
): Promise<PairResult> {
  const { timers } = context
  const setState = (state: WalletConnectState) => context.store.setState({ walletConnect: state })
  return new Promise<PairResult>((resolve, reject) => {
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
          context.siwx ? () => context.siwx?.walletConnectRequest() ?? Promise.resolve(undefined) : undefined,
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
}

/** The failure of an attempt as the state shows it and the caller gets it (a cancel, a refusal, the relay's silence). */
export function failPairing(
  context: FoyerContext,
  engine: WalletConnectEngine | undefined,
  current: Pairing,
  error: unknown,
): Error {
  const setState = (state: WalletConnectState) => context.store.setState({ walletConnect: state })
  if (current.cancelled) return cancelledError()
  const walletId = withWallet(current.walletId)
  if (isUserRejection(error)) {
    setState({ status: 'declined', message: { id: 'errorUserRejected' }, ...walletId })
    return error instanceof UserRejectedRequestError ? error : new UserRejectedRequestError({ cause: error })
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
