// Test-only helpers: a dApp (sign-client) and a wallet (WalletKit) wired to a local relay.
// The wallet is a sign-client too: @reown/walletkit 1.6 cannot load in Node's ESM loader (its
// @walletconnect/pay imports 'brotli/decompress' without an extension).
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { SignClient } from '@walletconnect/sign-client'

/** Key-value storage in memory: each SDK client gets its own, nothing touches the disk. */
export class MemoryKeyValueStorage implements IKeyValueStorage {
  readonly #items = new Map<string, unknown>()
  async getKeys(): Promise<string[]> {
    return [...this.#items.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.#items.entries()] as [string, T][]
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.#items.get(key) as T | undefined
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.#items.set(key, value)
  }
  async removeItem(key: string): Promise<void> {
    this.#items.delete(key)
  }
}

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
