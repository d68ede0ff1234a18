import { type RunningRelay, startRelay } from '@foyer/relay'
import { SignClient } from '@walletconnect/sign-client'
import {
  type PendingItem,
  WalletController,
  type WalletControllerOptions,
  type WalletState,
} from '../wallet/controller.js'
import { createWalletKit, type WalletKitClient } from '../wallet/wallet-kit.js'
import { MemoryKeyValueStorage } from './memory-storage.js'

/** A dApp-side sign client, as the tests pair it with the wallet. */
export type Dapp = InstanceType<typeof SignClient>

/** The wallet's controller over WalletKit and a dApp's sign client, paired through a relay of their own. */
export interface RelayHarness {
  relay: RunningRelay
  kit: WalletKitClient
  wallet: WalletController
  dapp: Dapp
  /** Resolves with the wallet state once `predicate` holds (checked now and after every change). */
  stateWhere(predicate: (state: WalletState) => boolean): Promise<WalletState>
  /** The oldest pending item of `kind`, once there is one. */
  nextPending<K extends PendingItem['kind']>(kind: K): Promise<Extract<PendingItem, { kind: K }>>
  /** Stops the controller, both clients' sockets and the relay. */
  stop(): Promise<void>
}

/**
 * Starts a relay in memory, WalletKit and the wallet's controller on it (with `options`' accounts),
 * and a dApp's sign client named 'Foyer Demo'. Every client keeps its storage in memory.
 */
export async function startRelayHarness(
  options: Omit<WalletControllerOptions, 'kit'>,
): Promise<RelayHarness> {
  // The dApp-side SDK skips the hosted verify server under this dev flag; the wallet stubs verify itself.
  process.env.IS_VITEST = 'true'
  const relay = await startRelay({ port: 0, persistence: 'memory' })
  const kit = await createWalletKit({
    relayUrl: relay.url,
    url: 'http://localhost:5175',
    storagePrefix: `wallet-${crypto.randomUUID()}`,
    storage: new MemoryKeyValueStorage(),
  })
  const wallet = new WalletController({ kit, ...options })
  wallet.start()
  const dapp = await SignClient.init({
    projectId: 'c0ffee00000000000000000000000001',
    relayUrl: relay.url,
    customStoragePrefix: `dapp-${crypto.randomUUID()}`,
    storage: new MemoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
    metadata: {
      name: 'Foyer Demo',
      description: 'test dApp',
      url: 'http://localhost:5173',
      icons: ['http://localhost:5173/icon.svg'],
    },
  })

  const stateWhere = (predicate: (state: WalletState) => boolean) =>
    new Promise<WalletState>((resolve) => {
      const check = () => {
        const state = wallet.getState()
        if (!predicate(state)) return
        unsubscribe()
        resolve(state)
      }
      const unsubscribe = wallet.subscribe(check)
      check()
    })

  return {
    relay,
    kit,
    wallet,
    dapp,
    stateWhere,
    async nextPending<K extends PendingItem['kind']>(kind: K) {
      const state = await stateWhere((s) => s.pending.some((item) => item.kind === kind))
      return state.pending.find((item) => item.kind === kind) as Extract<PendingItem, { kind: K }>
    },
    async stop() {
      wallet.stop()
      for (const core of [dapp.core, kit.core]) {
        core.heartbeat.stop()
        await core.relayer.transportClose()
      }
      await relay.stop()
    },
  }
}
