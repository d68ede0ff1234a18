/**
 * One session, several namespaces: what a pairing requests when the app has EVM and Solana networks
 * and adapters, and how an approved session's accounts reach each namespace's adapter. A scripted
 * engine stands in for the SDK, as in pairing.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdapterConnection, WalletConnectSession } from '../adapter/types.js'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, createFakeConnector, FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { testMainnet, testSepolia, testSolana } from '../testing/networks.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { EngineOptions, WalletConnectEngine } from './engineTypes.js'

const SOLANA_ADDRESS = '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6'
const solanaDevnetId = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const testSolanaDevnet = {
  ...testSolana,
  id: solanaDevnetId,
  caipNetworkId: `solana:${solanaDevnetId}` as const,
  name: 'Solana Devnet',
}

const engine = vi.hoisted(() => ({
  created: [] as EngineOptions[],
  approve: [] as (() => void)[],
  accounts: {} as Record<string, string[]>,
  session: undefined as WalletConnectSession | undefined,
  endListeners: new Set<() => void>(),
}))

/** Core's pairing flow takes this engine through createFoyer's `walletConnect.engine`. */
const fakeEngine = {
  createEngine: async (options: EngineOptions): Promise<WalletConnectEngine> => {
    engine.created.push(options)
    return {
      session: () => engine.session,
      pair: (onUri) =>
        new Promise((resolve) => {
          onUri('wc:1')
          engine.approve.push(() => {
            engine.session = session(engine.accounts)
            resolve({ session: engine.session, signIns: [] })
          })
        }),
      abandonPairings: async () => {},
      onSessionEnd(listener) {
        engine.endListeners.add(listener)
        return () => engine.endListeners.delete(listener)
      },
      disconnect: async () => {
        engine.session = undefined
      },
      close: async () => {},
    }
  },
}

/** A session whose accounts are `accounts` per namespace (CAIP-10). */
function session(accounts: Record<string, string[]>): WalletConnectSession {
  return {
    accounts: (ns) => accounts[ns] ?? [],
    chains: (ns) => [...new Set((accounts[ns] ?? []).map((a) => a.split(':').slice(0, 2).join(':')))],
    peer: { name: 'Phone Wallet' },
    properties: {},
    request: async () => undefined as never,
    on: () => () => {},
    disconnect: async () => {},
  }
}

/** A fake adapter of `namespace` that connects through a session: its first account of the namespace. */
function wcAdapter(namespace: ChainNamespace, order: ChainNamespace[]) {
  const adapter = createFakeAdapter({
    namespace,
    connectors: [createFakeConnector({ chain: namespace })],
  })
  return Object.assign(adapter, {
    connectWalletConnect: vi.fn(
      async (
        wc: WalletConnectSession,
        options: { chainId?: number | string } = {},
      ): Promise<AdapterConnection | null> => {
        order.push(namespace)
        const [account] = wc.accounts(namespace)
        if (!account) return null
        const [, reference, address] = account.split(':') as [string, string, string]
        const chainId = options.chainId ?? (namespace === 'eip155' ? Number(reference) : reference)
        return { address, chainId, connectorId: 'walletConnect' }
      },
    ),
  })
}

function page(
  storage = createMemoryStorage(),
  networks: readonly [CaipNetwork, ...CaipNetwork[]] = [
    testMainnet,
    testSepolia,
    testSolana,
    testSolanaDevnet,
  ],
) {
  const order: ChainNamespace[] = []
  const evm = wcAdapter('eip155', order)
  const solana = wcAdapter('solana', order)
  const foyer = createFoyer({
    walletConnect: { engine: fakeEngine.createEngine },
    projectId: 'test',
    networks,
    adapters: [evm, solana],
    storage,
    relayUrl: 'ws://127.0.0.1:4001',
  })
  return { foyer, evm, solana, storage, order }
}

async function pair(foyer: ReturnType<typeof page>['foyer']) {
  const connecting = foyer.connectWalletConnect()
  // The first pairing loads the connection code (cold in a busy test run: more than waitFor's 1 s default).
  await vi.waitFor(() => expect(engine.approve).toHaveLength(1), { timeout: 10_000 })
  engine.approve[0]?.()
  await connecting
}

beforeEach(() => {
  engine.created = []
  engine.approve = []
  engine.session = undefined
  engine.endListeners.clear()
  engine.accounts = {
    eip155: [`eip155:1:${FAKE_ADDRESS}`, `eip155:11155111:${FAKE_ADDRESS}`],
    solana: [`solana:${testSolana.id}:${SOLANA_ADDRESS}`, `solana:${solanaDevnetId}:${SOLANA_ADDRESS}`],
  }
})

describe('a pairing of an app with EVM and Solana', () => {
  it('requests both namespaces, Solana with its WalletConnect methods and solana:<genesis> chains', async () => {
    const { foyer } = page()
    await pair(foyer)
    const requested = engine.created[0]?.optionalNamespaces
    expect(Object.keys(requested ?? {})).toEqual(['eip155', 'solana'])
    expect(requested?.solana).toEqual({
      chains: [`solana:${testSolana.id}`, `solana:${solanaDevnetId}`],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: expect.objectContaining({ [`solana:${testSolana.id}`]: 'http://127.0.0.1:1/solana' }),
    })
  })

  it('requests no Solana namespace without Solana networks', async () => {
    const { foyer } = page(createMemoryStorage(), [testMainnet, testSepolia])
    await pair(foyer)
    expect(Object.keys(engine.created[0]?.optionalNamespaces ?? {})).toEqual(['eip155'])
  })

  it('requests no Solana namespace when the Solana adapter cannot connect through WalletConnect', async () => {
    const evm = wcAdapter('eip155', [])
    const solana = createFakeAdapter({ namespace: 'solana', connectors: [] })
    const foyer = createFoyer({
      walletConnect: { engine: fakeEngine.createEngine },
      projectId: 'test',
      networks: [testMainnet, testSolana],
      adapters: [evm, solana],
      relayUrl: 'ws://127.0.0.1:4001',
    })
    await pair(foyer)
    expect(Object.keys(engine.created[0]?.optionalNamespaces ?? {})).toEqual(['eip155'])
  })

  it("connects each namespace's accounts through its adapter; the app's EVM network stays active", async () => {
    const { foyer, evm, solana, order, storage } = page()
    await pair(foyer)
    // Solana first, then the namespace of the current network, so that one stays active.
    expect(order).toEqual(['solana', 'eip155'])
    expect(solana.connectWalletConnect).toHaveBeenCalledWith(engine.session, {})
    expect(evm.connectWalletConnect).toHaveBeenCalledWith(engine.session, { chainId: 1 })
    const state = foyer.getState()
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
    })
    expect(state.accounts.solana).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS,
      caipAddress: `solana:${testSolana.id}:${SOLANA_ADDRESS}`,
      connectorId: 'walletConnect',
    })
    expect(state.activeNamespace).toBe('eip155')
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(storage.getItem('foyer:connection:solana')).toBe('walletConnect')

    // Picking a Solana network shows the Solana account, nothing reconnects.
    await foyer.switchNetwork(testSolanaDevnet)
    expect(foyer.getState().activeNamespace).toBe('solana')
    expect(solana.connectWalletConnect).toHaveBeenCalledTimes(1)
  })

  it('connects only EVM when the wallet approved no Solana account', async () => {
    engine.accounts = { eip155: [`eip155:1:${FAKE_ADDRESS}`] }
    const { foyer, solana } = page()
    await pair(foyer)
    expect(solana.connectWalletConnect).not.toHaveBeenCalled()
    expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  })

  it('a session ended by the wallet disconnects both namespaces', async () => {
    const { foyer, storage } = page()
    await pair(foyer)
    for (const listener of engine.endListeners) listener()
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
    expect(storage.getItem('foyer:connection:solana')).toBeNull()
  })

  it('resyncs both after a reload; the stored network stays selected and active', async () => {
    const first = page()
    await pair(first.foyer)
    await first.foyer.switchNetwork(testSepolia)
    first.foyer.destroy()

    const second = page(first.storage)
    await second.foyer.ready
    expect(second.order).toEqual(['solana', 'eip155'])
    expect(second.evm.connectWalletConnect).toHaveBeenCalledWith(engine.session, { chainId: 11155111 })
    const state = second.foyer.getState()
    expect(state.accounts.solana).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(state.accounts.eip155).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
    expect(state.activeNamespace).toBe('eip155')
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:11155111')
  })

  it('resyncs with Solana active when the app was on a Solana network', async () => {
    const first = page()
    await pair(first.foyer)
    await first.foyer.switchNetwork(testSolanaDevnet)
    first.foyer.destroy()

    const second = page(first.storage)
    await second.foyer.ready
    expect(second.order).toEqual(['eip155', 'solana'])
    expect(second.solana.connectWalletConnect).toHaveBeenCalledWith(engine.session, {
      chainId: solanaDevnetId,
    })
    expect(second.foyer.getState().activeNamespace).toBe('solana')
    expect(second.foyer.getState().caipNetwork?.caipNetworkId).toBe(`solana:${solanaDevnetId}`)
  })
})
