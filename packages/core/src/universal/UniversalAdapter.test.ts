/**
 * Polkadot and Cosmos through the WalletConnect session alone: what the pairing requests, how the
 * session's accounts become the modal's accounts, and how signatures go to the wallet. A scripted
 * engine stands in for the SDK (as in walletConnect/pairing.test.ts); the wallet app's real answers are
 * covered by the browser test walletconnect-universal.e2e.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectSession, WalletConnectSessionEventMap } from '../adapter/types.js'
import { createFoyer } from '../createFoyer.js'
import { ChainNotSupportedError } from '../errors/connectionErrors.js'
import { UserRejectedRequestError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { testMainnet, testSepolia } from '../testing/networks.js'
import type { EngineOptions, WalletConnectEngine } from '../walletConnect/engineTypes.js'
import { cosmosHub, polkadot } from './networks.js'
import { adr036SignDoc } from './signMessage.js'
import { UniversalAdapter } from './UniversalAdapter.js'

const DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const DOT_2 = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const ATOM = 'cosmos1ua9gslrxn6p2r3ghxjsu7nt8w5fhy0xhw2jzkg'

interface Request {
  method: string
  params: unknown
  chainId: string
}

/** Each load of the adapter's code (the shell's import()); `fail` makes the next ones fail as a lost chunk would. */
const loads = vi.hoisted(() => ({ count: 0, fail: false }))
vi.mock('./sessionAdapter.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./sessionAdapter.js')>()
  return {
    get SessionAdapter() {
      loads.count++
      if (loads.fail) throw new TypeError('Failed to fetch dynamically imported module')
      return real.SessionAdapter
    },
  }
})

const engine = vi.hoisted(() => ({
  created: [] as EngineOptions[],
  approve: [] as (() => void)[],
  session: undefined as WalletConnectSession | undefined,
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
          engine.approve.push(() => resolve({ session: engine.session as WalletConnectSession, signIns: [] }))
        }),
      abandonPairings: async () => {},
      onSessionEnd: () => () => {},
      disconnect: async () => {
        engine.session = undefined
      },
      close: async () => {},
    }
  },
}

/** A session with accounts per namespace, a wallet that answers with `answer`, and playable events. */
function fakeSession(accounts: Record<string, string[]>, answer: (r: Request) => unknown) {
  const requests: Request[] = []
  const listeners = new Map<string, Set<(payload: never) => void>>()
  const session: WalletConnectSession = {
    accounts: (ns) => accounts[ns] ?? [],
    chains: (ns) => [...new Set((accounts[ns] ?? []).map((a) => a.split(':').slice(0, 2).join(':')))],
    peer: { name: 'Phone Wallet' },
    properties: {},
    async request<T>(args: { method: string; params?: unknown }, chainId: string) {
      const request = { method: args.method, params: args.params, chainId }
      requests.push(request)
      return (await answer(request)) as T
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => set.delete(listener as (payload: never) => void)
    },
    disconnect: async () => {},
  }
  const emit = <E extends keyof WalletConnectSessionEventMap>(
    event: E,
    payload: WalletConnectSessionEventMap[E],
  ) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: typeof payload) => void)(payload)
  }
  return { session, requests, emit, accounts }
}

function page(answer: (r: Request) => unknown = () => ({ signature: '0x01' })) {
  const wallet = fakeSession(
    {
      eip155: [`eip155:1:${FAKE_ADDRESS}`],
      polkadot: [`${polkadot.caipNetworkId}:${DOT}`],
      cosmos: [`${cosmosHub.caipNetworkId}:${ATOM}`],
    },
    answer,
  )
  engine.session = wallet.session
  const evm = Object.assign(createFakeAdapter(), {
    connectWalletConnect: async () => ({ address: FAKE_ADDRESS, chainId: 1, connectorId: 'walletConnect' }),
  })
  const dot = new UniversalAdapter({ namespace: 'polkadot' })
  const atom = new UniversalAdapter({ namespace: 'cosmos' })
  const foyer = createFoyer({
    walletConnect: { engine: fakeEngine.createEngine },
    projectId: 'test',
    networks: [testMainnet, polkadot, cosmosHub],
    adapters: [evm, dot, atom],
    storage: createMemoryStorage(),
    relayUrl: 'ws://127.0.0.1:4001',
  })
  return { foyer, dot, atom, wallet }
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
})

describe('UniversalAdapter', () => {
  it('refuses a namespace Foyer does not know', () => {
    expect(() => new UniversalAdapter({ namespace: 'tron' as 'polkadot' })).toThrow(
      /Invalid option "namespace": expected one of eip155, solana, bip122, polkadot, cosmos, got tron/,
    )
  })

  it('makes the pairing ask for polkadot and cosmos with their WalletConnect methods and the app chains', async () => {
    const { foyer } = page()
    await pair(foyer)
    const requested = engine.created[0]?.optionalNamespaces
    expect(requested?.polkadot).toMatchObject({
      chains: [polkadot.caipNetworkId],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
    })
    expect(requested?.cosmos).toMatchObject({
      chains: [cosmosHub.caipNetworkId],
      methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    })
  })

  it('shows each namespace account as an eoa whose balances are not available', async () => {
    const { foyer } = page()
    await pair(foyer)
    const { accounts } = foyer.getState()
    expect(accounts.polkadot).toMatchObject({
      status: 'connected',
      address: DOT,
      caipAddress: `${polkadot.caipNetworkId}:${DOT}`,
      accountType: 'eoa',
      balancesUnavailable: true,
    })
    expect(accounts.cosmos).toMatchObject({ status: 'connected', address: ATOM, balancesUnavailable: true })
    expect(accounts.eip155?.balancesUnavailable).toBeUndefined()

    await foyer.switchNetwork(cosmosHub)
    expect(foyer.getState().activeNamespace).toBe('cosmos')
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('cosmos:cosmoshub-4')
  })

  it('signs through polkadot_signMessage and, for Cosmos, cosmos_signAmino of the ADR-036 document', async () => {
    const { foyer, dot, atom, wallet } = page((r) =>
      r.method === 'polkadot_signMessage'
        ? { signature: '0xabcd' }
        : {
            signature: { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'AA==' }, signature: 'c2ln' },
          },
    )
    await pair(foyer)
    await expect(dot.signMessage({ message: 'Hello Foyer', address: DOT })).resolves.toBe('0xabcd')
    await expect(atom.signMessage({ message: 'Hello Foyer', address: ATOM })).resolves.toBe('c2ln')
    expect(wallet.requests).toEqual([
      {
        method: 'polkadot_signMessage',
        params: { address: DOT, message: 'Hello Foyer' },
        chainId: polkadot.caipNetworkId,
      },
      {
        method: 'cosmos_signAmino',
        params: { signerAddress: ATOM, signDoc: adr036SignDoc(ATOM, 'Hello Foyer') },
        chainId: cosmosHub.caipNetworkId,
      },
    ])
    expect(adr036SignDoc(ATOM, 'Hello Foyer').msgs[0]?.value.data).toBe(btoa('Hello Foyer'))
  })

  it("turns the wallet's refusal into UserRejectedRequestError and checks the address and method", async () => {
    const { foyer, dot } = page(() => {
      throw { code: 5000, message: 'User rejected.' }
    })
    await pair(foyer)
    await expect(dot.signMessage({ message: 'x', address: DOT })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(dot.signMessage({ message: 'x', address: DOT_2 })).rejects.toThrow(
      /is not the connected polkadot account/,
    )
    await expect(dot.request({ method: 'cosmos_signDirect' })).rejects.toThrow(
      /expected a polkadot WalletConnect method/,
    )
  })

  it("sends the namespace's other requests to the current chain", async () => {
    const { foyer, dot, wallet } = page(() => ({ id: 1, signature: '0x01' }))
    await pair(foyer)
    const params = { address: DOT, transactionPayload: { method: '0x00' } }
    await expect(dot.request({ method: 'polkadot_signTransaction', params })).resolves.toEqual({
      id: 1,
      signature: '0x01',
    })
    expect(wallet.requests.at(-1)).toEqual({
      method: 'polkadot_signTransaction',
      params,
      chainId: polkadot.caipNetworkId,
    })
  })

  it("follows the wallet's account change, and ends the connection when it has no account left", async () => {
    const { foyer, wallet } = page()
    await pair(foyer)
    wallet.emit('accountsChanged', {
      chainId: polkadot.caipNetworkId,
      accounts: [`${polkadot.caipNetworkId}:${DOT_2}`],
    })
    await vi.waitFor(() => expect(foyer.getState().accounts.polkadot?.address).toBe(DOT_2))
    wallet.emit('accountsChanged', { chainId: polkadot.caipNetworkId, accounts: [] })
    await vi.waitFor(() => expect(foyer.getState().accounts.polkadot?.status).toBe('disconnected'))
    expect(foyer.getState().accounts.cosmos?.status).toBe('connected')
  })

  it("follows an EVM wallet's own chain change within the approved chains", async () => {
    const wallet = fakeSession(
      { eip155: [`eip155:1:${FAKE_ADDRESS}`, `eip155:11155111:${FAKE_ADDRESS}`] },
      () => '0x01',
    )
    engine.session = wallet.session
    const foyer = createFoyer({
      walletConnect: { engine: fakeEngine.createEngine },
      projectId: 'test',
      networks: [testMainnet, testSepolia],
      adapters: [new UniversalAdapter({ namespace: 'eip155' })],
      storage: createMemoryStorage(),
      relayUrl: 'ws://127.0.0.1:4001',
    })
    await pair(foyer)
    expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:1:${FAKE_ADDRESS}`)
    wallet.emit('chainChanged', { chainId: 'eip155:11155111' })
    await vi.waitFor(() =>
      expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:11155111:${FAKE_ADDRESS}`),
    )
    // A chain the wallet did not approve in the session changes nothing.
    wallet.emit('chainChanged', { chainId: 'eip155:10' })
    expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:11155111:${FAKE_ADDRESS}`)
  })

  it('is not connected before a session, and has no connectors of its own', async () => {
    const dot = new UniversalAdapter({ namespace: 'polkadot' })
    expect(dot.getConnectors()).toEqual([])
    await expect(dot.connect()).rejects.toThrow('Connect with WalletConnect')
    await expect(dot.signMessage({ message: 'x', address: DOT })).rejects.toThrow('No wallet connected')
    await expect(dot.reconnect()).resolves.toBeNull()
    await expect(dot.switchNetwork(polkadot)).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('loads its code on first use only, once, and again after a load that failed', async () => {
    loads.count = 0
    const dot = new UniversalAdapter({ namespace: 'polkadot' })
    dot.setup({ networks: [polkadot], projectId: 'test' })
    dot.on('accountChanged', () => {})
    await dot.disconnect()
    await dot.reconnect()
    expect(loads.count).toBe(0)

    loads.fail = true
    await expect(dot.signMessage({ message: 'x', address: DOT })).rejects.toThrow('Failed to fetch')
    loads.fail = false
    dot.preload()
    await expect(dot.signMessage({ message: 'x', address: DOT })).rejects.toThrow('No wallet connected')
    await dot.disconnect()
    expect(loads.count).toBe(2)
  })
})

describe('UniversalAdapter options', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('checks the namespace in development builds only', () => {
    const tron = { namespace: 'tron' as never }
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => new UniversalAdapter(tron)).toThrow(
      /Invalid option "namespace": expected one of eip155, .*got tron/,
    )
    vi.stubEnv('NODE_ENV', 'production')
    expect(new UniversalAdapter(tron).namespace).toBe('tron')
  })
})
