import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from './createFoyer.js'
import { InvalidOptionError, SiwxOptionConflictError } from './errors/errors.js'
import { DEFAULT_URLS } from './options/defaults.js'
import { createMemoryStorage } from './storage/storage.js'
import { createFakeAdapter, testMainnet, testSepolia, testSolana } from './testing/index.js'

describe('createFoyer', () => {
  it('applies the built-in defaults and local service URLs', () => {
    const foyer = createFoyer({ projectId: 'p', networks: [testMainnet], storage: createMemoryStorage() })
    expect(foyer.options.features).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
      allWallets: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    })
    expect(foyer.options.enableWalletConnect).toBe(true)
    expect(foyer.options.apiUrl).toBe('http://localhost:4000')
    expect(foyer.options.blockchainApiUrl).toBe('http://localhost:4000')
    expect(foyer.options.secureSiteUrl).toBe('http://localhost:5174')
    expect(foyer.options.relayUrl).toBe('ws://localhost:4001')
  })

  it('keeps configured features over defaults', () => {
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      features: { email: false, socials: ['github'] },
      storage: createMemoryStorage(),
    })
    expect(foyer.options.features.email).toBe(false)
    expect(foyer.options.features.socials).toEqual(['github'])
    expect(foyer.options.features.swaps).toBe(true)
  })

  it('rejects invalid options naming the option', () => {
    expect(() => createFoyer({ networks: [] as never })).toThrowError(
      'Invalid option "networks": must contain at least one network',
    )
    const error = (() => {
      try {
        createFoyer({ networks: [testMainnet], apiUrl: 'not a url' })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect((error as InvalidOptionError).option).toBe('apiUrl')
    expect((error as InvalidOptionError).shortMessage).toBe('Invalid option "apiUrl": must be a URL')
  })

  it('names nested and unknown options', () => {
    expect(() => createFoyer({ networks: [{ ...testMainnet, caipNetworkId: 'eip155:2' }] })).toThrowError(
      'Invalid option "networks[0].caipNetworkId": caipNetworkId must equal "chainNamespace:id"',
    )
    expect(() => createFoyer({ networks: [testMainnet], features: { emial: true } as never })).toThrowError(
      'Invalid option "features.emial": is not a known option',
    )
    expect(() => createFoyer({ networks: [testMainnet], defaultNetwork: testSepolia })).toThrowError(
      'Invalid option "defaultNetwork": must be one of "networks"',
    )
    expect(() =>
      createFoyer({ networks: [testMainnet], adapters: [{ namespace: 'eip155' } as never] }),
    ).toThrowError(/Invalid option "adapters\[0\]": must be a ChainAdapter/)
    expect(() =>
      createFoyer({ networks: [testMainnet], adapters: [createFakeAdapter(), createFakeAdapter()] }),
    ).toThrowError('Invalid option "adapters[1]": a second adapter for namespace eip155')
  })

  it('does not throw without a projectId but shows the alert when the modal opens', () => {
    const foyer = createFoyer({ networks: [testMainnet], storage: createMemoryStorage() })
    expect(foyer.getState().alert).toBeUndefined()
    foyer.open()
    expect(foyer.getState().open).toBe(true)
    expect(foyer.getState().alert?.title).toEqual({ id: 'alertProjectIdNotConfiguredTitle' })
    foyer.closeAlert()
    expect(foyer.getState().alert).toBeUndefined()
  })

  it('sets up each adapter with its namespace networks and takes its connectors, without requests', () => {
    const adapter = createFakeAdapter()
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSepolia],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    expect(adapter.setupContext).toEqual({ networks: [testMainnet, testSepolia], projectId: 'p' })
    expect(foyer.getState().connectors.map((c) => c.name)).toEqual(['Fake Wallet', 'WalletConnect'])
    expect(adapter.calls.map((c) => c.method)).toEqual(['setup'])
  })

  it('starts on the default network, or the stored last chain when it is requested', () => {
    const storage = createMemoryStorage()
    const first = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSepolia],
      defaultNetwork: testSepolia,
      storage,
    })
    expect(first.getState().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    storage.setItem('foyer:lastChainId', 'eip155:1')
    const second = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSepolia],
      defaultNetwork: testSepolia,
      storage,
    })
    expect(second.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('keeps two instances independent', async () => {
    const a = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [createFakeAdapter()],
      storage: createMemoryStorage(),
    })
    const b = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [createFakeAdapter()],
      storage: createMemoryStorage(),
    })
    await a.connect('io.foyer.fake')
    a.open()
    expect(a.getState().open).toBe(true)
    expect(a.getState().accounts.eip155?.status).toBe('connected')
    expect(b.getState().open).toBe(false)
    expect(b.getState().accounts.eip155?.status).toBe('disconnected')
    expect(b.getState().recentWalletIds).toEqual([])
  })

  it('resyncs a stored connection at start: reconnecting, then connected', async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:connection:eip155', 'io.foyer.fake')
    const adapter = createFakeAdapter({
      reconnectResult: {
        address: '0xabc0000000000000000000000000000000000001',
        chainId: 1,
        connectorId: 'io.foyer.fake',
      },
    })
    const gate = adapter.hold('reconnect')
    const foyer = createFoyer({ projectId: 'p', networks: [testMainnet], adapters: [adapter], storage })
    expect(foyer.getState().accounts.eip155?.status).toBe('reconnecting')
    gate.release()
    await foyer.ready
    expect(foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      caipAddress: 'eip155:1:0xabc0000000000000000000000000000000000001',
      balance: '1.234567',
    })
  })

  it('stays on the namespace the visitor was on when another one resyncs after it', async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:connection:eip155', 'io.foyer.fake')
    storage.setItem('foyer:connection:solana', 'io.foyer.fake')
    storage.setItem('foyer:lastChainId', testMainnet.caipNetworkId)
    const evm = createFakeAdapter({
      reconnectResult: {
        address: '0xabc0000000000000000000000000000000000001',
        chainId: 1,
        connectorId: 'io.foyer.fake',
      },
    })
    const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const solana = createFakeAdapter({
      namespace: 'solana',
      reconnectResult: { address: solanaAddress, chainId: testSolana.id, connectorId: 'io.foyer.fake' },
    })
    const solanaLater = solana.hold('reconnect')
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSolana],
      adapters: [evm, solana],
      storage,
    })
    await expect.poll(() => foyer.getState().accounts.eip155?.status).toBe('connected')
    solanaLater.release()
    await foyer.ready
    const state = foyer.getState()
    expect(state.accounts.solana).toMatchObject({ status: 'connected', address: solanaAddress })
    expect(state.activeNamespace).toBe('eip155')
    expect(state.caipNetwork?.caipNetworkId).toBe(testMainnet.caipNetworkId)
  })

  it('ends disconnected when the stored connection cannot be resynced', async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:connection:eip155', 'io.foyer.fake')
    const adapter = createFakeAdapter()
    adapter.failNext('reconnect', new Error('gone'))
    const foyer = createFoyer({ projectId: 'p', networks: [testMainnet], adapters: [adapter], storage })
    await foyer.ready
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(storage.getItem('foyer:connection:eip155')).toBeNull()
  })

  it('does not reconnect when nothing was stored', async () => {
    const adapter = createFakeAdapter()
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    await foyer.ready
    expect(adapter.callsOf('reconnect')).toHaveLength(0)
  })

  it('stops listening to adapters on destroy', () => {
    const adapter = createFakeAdapter()
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    expect(adapter.listenerCount('accountChanged')).toBe(1)
    foyer.destroy()
    expect(adapter.listenerCount('accountChanged')).toBe(0)
  })
})

describe('createFoyer in a production build', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('leaves the options check out, which development runs; the siwx conflict throws in both', () => {
    const blue = { networks: [testMainnet], themeMode: 'blue', storage: createMemoryStorage() } as never
    const ssr = { networks: [testMainnet] as const, ssr: true, storage: createMemoryStorage() }
    const both = { networks: [testMainnet], siwx: {}, siweConfig: {} } as never
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => createFoyer(blue)).toThrowError('Invalid option "themeMode": must be one of "light", "dark"')
    expect(() => createFoyer(ssr)).toThrowError(/Invalid option "ssr": needs storage: cookieStorage/)
    vi.stubEnv('NODE_ENV', 'production')
    expect(createFoyer(blue).options.themeMode).toBe('blue')
    // The defaults apply in every build: only the check is development's.
    expect(createFoyer(blue).options).toMatchObject({
      apiUrl: DEFAULT_URLS.apiUrl,
      enableWalletConnect: true,
    })
    expect(createFoyer(ssr).options.ssr).toBe(true)
    expect(() => createFoyer(both)).toThrowError(SiwxOptionConflictError)
  })
})
