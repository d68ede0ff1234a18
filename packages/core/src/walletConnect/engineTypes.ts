/**
 * The WalletConnect engine's contract: what core's pairing flow asks of the SDK. The engine itself
 * (engine.ts) loads the SDK on demand; createFoyer's `walletConnect.engine` option takes another
 * one (the scripted engine of `@foyer/core/testing`), so tests need no module mock.
 */
import type { WalletConnectSession } from '../adapter/types.js'
import type { Metadata, WalletConnectStorage } from '../instance/foyerOptions.js'
import type { WalletConnectSignIn, WalletConnectSignInRequest } from '../siwx/types.js'
import type { RequestedNamespace } from './namespaces.js'

export interface EngineOptions {
  projectId: string
  relayUrl: string
  metadata: Metadata
  /** SDK storage prefix; stable per storageKey so a reload finds the session again. */
  storagePrefix: string
  storage: WalletConnectStorage | undefined
  /** false replaces the hosted Verify API call with an empty attestation (self-hosted relay). */
  verify: boolean
  optionalNamespaces: Record<string, RequestedNamespace>
}

/** An approved pairing, with the sign-ins the wallet signed when one-click sign-in was asked. */
export interface PairResult {
  session: WalletConnectSession
  signIns: WalletConnectSignIn[]
}

export interface WalletConnectEngine {
  /** The approved session (restored from storage or paired), if any. */
  session(): WalletConnectSession | undefined
  /**
   * One pairing attempt: `onUri` gets the `wc:` URI; resolves once the wallet approved. With
   * `signIn`, the pairing asks for one-click sign-in (`wc_sessionAuthenticate`, the SDK falling back
   * to a plain proposal for wallets without it).
   */
  pair(
    onUri: (uri: string) => void,
    signIn?: () => Promise<WalletConnectSignInRequest | undefined>,
  ): Promise<PairResult>
  /** Stops listening to pending pairings, so their proposals can no longer be answered. */
  abandonPairings(): Promise<void>
  /** Called when the wallet deleted the session or it expired. */
  onSessionEnd(listener: () => void): () => void
  /**
   * Ends the session: at once for the page; resolves once the relay took the delete (the wallet sees
   * it go) or, the relay not answering in time, once the SDK forgot it locally. Never rejects.
   */
  disconnect(): Promise<void>
  /** Closes the relay socket and timers (destroy()). */
  close(): Promise<void>
}

/** Makes an instance's engine on its first pairing or resync (createFoyer's `walletConnect.engine`). */
export type WalletConnectEngineFactory = (options: EngineOptions) => Promise<WalletConnectEngine>
