import type { FoyerContext } from '../instance/context.js'
import type { Metadata } from '../instance/foyerOptions.js'
import { DEFAULT_STORAGE_KEY } from '../options/defaults.js'
import type { ChainNamespace } from '../types/network.js'
import type { EngineOptions, WalletConnectEngineFactory } from './engineTypes.js'
import { buildOptionalNamespaces, isHostedRelay } from './namespaces.js'

/** How long a pairing may take to get its URI from the relay before the relay counts as unreachable. */
export const WALLET_CONNECT_RELAY_TIMEOUT_MS = 10_000

/** The page as the wallet shows it when options.metadata is not given. */
function pageMetadata(): Metadata {
  const location = typeof window === 'undefined' ? undefined : window.location
  const title = typeof document === 'undefined' ? '' : document.title
  return { name: title || 'Foyer', description: '', url: location?.origin ?? 'http://localhost', icons: [] }
}

/** The SDK settings of an instance: relay, project, metadata, storage, Verify and requested namespaces. */
export function engineOptions(context: FoyerContext, namespaces: readonly ChainNamespace[]): EngineOptions {
  const { options } = context
  return {
    projectId: options.projectId ?? '',
    relayUrl: options.relayUrl,
    metadata: options.metadata ?? pageMetadata(),
    storagePrefix: `${options.storageKey ?? DEFAULT_STORAGE_KEY}-wc`,
    storage: options.walletConnect?.storage,
    verify: options.walletConnect?.verify ?? isHostedRelay(options.relayUrl),
    optionalNamespaces: buildOptionalNamespaces(options.networks, namespaces),
  }
}

/** The instance's engine: the one its options name (a test's scripted engine), else the SDK's, loaded now. */
export function engineFactory(context: FoyerContext): WalletConnectEngineFactory {
  return (
    context.options.walletConnect?.engine ??
    ((options) => context.actions.run((m) => m.loadEngine()).then((m) => m.createEngine(options)))
  )
}
