import type { HistoryTransaction, TokenBalance } from '@foyer/core'
import { FAKE_ALICE, FAKE_HOLDINGS, FAKE_TX_HASH, type FakeAdapterOptions } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type CloudAnswers, heldResponse, stubCloud } from '../../_test/cloud.js'
import { ADDRESS } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'
import { connectWallet, createTestFoyer } from '../../_test/testFoyer.js'

const OTHER = '0xabcdef0000000000000000000000000000fedcba'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${OTHER}`,
  value: 10000,
  price: 1,
  quantity: { decimals: '6', numeric: '10000.123456' },
  iconUrl: 'http://icons.test/usdc.png',
}

const tx = (
  id: string,
  operationType: string,
  transfers: HistoryTransaction['transfers'],
): HistoryTransaction => ({
  id,
  metadata: {
    operationType,
    hash: `0x${id}`,
    minedAt: '2026-11-22T01:00:00.000Z',
    sentFrom: operationType === 'send' ? ADDRESS : OTHER,
    sentTo: operationType === 'send' ? OTHER : ADDRESS,
    status: 'confirmed',
    chain: 'eip155:1',
  },
  transfers,
})
const eth = (numeric: string, direction: 'in' | 'out') => ({
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
  direction,
  quantity: { numeric },
})
const nft = (name: string, direction: 'in' | 'out', isSpam = false) => ({
  nft_info: { name, preview: { url: `http://nft.test/${name}.png` }, flags: { is_spam: isSpam } },
  direction,
  quantity: { numeric: '1' },
})

const BALANCE_PATH = `/v1/account/${ADDRESS}/balance`
const HISTORY_PATH = `/v1/account/${ADDRESS}/history`

/** The Account view of a connected wallet (1 ETH) whose portfolio the stubbed service answers with `cloud`. */
async function openAccount(cloud: CloudAnswers = {}, wallet: FakeAdapterOptions = {}) {
  const service = stubCloud(cloud)
  const test = createTestFoyer({ wallet: { balance: { balance: '1', symbol: 'ETH' }, ...wallet } })
  renderWithFoyer(test.foyer)
  await connectWallet(test.foyer)
  act(() => test.foyer.open())
  await screen.findByRole('dialog', { name: 'Account' })
  return { ...test, service }
}

const requestsTo = (service: { requests: URL[] }, path: string) =>
  service.requests.filter((url) => url.pathname === path)
const page = (data: HistoryTransaction[], next: string | null = null) => ({ data, next })

describe('Account tabs', () => {
  it('follows the ARIA tabs pattern with arrow keys, Home and End', async () => {
    await openAccount()
    const tokens = await screen.findByRole('tab', { name: 'Tokens' })
    expect(screen.getByRole('tablist', { name: 'Portfolio' })).toBeTruthy()
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'NFTs' }).tabIndex).toBe(-1)

    fireEvent.keyDown(tokens, { key: 'ArrowRight' })
    const nfts = screen.getByRole('tab', { name: 'NFTs' })
    expect(nfts.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(nfts)
    expect(await screen.findByRole('tabpanel', { name: 'NFTs' })).toBeTruthy()

    fireEvent.keyDown(nfts, { key: 'End' })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  })

  it('keeps the balance, network button and Disconnect of the Account view', async () => {
    await openAccount()
    expect(screen.getByText('1.000 ETH')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Network: Ethereum' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
  })

  it('shows token rows with 3 decimals and USD value, fetched for the account and chain', async () => {
    const { service } = await openAccount({ balances: [usdc] })
    const row = await screen.findByTestId('foyer-token')
    expect(within(row).getByText('USD Coin')).toBeTruthy()
    expect(within(row).getByText('10,000.123 USDC')).toBeTruthy()
    expect(within(row).getByText('$10,000.00')).toBeTruthy()
    expect(requestsTo(service, BALANCE_PATH).map((url) => url.searchParams.get('chainId'))).toEqual([
      'eip155:1',
    ])
  })

  it("shows each token's logo: the service's icon URL, else the cloud's image for the symbol, else its initial", async () => {
    const foy = { ...usdc, name: 'Foyer Token', symbol: 'FOY', address: `eip155:1:${ADDRESS}`, iconUrl: '' }
    await openAccount({ balances: [usdc, foy] })
    const [usdcRow, foyRow] = await screen.findAllByTestId('foyer-token')
    expect(usdcRow?.querySelector('img')?.getAttribute('src')).toBe('http://icons.test/usdc.png')
    const foyImage = foyRow?.querySelector('img')
    expect(foyImage?.getAttribute('src')).toBe(
      'http://127.0.0.1:1/public/getTokenImage/FOY?projectId=test&st=foyer&sv=0.1.0',
    )
    // A logo that fails to load leaves the text circle, as before.
    fireEvent.error(foyImage as HTMLImageElement)
    expect(foyRow?.querySelector('img')).toBeNull()
    expect(foyRow?.querySelector('.foyer-icon')?.textContent).toBe('F')
  })

  it("never shows another account's tokens", async () => {
    // The wallet connected with another account first, whose tokens loaded.
    const held = heldResponse()
    const { adapter } = await openAccount(
      { balances: [usdc], respond: (url) => (url.pathname === BALANCE_PATH ? held.response : undefined) },
      { address: OTHER },
    )
    expect(await screen.findByTestId('foyer-token')).toBeTruthy()
    // The wallet switches to ADDRESS, whose tokens are still on their way.
    act(() => adapter.emit('accountChanged', { address: ADDRESS, chainId: 1, connectorId: 'io.foyer.fake' }))
    expect(await screen.findByRole('status', { name: 'Loading tokens' })).toBeTruthy()
    expect(screen.queryByTestId('foyer-token')).toBeNull()
  })

  it("shows a skeleton while loading, an empty state, and 'Token Balance Unavailable' on error", async () => {
    const held = heldResponse()
    let failing = false
    const { foyer } = await openAccount({
      respond: (url) =>
        url.pathname !== BALANCE_PATH
          ? undefined
          : failing
            ? Response.json({ message: 'down' }, { status: 500 })
            : held.response,
    })
    expect(await screen.findByRole('status', { name: 'Loading tokens' })).toBeTruthy()
    await act(async () => held.send(Response.json({ balances: [] })))
    expect((await screen.findByTestId('foyer-empty-state')).textContent).toBe(
      'No tokens yet' + 'Tokens sent to this address on Ethereum show up here.',
    )
    // Fresh figures are asked for (after a send, say), and the service fails.
    failing = true
    await act(() => foyer.fetchBalances(ADDRESS, 'eip155:1', { force: true }))
    expect(screen.getByText('Token Balance Unavailable')).toBeTruthy()
  })

  it("lists received non-spam NFTs, or 'No NFTs yet'", async () => {
    const cloud: CloudAnswers = {
      history: page([
        tx('a', 'receive', [nft('Foyer #1', 'in')]),
        tx('b', 'receive', [nft('Spam #9', 'in', true), nft('Foyer #2', 'in')]),
        tx('c', 'send', [nft('Foyer #3', 'out')]),
      ]),
    }
    const { foyer } = await openAccount(cloud)
    fireEvent.click(await screen.findByRole('tab', { name: 'NFTs' }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Foyer #1', 'Foyer #2'])
    // Loaded again, the account has none.
    cloud.history = page([])
    await act(() => foyer.fetchHistory(ADDRESS, 'eip155:1'))
    const empty = await screen.findByTestId('foyer-empty-state')
    expect(within(empty).getByText('No NFTs yet')).toBeTruthy()
    // What NFTs are and where to get one.
    expect(empty.textContent).toContain('NFTs are unique tokens, such as art or tickets.')
    expect(empty.textContent).toContain('NFT marketplace')
  })

  it('shows activity rows with signs, 3 decimals and counterparty, and loads more by cursor', async () => {
    const { service } = await openAccount({
      history: page(
        [tx('a', 'receive', [eth('1.23456', 'in')]), tx('b', 'send', [eth('0.5', 'out')])],
        'page2',
      ),
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    const rows = await screen.findAllByTestId('foyer-activity')
    expect(rows[0]?.textContent).toContain('Receive')
    expect(rows[0]?.textContent).toContain('+1.235 ETH')
    expect(rows[0]?.textContent).toContain('0xab…fedcba')
    expect(rows[1]?.textContent).toContain('Send')
    expect(rows[1]?.textContent).toContain('-0.500 ETH')
    const pages = () => requestsTo(service, HISTORY_PATH).map((url) => url.searchParams.get('cursor'))
    expect(pages()).toEqual([null])
    expect(requestsTo(service, HISTORY_PATH)[0]?.searchParams.get('chainId')).toBe('eip155:1')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(pages()).toEqual([null, 'page2']))
  })

  it('shows both sides of a swap and keeps the resolved name of the counterparty', async () => {
    const usdcIn = {
      fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } },
      direction: 'in' as const,
      quantity: { numeric: '301.23456' },
    }
    await openAccount({
      history: page([tx('a', 'trade', [eth('0.1', 'out'), usdcIn]), tx('b', 'send', [eth('0.5', 'out')])]),
      respond: (url) =>
        url.pathname === `/v1/identity/${OTHER}`
          ? Response.json({ name: 'bob.eth', avatar: null })
          : undefined,
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    const rows = await screen.findAllByTestId('foyer-activity')
    expect(rows[0]?.textContent).toContain('-0.100 ETH')
    expect(rows[0]?.textContent).toContain('+301.235 USDC')
    // The name the identity lookup resolved, on every row that names that address.
    await waitFor(() => expect(rows[1]?.textContent).toContain('bob.eth'))
  })

  it('says which held tokens are not listed for having no decimals', async () => {
    const zero: TokenBalance = {
      ...usdc,
      name: 'Zero Decimals Token',
      symbol: 'ZERO',
      address: 'eip155:1:0x0000000000000000000000000000000000000abc',
      quantity: { decimals: '0', numeric: '100' },
    }
    await openAccount({ balances: [usdc, zero] })
    expect((await screen.findAllByTestId('foyer-token')).map((row) => row.textContent)).not.toContain(
      expect.stringContaining('ZERO'),
    )
    expect((await screen.findByTestId('foyer-tokens-hidden')).textContent).toBe(
      'Not listed: ZERO (tokens without decimals are not shown)',
    )
  })

  it('shows a placeholder for an NFT the service has no preview of', async () => {
    const noPreview = {
      ...nft('Mystery #7', 'in'),
      nft_info: { name: 'Mystery #7', preview: { url: '' }, flags: { is_spam: false } },
    }
    await openAccount({ history: page([tx('a', 'receive', [nft('Foyer #1', 'in'), noPreview])]) })
    fireEvent.click(await screen.findByRole('tab', { name: 'NFTs' }))
    const items = within(await screen.findByRole('list', { name: 'NFTs' })).getAllByRole('listitem')
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('http://nft.test/Foyer #1.png')
    expect(items[1]?.querySelector('img')).toBeNull()
    expect(items[1]?.querySelector('[data-testid="foyer-nft-placeholder"]')).toBeTruthy()
    expect(items[1]?.textContent).toBe('Mystery #7')
  })

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: {
      callback: IntersectionObserverCallback
      targets: Element[]
      options?: IntersectionObserverInit | undefined
    }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = []
        constructor(
          readonly callback: IntersectionObserverCallback,
          readonly options?: IntersectionObserverInit,
        ) {
          observers.push(this)
        }
        observe(target: Element) {
          this.targets.push(target)
        }
        disconnect() {}
      },
    )
    const { service } = await openAccount({ history: page([tx('a', 'receive', [eth('1', 'in')])], 'page2') })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    await screen.findAllByTestId('foyer-activity')
    const observer = observers.at(-1)
    expect(observer?.targets).toHaveLength(1)
    // The modal's scroll container, not the page, is what the list scrolls in.
    const root = observer?.options?.root as HTMLElement | null | undefined
    expect(root?.contains(observer?.targets[0] ?? null)).toBe(true)
    expect(root?.classList.contains('foyer-height')).toBe(true)
    act(() =>
      observer?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    )
    await waitFor(() =>
      expect(requestsTo(service, HISTORY_PATH).map((url) => url.searchParams.get('cursor'))).toEqual([
        null,
        'page2',
      ]),
    )
    // Keyboard users keep a button.
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
  })

  it('shows the transactions it can read when one has an invalid date, instead of failing the page', async () => {
    const bad = tx('d', 'receive', [eth('1', 'in')])
    await openAccount({
      history: page([
        tx('a', 'receive', [eth('2', 'in')]),
        { ...bad, metadata: { ...bad.metadata, minedAt: 'not a date' } },
        tx('b', 'send', [eth('0.5', 'out')]),
      ]),
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    const rows = await screen.findAllByTestId('foyer-activity')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('+2.000 ETH'),
      expect.stringContaining('-0.500 ETH'),
    ])
    expect(screen.queryByText('Failed to fetch transactions')).toBeNull()
  })

  it('names the receiver of a transfer the Send views sent', async () => {
    const sent = tx('b', 'send', [eth('0.5', 'out')])
    const { foyer } = await openAccount(
      {
        balances: FAKE_HOLDINGS.balances,
        history: page([{ ...sent, metadata: { ...sent.metadata, hash: FAKE_TX_HASH, sentTo: FAKE_ALICE } }]),
      },
      { names: { 'alice.eth': FAKE_ALICE } },
    )
    await screen.findAllByTestId('foyer-token')
    // The visitor sent 0.5 ETH to alice.eth through Send.
    await act(async () => {
      await foyer.send.setToken(foyer.getState().balances.items.find((token) => token.symbol === 'ETH'))
      await foyer.send.setAmount('0.5')
      await foyer.send.setReceiver('alice.eth')
      await foyer.send.submit()
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    const [row] = await screen.findAllByTestId('foyer-activity')
    expect(row?.textContent).toContain('alice.eth')
  })

  it("names a token transfer's own recipient, not the token contract the transaction went to", async () => {
    const recipient = '0x1111111111111111111111111111111111222222'
    const usdcOut = {
      fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } },
      direction: 'out' as const,
      sender: ADDRESS,
      recipient,
      quantity: { numeric: '1.5' },
    }
    await openAccount({ history: page([tx('c', 'send', [usdcOut])]) })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    const [row] = await screen.findAllByTestId('foyer-activity')
    expect(row?.textContent).toContain('-1.500 USDC')
    expect(row?.textContent).toContain('0x11…222222')
    expect(row?.textContent).not.toContain(`${OTHER.slice(0, 4)}…`)
  })

  it('says what Activity will show when the account has no transactions', async () => {
    await openAccount({ history: page([]) })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    const empty = await screen.findByTestId('foyer-empty-state')
    expect(empty.textContent).toBe('No activity yet' + 'Your transactions on Ethereum show up here.')
  })

  it("shows 'Failed to fetch transactions' on error", async () => {
    await openAccount({
      respond: (url) => (url.pathname === HISTORY_PATH ? Response.json({}, { status: 502 }) : undefined),
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }))
    expect(await screen.findByText('Failed to fetch transactions')).toBeTruthy()
  })
})

describe('Receive', () => {
  it('shows the address, a QR code, the networks, and copies the address', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }))
    await screen.findByRole('dialog', { name: 'Receive' })
    expect((await screen.findByTestId('foyer-receive-address')).textContent).toBe(ADDRESS)
    const qr = screen.getByRole('img', { name: 'QR code of your address' })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    const networks = screen.getByRole('list', { name: 'Send assets on these networks only' })
    expect(within(networks).getByText('Ethereum')).toBeTruthy()
    expect(within(networks).getByText('Polygon')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS))
    expect(await screen.findByText('Address copied')).toBeTruthy()
  })
})
