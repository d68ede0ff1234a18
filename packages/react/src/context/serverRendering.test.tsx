import {
  createFoyer,
  createMemoryStorage,
  type FoyerInitialState,
  type FoyerInstance,
  type FoyerOptions,
  shortenAddress,
} from '@foyer/core'
import { cookieToInitialState, createCookieStorage } from '@foyer/core/ssr'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet, testSepolia } from '@foyer/core/testing'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { NetworkButton } from '../components/NetworkButton.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { FoyerProvider } from './FoyerProvider.js'

const networks = [testMainnet, testSepolia] as const
const short = shortenAddress(FAKE_ADDRESS)

function Page() {
  const { status } = useFoyerAccount()
  return (
    <main>
      <NetworkButton />
      <ConnectButton />
      <p data-testid="status">{status}</p>
    </main>
  )
}

const app = (foyer: FoyerInstance, initialState: FoyerInitialState | undefined) => (
  <FoyerProvider foyer={foyer} initialState={initialState}>
    <Page />
  </FoyerProvider>
)

/**
 * Renders on a "server": window, document and the browser's storage are gone meanwhile, so any
 * access throws. The instance is created there too, as a module-level one is when Next imports it.
 */
function serverRender(initialState: FoyerInitialState | undefined, options: Partial<FoyerOptions> = {}) {
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator'])
    vi.stubGlobal(name, undefined)
  try {
    const foyer = createFoyer({
      projectId: 'p',
      networks,
      adapters: [createFakeAdapter()],
      storage: createCookieStorage(),
      ssr: true,
      ...options,
    })
    return renderToString(app(foyer, initialState))
  } finally {
    vi.unstubAllGlobals()
  }
}

/** Hydrates the server's HTML with the client's instance; returns what React and the console reported. */
async function hydrate(html: string, foyer: FoyerInstance, initialState: FoyerInitialState | undefined) {
  // React's act() warns unless the environment says it is a test (Testing Library sets it only inside its own act).
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error')
  const recoverable: unknown[] = []
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, app(foyer, initialState), {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  const reported = { console: errors.mock.calls.map((call) => call.map(String).join(' ')), recoverable }
  errors.mockRestore()
  return { container, reported, unmount: () => act(() => root?.unmount()) }
}

/** Sets a cookie as a browser would receive it (the test plays the visitor's earlier visits). */
function writeCookie(line: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test writes raw cookies, tampered ones included.
  document.cookie = line
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (name) writeCookie(`${name}=; Path=/; Max-Age=0`)
  }
}

afterEach(() => {
  clearCookies()
  localStorage.clear()
})

describe('server rendering', () => {
  it('renders disconnected on the server and hydrates without a mismatch', async () => {
    const initialState = cookieToInitialState(document.cookie)
    expect(initialState).toBeUndefined()
    const html = serverRender(initialState)
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')

    const client = createFoyer({
      projectId: 'p',
      networks,
      adapters: [createFakeAdapter()],
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
      ssr: true,
    })
    const { container, reported, unmount } = await hydrate(html, client, initialState)
    expect(reported).toEqual({ console: [], recoverable: [] })
    expect(container.querySelector('button[data-variant="accent"]')?.textContent).toBe('Connect Wallet')
    await unmount()
  })

  it('hydrates without a mismatch when the live store already differs from the server (a plain localStorage resync)', async () => {
    const html = serverRender(undefined)
    const storage = createMemoryStorage()
    storage.setItem('foyer:connection:eip155', 'io.foyer.fake')
    const adapter = createFakeAdapter({
      reconnectResult: { address: FAKE_ADDRESS, chainId: 1, connectorId: 'io.foyer.fake' },
    })
    const gate = adapter.hold('reconnect')
    const client = createFoyer({ projectId: 'p', networks, adapters: [adapter], storage })
    expect(client.getState().accounts.eip155?.status).toBe('reconnecting')
    const { container, reported, unmount } = await hydrate(html, client, undefined)
    expect(reported).toEqual({ console: [], recoverable: [] })
    // After hydration the live state shows.
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('reconnecting')
    await act(async () => {
      gate.release()
      await client.ready
    })
    expect(container.textContent).toContain(short)
    await unmount()
  })

  it('renders the account from the cookie on the server, hydrates without a mismatch, then confirms it', async () => {
    // A first visit connects; cookieStorage writes the cookies the browser will send next time.
    const first = createFoyer({
      projectId: 'p',
      networks,
      adapters: [createFakeAdapter({ chainId: 11155111 })],
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
      ssr: true,
    })
    await first.connect('io.foyer.fake')
    first.destroy()

    // The next request: the server reads the Cookie header.
    const initialState = cookieToInitialState(document.cookie)
    expect(initialState).toEqual({
      caipNetworkId: 'eip155:11155111',
      connections: { eip155: { connectorId: 'io.foyer.fake', address: FAKE_ADDRESS } },
    })
    const html = serverRender(initialState)
    expect(html).toContain(short)
    expect(html).toContain('Sepolia')
    expect(html).not.toContain('Connect Wallet')
    expect(html).not.toContain('ETH') // no balance until the client reads it

    const adapter = createFakeAdapter({
      reconnectResult: { address: FAKE_ADDRESS, chainId: 11155111, connectorId: 'io.foyer.fake' },
    })
    const gate = adapter.hold('reconnect')
    const client = createFoyer({
      projectId: 'p',
      networks,
      adapters: [adapter],
      storage: createCookieStorage({ fallback: createMemoryStorage() }),
      ssr: true,
    })
    const { container, reported, unmount } = await hydrate(html, client, initialState)
    expect(reported).toEqual({ console: [], recoverable: [] })
    // The network button comes first; the account button is the second.
    const account = () => container.querySelectorAll('button')[1]
    expect(account()?.textContent).toBe(short)
    expect(account()?.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('reconnecting')

    await act(async () => {
      gate.release()
      await client.ready
    })
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('connected')
    expect(account()?.textContent).toBe(`1.235 ETH${short}`)
    expect(account()?.getAttribute('aria-busy')).toBe('false')
    await unmount()
  })

  it('falls back to disconnected when the cookie was tampered with', async () => {
    writeCookie(`${encodeURIComponent('foyer:connection:eip155')}=io.foyer.fake; Path=/`)
    writeCookie(`${encodeURIComponent('foyer:account:eip155')}=${encodeURIComponent('<b>0x1</b>')}; Path=/`)
    const initialState = cookieToInitialState(document.cookie)
    expect(initialState).toBeUndefined()
    expect(serverRender(initialState)).toContain('Connect Wallet')
  })

  it('refuses an initialState of the wrong shape with a typed error', () => {
    const foyer = createFoyer({ projectId: 'p', networks, storage: createMemoryStorage() })
    expect(() => renderToString(app(foyer, { connections: 'nope' } as unknown as FoyerInitialState))).toThrow(
      /initialState/,
    )
  })
})
