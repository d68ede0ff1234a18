// Test-only helpers: a dApp (sign-client) and a wallet (WalletKit) wired to a local relay.
// The wallet is a sign-client too: @reown/walletkit 1.6 cannot load in Node's ESM loader (its
// @walletconnect/pay imports 'brotli/decompress' without an extension).
import { SignClient } from '@walletconnect/sign-client'
import { MemoryKeyValueStorage } from './memoryStorage.js'

const metadata = (name: string) => ({ name, description: name, url: 'http://localhost:5173', icons: [] })

type SignClientInstance = InstanceType<typeof SignClient>

function createClient(relayUrl: string, name: string): Promise<SignClientInstance> {
  return SignClient.init({
    projectId: 'foyer-test',
    // The SDK shares one Core per storage prefix in a process; dApp and wallet need their own
    // (own client key, so the relay sees two clients).
    customStoragePrefix: `${name}-${crypto.randomUUID()}`,
    relayUrl,
    metadata: metadata(name),
    storage: new MemoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
  })
}

/** The dApp side: proposes sessions and sends requests. */
export function createDapp(relayUrl: string): Promise<SignClientInstance> {
  return createClient(relayUrl, 'Foyer test dApp')
}

/** The wallet side: pairs, approves and answers requests. */
export function createWallet(relayUrl: string): Promise<SignClientInstance> {
  return createClient(relayUrl, 'Foyer test wallet')
}

/** Stops an SDK client's socket and timers so the test process can finish. */
export async function shutdownSdk(core: {
  relayer: { transportClose(): Promise<void> }
  heartbeat: { stop(): void }
}) {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}
