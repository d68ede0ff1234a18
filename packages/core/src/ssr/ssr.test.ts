import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createCookieStorage } from '../storage/cookieStorage.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet, testSepolia } from '../testing/index.js'
import { cookieToInitialState, sanitizeInitialState } from './initialState.js'
import { getServerState } from './serverState.js'

const ADDRESS = '0xabc0000000000000000000000000000000000001'

/** The Cookie header a browser would send for these storage entries. */
function header(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('; ')
}

/** A browser-like cookie jar on `document.cookie`. */
function stubCookieJar(initial: Record<string, string> = {}) {
  const jar = new Map<string, string>(
    Object.entries(initial).map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)]),
  )
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      const [pair = ''] = line.split('; ')
      const at = pair.indexOf('=')
      if (line.includes('Max-Age=0')) jar.delete(pair.slice(0, at))
      else jar.set(pair.slice(0, at), pair.slice(at + 1))
    },
  })
  return { header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cookieToInitialState', () => {
  it('reads the connection, address and last network from the cookie header', () => {
    const cookie = header({
      'foyer:connection:eip155': 'io.metamask',
      'foyer:account:eip155': ADDRESS,
      'foyer:lastChainId': 'eip155:11155111',
      other: 'x',
    })
    expect(cookieToInitialState(cookie)).toEqual({
      caipNetworkId: 'eip155:11155111',
      connections: { eip155: { connectorId: 'io.metamask', address: ADDRESS } },
    })
  })

  it('uses the storageKey as the cookies prefix', () => {
    const cookie = header({ 'app:connection:eip155': 'injected', 'app:account:eip155': ADDRESS })
    expect(cookieToInitialState(cookie)).toBeUndefined()
    expect(cookieToInitialState(cookie, { storageKey: 'app' })?.connections.eip155?.address).toBe(ADDRESS)
  })

  it('falls back to disconnected on missing, tampered or foreign cookies, never throwing', () => {
    expect(cookieToInitialState(undefined)).toBeUndefined()
    expect(cookieToInitialState('')).toBeUndefined()
    expect(cookieToInitialState('foyer%3Aaccount%3Aeip155=%E0%A4%A')).toBeUndefined()
    const tampered = [
      { 'foyer:connection:eip155': 'io.metamask', 'foyer:account:eip155': '<img src=x onerror=alert(1)>' },
      { 'foyer:connection:eip155': 'io.metamask', 'foyer:account:eip155': `${ADDRESS}00` },
      { 'foyer:connection:eip155': '"><script>', 'foyer:account:eip155': ADDRESS },
      { 'foyer:connection:eip155': 'x'.repeat(200), 'foyer:account:eip155': ADDRESS },
      { 'foyer:account:eip155': ADDRESS },
      { 'foyer:connection:solana': 'phantom', 'foyer:account:solana': ADDRESS },
      { 'foyer:lastChainId': 'javascript:alert(1)//' },
      { 'foyer:lastChainId': 'unknown:1' },
    ]
    for (const entries of tampered) expect(cookieToInitialState(header(entries))).toBeUndefined()
  })

  it('keeps the valid parts of a partly tampered cookie', () => {
    const cookie = header({
      'foyer:connection:eip155': 'io.metamask',
      'foyer:account:eip155': ADDRESS,
      'foyer:connection:solana': 'phantom',
      'foyer:account:solana': 'not base58 0OIl',
      'foyer:lastChainId': '{"__proto__":1}',
    })
    expect(cookieToInitialState(cookie)).toEqual({
      connections: { eip155: { connectorId: 'io.metamask', address: ADDRESS } },
    })
  })

  it('sanitizes a hand-made initial state', () => {
    expect(sanitizeInitialState(null)).toBeUndefined()
    expect(sanitizeInitialState('x')).toBeUndefined()
    expect(sanitizeInitialState({ connections: { eip155: 'x' } })).toBeUndefined()
    expect(
      sanitizeInitialState({
        caipNetworkId: 'eip155:1',
        connections: { eip155: { connectorId: 'injected', address: ADDRESS, balance: '9' }, evil: {} },
      }),
    ).toEqual({
      caipNetworkId: 'eip155:1',
      connections: { eip155: { connectorId: 'injected', address: ADDRESS } },
    })
  })
})

describe('getServerState', () => {
  const options = (adapter = createFakeAdapter()) => ({
    projectId: 'p',
    networks: [testMainnet, testSepolia] as const,
    adapters: [adapter],
    storage: createCookieStorage({ fallback: createMemoryStorage() }),
  })

  it('is a fresh, disconnected state without an initial state', () => {
    const state = getServerState(createFoyer(options()))
    expect(state.accounts).toEqual({ eip155: { status: 'disconnected' } })
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(state.open).toBe(false)
    expect(state.connectors).toEqual([])
    // The slices the features registered, as a new instance starts with them.
    expect(state.send).toMatchObject({ sendTokenAmount: '', receiverAddress: '', status: 'idle', sent: [] })
    expect(state.names).toMatchObject({ query: '', suggestions: [], status: 'idle' })
    expect(state.walletConnect).toEqual({ status: 'idle' })
    expect(state.embeddedWallet).toEqual({ frame: 'idle', busy: false })
  })

  it("applies the initial state: a 'reconnecting' account with its address, on the remembered network", () => {
    const state = getServerState(createFoyer(options()), {
      caipNetworkId: 'eip155:11155111',
      connections: { eip155: { connectorId: 'injected', address: ADDRESS } },
    })
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    expect(state.accounts.eip155).toEqual({
      status: 'reconnecting',
      address: ADDRESS,
      caipAddress: `eip155:11155111:${ADDRESS}`,
      connectorId: 'injected',
    })
  })

  it('ignores the initial state of an instance without cookieStorage, which brings the code that reads it', () => {
    const foyer = createFoyer({ ...options(), storage: createMemoryStorage() })
    const state = getServerState(foyer, {
      caipNetworkId: 'eip155:11155111',
      connections: { eip155: { connectorId: 'injected', address: ADDRESS } },
    })
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(state.accounts).toEqual({ eip155: { status: 'disconnected' } })
  })

  it('ignores namespaces without an adapter and networks the app does not offer', () => {
    const state = getServerState(createFoyer(options()), {
      caipNetworkId: 'eip155:999',
      connections: {
        eip155: { connectorId: 'injected', address: ADDRESS },
        solana: { connectorId: 'phantom', address: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      },
    })
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(Object.keys(state.accounts)).toEqual(['eip155'])
    expect(state.accounts.eip155?.caipAddress).toBe(`eip155:1:${ADDRESS}`)
  })
})

describe('createFoyer with ssr', () => {
  it('remembers the address in a cookie once connected, and forgets it on disconnect', async () => {
    const jar = stubCookieJar()
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [createFakeAdapter()],
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
      ssr: true,
    })
    await foyer.connect('io.foyer.fake')
    expect(cookieToInitialState(jar.header())).toEqual({
      caipNetworkId: 'eip155:1',
      connections: { eip155: { connectorId: 'io.foyer.fake', address: FAKE_ADDRESS } },
    })
    // No balance, email or recent wallets in the cookies.
    expect(decodeURIComponent(jar.header())).not.toMatch(/1\.234|recent/)
    await foyer.disconnect()
    expect(cookieToInitialState(jar.header())?.connections).toEqual({})
  })

  it("keeps the address under the app's storageKey, where the server and the next start read it", async () => {
    const jar = stubCookieJar()
    const parameters = {
      projectId: 'p',
      networks: [testMainnet] as const,
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
      storageKey: 'shop',
      ssr: true,
    }
    await createFoyer({ ...parameters, adapters: [createFakeAdapter()] }).connect('io.foyer.fake')
    expect(decodeURIComponent(jar.header())).toContain(`shop:account:eip155=${FAKE_ADDRESS}`)
    expect(cookieToInitialState(jar.header(), { storageKey: 'shop' })?.connections.eip155?.address).toBe(
      FAKE_ADDRESS,
    )
    const adapter = createFakeAdapter()
    const gate = adapter.hold('reconnect')
    const next = createFoyer({ ...parameters, adapters: [adapter] })
    expect(next.getState().accounts.eip155).toMatchObject({ status: 'reconnecting', address: FAKE_ADDRESS })
    gate.release()
    await next.ready
  })

  it('starts from the remembered connection, keeps the address while resyncing, then confirms it', async () => {
    stubCookieJar({
      'foyer:connection:eip155': 'io.foyer.fake',
      'foyer:account:eip155': ADDRESS,
      'foyer:lastChainId': 'eip155:11155111',
    })
    const adapter = createFakeAdapter({
      reconnectResult: { address: ADDRESS, chainId: 11155111, connectorId: 'io.foyer.fake' },
    })
    const gate = adapter.hold('reconnect')
    const parameters = {
      projectId: 'p',
      networks: [testMainnet, testSepolia] as const,
      adapters: [adapter],
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
      ssr: true,
    }
    const foyer = createFoyer(parameters)
    // What the server rendered from the same cookies.
    const server = getServerState(foyer, cookieToInitialState(document.cookie))
    expect(foyer.getState().accounts.eip155).toEqual(server.accounts.eip155)
    expect(foyer.getState().caipNetwork).toBe(server.caipNetwork)
    expect(foyer.getState().accounts.eip155).toMatchObject({ status: 'reconnecting', address: ADDRESS })
    gate.release()
    await foyer.ready
    expect(foyer.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('clears a remembered connection the wallet no longer has', async () => {
    const jar = stubCookieJar({ 'foyer:connection:eip155': 'io.foyer.fake', 'foyer:account:eip155': ADDRESS })
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [createFakeAdapter({ reconnectResult: null })],
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
      ssr: true,
    })
    expect(foyer.getState().accounts.eip155?.address).toBe(ADDRESS)
    await foyer.ready
    expect(foyer.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(cookieToInitialState(jar.header())).toBeUndefined()
  })

  it('without ssr, neither stores the address nor starts from it', async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:connection:eip155', 'io.foyer.fake')
    storage.setItem('foyer:account:eip155', ADDRESS)
    const adapter = createFakeAdapter()
    const gate = adapter.hold('reconnect')
    const foyer = createFoyer({ projectId: 'p', networks: [testMainnet], adapters: [adapter], storage })
    expect(foyer.getState().accounts.eip155).toEqual({ status: 'reconnecting' })
    gate.release()
    await foyer.ready
    const other = createMemoryStorage()
    const plain = createFoyer({
      projectId: 'p',
      networks: [testMainnet],
      adapters: [createFakeAdapter()],
      storage: other,
    })
    await plain.connect('io.foyer.fake')
    expect(other.getItem('foyer:account:eip155')).toBeNull()
  })

  it('needs cookieStorage, which brings the code that starts from the remembered connection', () => {
    expect(() =>
      createFoyer({
        networks: [testMainnet],
        adapters: [createFakeAdapter()],
        ssr: true,
        storage: createMemoryStorage(),
      }),
    ).toThrow(
      'Invalid option "ssr": needs storage: cookieStorage (or createCookieStorage()) from @foyer/core/ssr',
    )
  })

  it('rejects a non-boolean ssr option', () => {
    expect(() =>
      createFoyer({
        networks: [testMainnet],
        ssr: 'yes' as unknown as boolean,
        storage: createMemoryStorage(),
      }),
    ).toThrow('Invalid option "ssr"')
  })
})
