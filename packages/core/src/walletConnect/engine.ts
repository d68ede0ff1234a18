/**
 * The WalletConnect SDK side of core, loaded with import() only when a pairing starts or a stored
 * session is resynced (the SDK is far too heavy for page load). One engine per createFoyer instance.
 */
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { EngineOptions, WalletConnectEngine } from './engineTypes.js'
import { engineOver } from './providerEngine.js'

export type { EngineOptions, PairResult, WalletConnectEngine } from './engineTypes.js'

/** The default engine: the SDK's UniversalProvider on the instance's relay. */
export async function createEngine(options: EngineOptions): Promise<WalletConnectEngine> {
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    logger: 'error',
    telemetryEnabled: false,
    customStoragePrefix: options.storagePrefix,
    ...(options.storage ? { storage: options.storage } : {}),
  })
  return engineOver(provider, options)
}
