import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { WalletConnectSession } from '../adapter/types.js'
import type { WalletConnectSignIn } from '../siwx/types.js'
import { endSession } from './endSession.js'
import type { EngineOptions, WalletConnectEngine } from './engineTypes.js'
import { createSessionHandle } from './session.js'

/** The SDK's provider, as the engine uses it. */
export type Provider = InstanceType<typeof UniversalProvider>

/**
 * Core's engine over a UniversalProvider: the SDK's session as core's handle, pairings kept until one
 * is approved, proposals with optional namespaces only, and Verify skipped for a self-hosted relay.
 * engine.ts gives it the SDK's provider; the scripted WalletConnect of `@foyer/core/testing` its own.
 */
export function engineOver(provider: Provider, options: EngineOptions): WalletConnectEngine {
  if (!options.verify) skipVerify(provider)
  proposeOptionalOnly(provider)
  const abandonPairings = keepPendingPairings(provider)

  const endListeners = new Set<() => void>()
  let handle: (WalletConnectSession & { dispose(): void; topic: string }) | undefined
  const adopt = () => {
    const session = provider.session
    if (!session) return undefined
    if (handle?.topic === session.topic) return handle
    handle?.dispose()
    const { topic } = session
    handle = createSessionHandle(provider, topic, () => disconnect(topic))
    return handle
  }
  const end = (topic: string) => {
    if (!handle || handle.topic !== topic) return
    handle.dispose()
    handle = undefined
    for (const listener of [...endListeners]) listener()
  }
  let ending: Promise<void> | undefined
  /**
   * Local first: the session is gone for the page at once; the relay delete (bounded, else the SDK
   * forgets it locally) is what the returned promise waits for. Several adapters may end the same
   * session: only the first call reaches the relay. `topic` limits the call to that session.
   */
  function disconnect(topic?: string): Promise<void> {
    const current = handle
    if (!current || (topic !== undefined && current.topic !== topic)) return ending ?? Promise.resolve()
    current.dispose()
    handle = undefined
    const run: Promise<void> = endSession(provider, current.topic).finally(() => {
      if (ending === run) ending = undefined
    })
    ending = run
    return run
  }
  provider.on('session_delete', ({ topic }: { topic: string }) => end(topic))
  provider.client.on('session_expire', ({ topic }) => end(topic))
  adopt()

  return {
    session: () => handle,
    async pair(onUri, signIn) {
      // Only this attempt's URI: an earlier attempt may still be pending while a later one starts.
      const listener = (uri: string) => {
        provider.off('display_uri', listener)
        onUri(uri)
      }
      provider.on('display_uri', listener)
      let signIns: WalletConnectSignIn[] = []
      try {
        const request = await signIn?.()
        if (request) {
          const { auths } = await provider
            .authenticate({
              ...request,
              // The SDK builds the namespaces of its fallback proposal from these.
              optionalNamespaces: options.optionalNamespaces,
            } as Parameters<Provider['authenticate']>[0])
            .catch(asError)
          signIns = (auths ?? []).map((cacao) => readCacao(provider, cacao))
        } else await provider.connect({ optionalNamespaces: options.optionalNamespaces })
      } finally {
        provider.off('display_uri', listener)
      }
      // The other pending URIs must not be answerable now: their session would replace this one.
      void abandonPairings()
      const session = adopt()
      if (!session) throw new Error('The wallet approved no session')
      return { session, signIns }
    },
    abandonPairings,
    onSessionEnd(listener) {
      endListeners.add(listener)
      return () => endListeners.delete(listener)
    },
    disconnect: () => disconnect(),
    async close() {
      handle?.dispose()
      // A session delete under way gets its (bounded) chance before the socket closes.
      await ending
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/**
 * UniversalProvider.connect() unsubscribes every pending pairing before it creates a new one, so the
 * wallet's approval of a URI shown before the 4-minute refresh would never reach the page. Pending
 * pairings stay subscribed (until the SDK expires them after 5 minutes, or a session is approved);
 * the returned function is the SDK's cleanup, for when they are no longer wanted.
 */
function keepPendingPairings(provider: Provider): () => Promise<void> {
  const cleanup = provider.cleanupPendingPairings.bind(provider)
  // The provider's own cleanup after a session ends (deletePairings) still runs.
  provider.cleanupPendingPairings = async (opts = {}) => {
    if (opts.deletePairings) await cleanup(opts)
  }
  return () => cleanup()
}

/**
 * UniversalProvider proposes the namespaces of the last session it knew as required ones (it keeps them
 * until that session's relay delete completes, or across a reload); the SDK then warns that required
 * namespaces are deprecated and merges them into the optional ones. Every namespace Foyer asks for is an
 * optional one already, so each proposal goes out with none required.
 */
function proposeOptionalOnly(provider: Provider): void {
  const client = provider.client
  const connect = client.connect.bind(client)
  client.connect = (params) => connect({ ...params, requiredNamespaces: {} })
}

/**
 * The hosted Verify API cannot attest a dApp paired through a self-hosted relay, and when it is
 * unreachable the SDK waits 5 s on every proposal and request: this instance skips it.
 */
function skipVerify(provider: Provider): void {
  const verify = provider.client.core.verify as { register: (...args: never[]) => Promise<string> }
  verify.register = async () => ''
}

type Cacao = NonNullable<Awaited<ReturnType<Provider['authenticate']>>['auths']>[number]

/** A CACAO as the text the wallet signed (the SDK's EIP-4361 formatting), its signer and chain. */
function readCacao(provider: Provider, cacao: Cacao): WalletConnectSignIn {
  // iss is did:pkh:<namespace>:<reference>:<address>
  const [, , namespace, reference, address] = cacao.p.iss.split(':')
  return {
    chainId: `${namespace}:${reference}`,
    address: address ?? '',
    message: provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
    signature: cacao.s.s,
    cacao,
  }
}

/**
 * The SDK rejects authenticate() with the wallet's reason as a bare string; a refusal ('User
 * rejected.', the SDK's USER_REJECTED) becomes an error with its code 5000, which core reads as declined.
 */
function asError(reason: unknown): never {
  if (typeof reason !== 'string') throw reason
  throw Object.assign(new Error(reason), reason === 'User rejected.' ? { code: 5000 } : {})
}
