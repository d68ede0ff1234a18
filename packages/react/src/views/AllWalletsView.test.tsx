import { createFoyer, createMemoryStorage, type FoyerInstance, type FoyerOptions } from '@foyer/core'
import {
  createFakeAdapter,
  createFakeConnector,
  createFakeDirectoryFetch,
  createFakeWallets,
  fakeWalletId,
  testMainnet,
} from '@foyer/core/testing'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { WALLET_ROW_HEIGHT } from './allWallets/allWalletsCss.js'

/** An IntersectionObserver the test drives: `reveal()` reports the observed sentinel as visible. */
function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>()
  class FakeObserver {
    readonly entry: { callback: IntersectionObserverCallback; targets: Element[] }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] }
      observers.add(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    disconnect() {
      observers.delete(this.entry)
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    reveal: () => {
      for (const { callback, targets } of [...observers]) {
        callback(
          targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        )
      }
    },
  }
}

let foyer: FoyerInstance | undefined
afterEach(() => foyer?.destroy())

function setup(
  count: number,
  options: Partial<FoyerOptions> = {},
  respond?: (url: URL) => Response | undefined,
  /** Holds every directory answer until it resolves (set before the open, which may fetch at once). */
  held?: Promise<void>,
) {
  const directory = createFakeDirectoryFetch(createFakeWallets(count), respond)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      await held
      return directory.fetch(input)
    }),
  )
  const observer = stubIntersectionObserver()
  const adapter = createFakeAdapter({
    connectors: [
      // Wallet 30 is installed; the test wallet is not in the directory.
      createFakeConnector({ id: 'com.wallet30', name: 'Thirty', info: { rdns: 'com.wallet30' } }),
      createFakeConnector({
        id: 'dev.foyer.testwallet',
        name: 'Foyer Test Wallet',
        info: { rdns: 'dev.foyer.testwallet' },
      }),
    ],
  })
  const instance = createFoyer({
    projectId: 'p',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: false,
    ...options,
  })
  foyer = instance
  render(<FoyerProvider foyer={instance} />)
  act(() => instance.open({ view: 'AllWallets' }))
  return { foyer: instance, requests: directory.requests, observer, adapter }
}

// The first open loads the modal and view chunks, which takes a moment under a cold transform.
const grid = () => screen.findByRole('list', { name: 'Wallets' }, { timeout: 5000 })
const cellNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('button')
    .map((b) => b.textContent)

async function axeViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

// The first test pays for transforming the modal and view chunks.
describe('All Wallets view', { timeout: 15_000 }, () => {
  it('has no axe violations with wallets loaded, nor its wallet link view', async () => {
    const { foyer } = setup(20)
    const list = await grid()
    await waitFor(() => expect(cellNames(list)).toContain('Wallet 20'))
    expect(await axeViolations()).toEqual([])
    act(() => foyer.router.push({ view: 'ConnectingWalletConnect', data: { walletId: fakeWalletId(3) } }))
    await screen.findByRole('list', { name: 'Get Wallet 3' }, { timeout: 5000 })
    expect(await axeViolations()).toEqual([])
  })

  it('fills the Connect view with recommended wallets on first open', async () => {
    const { foyer } = setup(20)
    act(() => foyer.router.reset('Connect'))
    const list = await screen.findByRole('list', { name: 'Wallets' }, { timeout: 5000 })
    // Wallet 30 is not among these 20, so the first 4 by order are recommended.
    await within(list).findByRole('button', { name: 'Wallet 4' })
    expect(within(list).queryByRole('button', { name: 'Wallet 5' })).toBeNull()
    fireEvent.click(within(list).getByRole('button', { name: 'Wallet 1' }))
    expect(await screen.findByRole('list', { name: 'Get Wallet 1' }, { timeout: 5000 })).toBeTruthy()
  })

  it('lists installed wallets first, marked Installed, then the directory', async () => {
    setup(60)
    const list = await grid()
    await waitFor(() => expect(cellNames(list)).toContain('Wallet 1'))
    expect(cellNames(list).slice(0, 4)).toEqual([
      'Wallet 30Installed',
      'Foyer Test WalletInstalled',
      'Wallet 1',
      'Wallet 2',
    ])
    // Wallet 30 is listed once, at the top.
    expect(cellNames(list).filter((n) => n?.startsWith('Wallet 30')).length).toBe(1)
    expect(screen.getByRole('searchbox', { name: 'Search wallet' })).toBeTruthy()
  })

  it('loads the next page of 40 when the end of the list comes into view, until all are loaded', async () => {
    const { foyer, requests, observer } = setup(100)
    await waitFor(() => expect(foyer.getState().allWallets.wallets.length).toBe(40))
    act(() => observer.reveal())
    await waitFor(() => expect(foyer.getState().allWallets.wallets.length).toBe(80))
    act(() => observer.reveal())
    await waitFor(() => expect(foyer.getState().allWallets.wallets.length).toBe(100))
    act(() => observer.reveal())
    expect(
      requests.filter((r) => r.pathname === '/getWallets' && r.searchParams.get('entries') === '40').length,
    ).toBe(3)
  })

  it('keeps at most ~100 wallet cells in the DOM with 1,000 wallets loaded', async () => {
    const { foyer } = setup(1000)
    for (let i = 0; i < 25; i++) await act(() => foyer.loadMoreWallets())
    expect(foyer.getState().allWallets.wallets.length).toBe(1000)
    const list = await grid()
    expect(within(list).getAllByRole('button').length).toBeLessThanOrEqual(100)
    const scroll = screen.getByTestId('wallet-scroll')
    act(() => {
      scroll.scrollTop = 200 * WALLET_ROW_HEIGHT
      fireEvent.scroll(scroll)
    })
    const names = cellNames(list)
    expect(names.length).toBeLessThanOrEqual(100)
    expect(names).toContain('Wallet 800')
  })

  it('searches after the typing settles, with a spinner, and says when nothing matches', async () => {
    const { requests } = setup(60)
    const list = await grid()
    const input = screen.getByRole('searchbox', { name: 'Search wallet' })
    fireEvent.change(input, { target: { value: 'Wallet 5' } })
    fireEvent.change(input, { target: { value: 'Wallet 55' } })
    expect(screen.getByRole('status', { name: 'Loading wallets' })).toBeTruthy()
    await waitFor(() => expect(cellNames(list)).toEqual(['Wallet 55']))
    // One request for the settled query, none for the intermediate one.
    expect(
      requests.filter((r) => r.searchParams.has('search')).map((r) => r.searchParams.get('search')),
    ).toEqual(['Wallet 55'])

    fireEvent.change(input, { target: { value: 'nothing like this' } })
    expect(await screen.findByText('No wallets found')).toBeTruthy()
    fireEvent.change(input, { target: { value: 'foyer' } })
    await waitFor(() => expect(cellNames(list)).toEqual(['Foyer Test WalletInstalled']))
  })

  it('shows skeleton tiles, not a lone spinner, while the first page loads', async () => {
    let answer: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    setup(5, {}, () => undefined, held)
    const status = await screen.findByRole('status', { name: 'Loading wallets' }, { timeout: 5000 })
    expect(within(status).queryByRole('list')).toBeNull()
    // The installed wallets need no directory: they show, with a row of skeleton tiles below.
    expect(cellNames(await grid())).toEqual(['ThirtyInstalled', 'Foyer Test WalletInstalled'])
    expect(screen.getByTestId('wallet-skeleton').querySelectorAll('li').length).toBe(4)
    expect(document.querySelector('.foyer-spinner')).toBeNull()
    answer()
    await waitFor(() => expect(screen.queryByTestId('wallet-skeleton')).toBeNull())
    expect(cellNames(await grid())).toContain('Wallet 5')
  })

  it('offers to clear an empty search or to use WalletConnect', async () => {
    const { foyer } = setup(5)
    await grid()
    const input = screen.getByRole('searchbox', { name: 'Search wallet' })
    fireEvent.change(input, { target: { value: 'nothing like this' } })
    const empty = await screen.findByText('No wallets found')
    const state = empty.closest('[role="status"]') as HTMLElement
    fireEvent.click(within(state).getByRole('button', { name: 'Clear search' }))
    expect((input as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(input)
    await waitFor(() =>
      expect(cellNames(screen.getByRole('list', { name: 'Wallets' }))).toContain('Wallet 5'),
    )

    fireEvent.change(input, { target: { value: 'nothing like this' } })
    const again = (await screen.findByText('No wallets found')).closest('[role="status"]') as HTMLElement
    fireEvent.click(within(again).getByRole('button', { name: 'Use WalletConnect' }))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ConnectingWalletConnect')
  })

  it('moves focus with the arrow keys, Home and End, scrolling to cells outside the window', async () => {
    setup(60)
    const list = await grid()
    await waitFor(() => expect(cellNames(list).length).toBe(24))
    const first = within(list).getAllByRole('button')[0]
    first?.focus()
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Wallet 3')
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' })
    expect(document.activeElement?.textContent).toBe('Wallet 4')
    // 2 installed + 40 loaded: the last cell (index 41) is not rendered until scrolled to.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' })
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Wallet 40'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' })
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Wallet 30Installed'))
  })

  it('never shows an excluded wallet', async () => {
    setup(10, { excludeWalletIds: [fakeWalletId(2), 'Wallet 3', 'dev.foyer.testwallet'] })
    const list = await grid()
    await waitFor(() => expect(cellNames(list)).toContain('Wallet 1'))
    // Thirty is installed but unknown to this 10-wallet directory, so it stays as an installed extra.
    expect(cellNames(list)).toEqual([
      'ThirtyInstalled',
      'Wallet 1',
      ...[4, 5, 6, 7, 8, 9, 10].map((n) => `Wallet ${n}`),
    ])
  })

  it('connects an installed wallet, and opens the link view of any other', async () => {
    const { foyer, adapter } = setup(60)
    const list = await grid()
    const other = await within(list).findByRole('button', { name: 'Wallet 2' })
    fireEvent.click(other)
    expect(foyer.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: fakeWalletId(2), walletName: 'Wallet 2' },
    })
    // The pairing view is titled with the wallet picked, not 'WalletConnect'.
    expect(await screen.findByRole('dialog', { name: 'Wallet 2' })).toBeTruthy()
    const get = await screen.findByRole('list', { name: 'Get Wallet 2' })
    expect(
      within(get)
        .getByRole('link', { name: /Website/ })
        .getAttribute('href'),
    ).toBe('https://wallet2.example')

    act(() => foyer.router.goBack())
    fireEvent.click(await within(await grid()).findByRole('button', { name: /Foyer Test Wallet/ }))
    await waitFor(() => expect(adapter.calls.some((c) => c.method === 'connect')).toBe(true))
  })

  it('shows the user-facing text when the directory fails, and retries', async () => {
    let fail = true
    setup(5, {}, (url) =>
      fail && url.searchParams.has('page') ? Response.json({ message: 'down' }, { status: 503 }) : undefined,
    )
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    // What failed, and why.
    expect(within(alert).getByText('Could not load wallets')).toBeTruthy()
    expect(within(alert).getByText('HTTP status code: 503')).toBeTruthy()
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(cellNames(screen.getByRole('list', { name: 'Wallets' }))).toContain('Wallet 5'),
    )
  })
})
