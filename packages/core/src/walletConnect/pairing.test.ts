/**
 * The pairing state machine with a scripted engine in place of the SDK (engine.ts is the only module
 * that loads it; the real SDK against our relay is covered by packages/evm's integration test).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectSession } from '../adapter/types.js'
import { WALLET_CONNECT_URI_EXPIRY_MS } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import { ConnectorNotFoundError } from '../errors/connectionErrors.js'
import { ConnectError, InvalidOptionError, UserRejectedRequestError } from '../errors/errors.js'
import type { FoyerInstance } from '../instance/foyerInstance.js'
import { connectorGroupsOf } from '../rules/connectView.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, createFakeConnector, FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { testMainnet } from '../testing/networks.js'
import type { EngineOptions, WalletConnectEngine } from './engineTypes.js'
import { WALLET_CONNECT_RELAY_TIMEOUT_MS } from './options.js'

interface Attempt {
  onUri(uri: string): void
  approve(): void
  reject(error: unknown): void
}

const engine = vi.hoisted(() => ({
  created: [] as unknown[],
  attempts: [] as Attempt[],
  session: undefined as WalletConnectSession | undefined,
  disconnects: 0,
  endListeners: new Set<() => void>(),
}))

/** Core's pairing flow takes this engine through createFoyer's `walletConnect.engine`. */
const fakeEngine = {
  createEngine: async (options: EngineOptions): Promise<WalletConnectEngine> => {
    engine.created.push(options)
    return {
      session: () => engine.session,
      pair: (onUri) =>
        new Promise((resolve, reject) => {
          engine.attempts.push({
            onUri,
            approve: () => {
              engine.session = fakeSession()
              resolve({ session: engine.session, signIns: [] })
            },
            reject,
          })
        }),
      abandonPairings: async () => {},
      onSessionEnd(listener) {
        engine.endListeners.add(listener)
        return () => engine.endListeners.delete(listener)
      },
      disconnect: async () => {
        engine.disconnects++
        engine.session = undefined
      },
      close: async () => {},
    }
  },
}

function fakeSession(): WalletConnectSession {
  return {
    accounts: (ns) => (ns === 'eip155' ? [`eip155:1:${FAKE_ADDRESS}`] : []),
    chains: (ns) => (ns === 'eip155' ? ['eip155:1'] : []),
    peer: { name: 'Phone Wallet', icon: 'https://example.com/phone.png' },
    properties: {},
    request: async () => undefined as never,
    on: () => () => {},
    disconnect: async () => {},
  }
}

/** A fake adapter that connects through a WalletConnect session like the EVM adapter does. */
function wcAdapter() {
  // Like the EVM adapter: core's connector is the only WalletConnect one.
  return Object.assign(createFakeAdapter({ connectors: [createFakeConnector()] }), {
    connectWalletConnect: vi.fn(async (session: WalletConnectSession) => {
      const [account] = session.accounts('eip155')
      return account ? { address: FAKE_ADDRESS, chainId: 1, connectorId: 'walletConnect' } : null
    }),
  })
}

function create(overrides: Partial<Parameters<typeof createFoyer>[0]> = {}) {
  const adapter = wcAdapter()
  const storage = createMemoryStorage()
  const foyer = createFoyer({
    walletConnect: { engine: fakeEngine.createEngine },
    projectId: 'test',
    networks: [testMainnet],
    adapters: [adapter],
    storage,
    relayUrl: 'ws://127.0.0.1:4001',
    ...overrides,
  })
  return { foyer, adapter, storage }
}

const nextAttempt = async (count: number) => {
  await vi.waitFor(() => expect(engine.attempts.length).toBe(count))
  return engine.attempts[count - 1] as Attempt
}
const wc = (foyer: FoyerInstance) => foyer.getState().walletConnect

beforeEach(() => {
  engine.created = []
  engine.attempts = []
  engine.session = undefined
  engine.disconnects = 0
  engine.endListeners.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the WalletConnect connector', () => {
  it('is listed when enabled and an adapter supports WalletConnect', () => {
    const { foyer } = create()
    expect(foyer.getState().connectors).toContainEqual({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
  })

  it('is absent with enableWalletConnect: false; connectWalletConnect then fails with the user-facing text', async () => {
    const { foyer } = create({ enableWalletConnect: false })
    expect(foyer.getState().connectors.map((c) => c.id)).toEqual(['io.foyer.fake'])
    await expect(foyer.connectWalletConnect()).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(wc(foyer)).toEqual({ status: 'error', message: { id: 'walletConnectConnectorNotFound' } })
    expect(engine.created).toEqual([])
  })

  it('is absent when no adapter supports WalletConnect', async () => {
    const adapter = createFakeAdapter({ connectors: [createFakeConnector()] })
    const foyer = createFoyer({
      walletConnect: { engine: fakeEngine.createEngine },
      networks: [testMainnet],
      adapters: [adapter],
    })
    expect(foyer.getState().connectors.map((c) => c.id)).toEqual(['io.foyer.fake'])
    await expect(foyer.connectWalletConnect()).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  it('rejects an empty walletId', async () => {
    const { foyer } = create()
    await expect(foyer.connectWalletConnect({ walletId: '' })).rejects.toBeInstanceOf(InvalidOptionError)
    expect(wc(foyer)).toEqual({ status: 'idle' })
  })
})

describe('connectWalletConnect', () => {
  it('loads nothing until asked, then goes loading -> ready -> connected on Account', async () => {
    const { foyer, adapter, storage } = create()
    await foyer.ready
    foyer.open()
    expect(engine.created).toEqual([])

    const connecting = foyer.connectWalletConnect({ walletId: 'phone-wallet' })
    expect(wc(foyer)).toEqual({ status: 'loading', walletId: 'phone-wallet' })
    const attempt = await nextAttempt(1)
    const before = Date.now()
    attempt.onUri('wc:abc@2?relay-protocol=irn')
    const ready = wc(foyer)
    expect(ready).toMatchObject({
      status: 'ready',
      uri: 'wc:abc@2?relay-protocol=irn',
      walletId: 'phone-wallet',
    })
    expect(ready.status === 'ready' && ready.expiresAt - before).toBeGreaterThanOrEqual(
      WALLET_CONNECT_URI_EXPIRY_MS,
    )

    attempt.approve()
    await connecting
    const state = foyer.getState()
    expect(state.walletConnect).toEqual({ status: 'idle' })
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
      connectorId: 'walletConnect',
      connectedWalletInfo: { name: 'Phone Wallet', icon: 'https://example.com/phone.png' },
    })
    expect(state.router.history.at(-1)?.view).toBe('Account')
    expect(state.recentWalletIds[0]).toBe('phone-wallet')
    expect(adapter.connectWalletConnect).toHaveBeenCalledTimes(1)
    expect(storage.getItem('foyer:connection:eip155')).toBe('walletConnect')
    expect(connectorGroupsOf(foyer, { isMobile: false }).map((g) => g.type)).not.toContain('walletConnect')
  })

  it("shows 'declined' and rejects with UserRejectedRequestError when the wallet says no", async () => {
    const { foyer } = create()
    const connecting = foyer.connectWalletConnect()
    const attempt = await nextAttempt(1)
    attempt.onUri('wc:1')
    attempt.reject({ code: 5000, message: 'User rejected.' })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wc(foyer)).toEqual({ status: 'declined', message: { id: 'errorUserRejected' } })
    // Trying again starts a fresh pairing.
    void foyer.connectWalletConnect().catch(() => {})
    expect(wc(foyer).status).toBe('loading')
    await nextAttempt(2)
  })

  it('replaces the URI every 4 minutes while wanted; a second call shares the pairing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { foyer } = create()
    const connecting = foyer.connectWalletConnect()
    const first = await nextAttempt(1)
    first.onUri('wc:first')
    const again = foyer.connectWalletConnect()
    vi.advanceTimersByTime(WALLET_CONNECT_URI_EXPIRY_MS - 1)
    expect(engine.attempts).toHaveLength(1)
    vi.advanceTimersByTime(1)
    const second = await nextAttempt(2)
    second.onUri('wc:second')
    expect(wc(foyer)).toMatchObject({ status: 'ready', uri: 'wc:second' })
    expect(engine.created).toHaveLength(1)
    // The wallet scanned the first code just before it was replaced: still accepted (with the real
    // SDK too: engine.ts keeps the earlier pairing subscribed; see the evm integration test).
    first.approve()
    await Promise.all([connecting, again])
    expect(engine.attempts).toHaveLength(2)
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  })

  it('cancelWalletConnect goes back to idle, rejects, and ends a session approved too late', async () => {
    const { foyer } = create()
    const connecting = foyer.connectWalletConnect()
    const attempt = await nextAttempt(1)
    attempt.onUri('wc:1')
    foyer.cancelWalletConnect()
    expect(wc(foyer)).toEqual({ status: 'idle' })
    await expect(connecting).rejects.toBeInstanceOf(ConnectError)
    attempt.approve()
    await vi.waitFor(() => expect(engine.disconnects).toBe(1))
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    // Nothing pending: a no-op.
    foyer.cancelWalletConnect()
    expect(wc(foyer)).toEqual({ status: 'idle' })
  })

  it("connect('walletConnect') starts the same pairing flow", async () => {
    const { foyer } = create()
    const connecting = foyer.connect('walletConnect')
    const attempt = await nextAttempt(1)
    attempt.onUri('wc:1')
    expect(wc(foyer)).toMatchObject({ status: 'ready', uri: 'wc:1' })
    attempt.approve()
    await connecting
    expect(foyer.getState().accounts.eip155?.connectorId).toBe('walletConnect')
  })

  it('cancels before the code has loaded: no pairing starts', async () => {
    const { foyer } = create()
    const connecting = foyer.connectWalletConnect()
    foyer.cancelWalletConnect()
    await expect(connecting).rejects.toBeInstanceOf(ConnectError)
    expect(engine.attempts).toEqual([])
    expect(wc(foyer)).toEqual({ status: 'idle' })
  })

  it('reports a failure after the URI as an error, not as the relay', async () => {
    const { foyer } = create()
    const connecting = foyer.connectWalletConnect()
    const attempt = await nextAttempt(1)
    attempt.onUri('wc:1')
    attempt.reject(new Error('Missing or invalid. approve(), namespaces should be an object with data'))
    await expect(connecting).rejects.toBeInstanceOf(ConnectError)
    expect(wc(foyer)).toEqual({ status: 'error', message: { id: 'errorUnknown' } })
  })

  it('reports a relay that never answers as an error state', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { foyer } = create()
    const connecting = foyer.connectWalletConnect()
    const outcome = connecting.catch((error: unknown) => error)
    await nextAttempt(1)
    vi.advanceTimersByTime(WALLET_CONNECT_RELAY_TIMEOUT_MS)
    expect(await outcome).toBeInstanceOf(ConnectError)
    expect(wc(foyer)).toEqual({ status: 'error', message: { id: 'errorRelayUnreachable' } })
  })
})

describe('a WalletConnect session', () => {
  async function connected() {
    const page = create()
    const connecting = page.foyer.connectWalletConnect()
    const attempt = await nextAttempt(1)
    attempt.onUri('wc:1')
    attempt.approve()
    await connecting
    return page
  }

  it('ended by the wallet disconnects the namespaces it served', async () => {
    const { foyer, storage } = await connected()
    for (const listener of engine.endListeners) listener()
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(storage.getItem('foyer:connection:eip155')).toBeNull()
  })

  it('is deleted on the relay by disconnect()', async () => {
    const { foyer } = await connected()
    await foyer.disconnect()
    expect(engine.disconnects).toBe(1)
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(wc(foyer)).toEqual({ status: 'idle' })
  })

  it('is resynced at start-up when one was stored, through the adapter', async () => {
    const { storage } = await connected()
    const adapter = wcAdapter()
    const foyer = createFoyer({
      walletConnect: { engine: fakeEngine.createEngine },
      networks: [testMainnet],
      adapters: [adapter],
      storage,
      projectId: 'test',
    })
    expect(foyer.getState().accounts.eip155?.status).toBe('reconnecting')
    await foyer.ready
    expect(engine.created).toHaveLength(2)
    expect(adapter.connectWalletConnect).toHaveBeenCalledTimes(1)
    expect(adapter.callsOf('reconnect')).toEqual([])
    expect(foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      connectedWalletInfo: { name: 'Phone Wallet' },
    })
  })

  it('stored but gone from the SDK: start-up ends disconnected', async () => {
    const { storage } = await connected()
    engine.session = undefined
    const foyer = createFoyer({
      walletConnect: { engine: fakeEngine.createEngine },
      networks: [testMainnet],
      adapters: [wcAdapter()],
      storage,
      projectId: 'test',
    })
    await foyer.ready
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  })
})
