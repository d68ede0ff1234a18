import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { HttpRequestError, UnknownError } from '../errors/connectionErrors.js'
import { InvalidOptionError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeDirectoryFetch, createFakeWallets, fakeWalletId, testMainnet } from '../testing/index.js'
import { InvalidResponseError, ServiceUnavailableError } from './errors.js'
import { tokenImageUrl, walletImageUrl } from './url.js'

const PROJECT = 'c0ffee00000000000000000000000001'

function setup(respond?: (url: URL) => Response | undefined) {
  const directory = createFakeDirectoryFetch(createFakeWallets(10), respond)
  vi.stubGlobal('fetch', vi.fn(directory.fetch))
  const foyer = createFoyer({
    projectId: PROJECT,
    networks: [testMainnet],
    storage: createMemoryStorage(),
    apiUrl: 'http://directory.test/',
  })
  return { foyer, requests: directory.requests }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the directory fetch layer', () => {
  it('calls options.apiUrl with projectId, st, sv and the query values', async () => {
    const { foyer, requests } = setup()
    const page = await foyer.fetchWallets({
      page: 2,
      entries: 3,
      exclude: [fakeWalletId(1), 'io.metamask'],
      chains: ['eip155:1'],
    })
    const url = requests[0]
    expect(`${url?.origin}${url?.pathname}`).toBe('http://directory.test/getWallets')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      projectId: PROJECT,
      st: 'foyer',
      sv: '0.1.0',
      page: '2',
      entries: '3',
      // Only directory ids go to the service; rdns and names are filtered locally.
      exclude: fakeWalletId(1),
      chains: 'eip155:1',
    })
    expect(page.count).toBe(9)
    expect(page.data.map((w) => w.name)).toEqual(['Wallet 5', 'Wallet 6', 'Wallet 7'])
    // Logos point at getWalletImage on apiUrl, with the project id, whatever URL the service sent.
    expect(page.data[0]?.image_url).toBe(
      `http://directory.test/getWalletImage/img-5?projectId=${PROJECT}&st=foyer&sv=0.1.0`,
    )
  })

  it("throws 'HTTP status code: {n}' with the server's message as details", async () => {
    const { foyer } = setup(() => Response.json({ message: 'Internal error' }, { status: 500 }))
    const error = await foyer.fetchWallets().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 500')
    expect((error as HttpRequestError).status).toBe(500)
    expect((error as HttpRequestError).details).toBe('Internal error')
    expect(foyer.getState().alert).toBeUndefined()
  })

  it('maps 401 and 403 server messages to the service alerts', async () => {
    const invalidKey = setup(() => Response.json({ message: 'Unauthorized: invalid key' }, { status: 401 }))
    await expect(invalidKey.foyer.fetchWallets()).rejects.toThrow('HTTP status code: 401')
    expect(invalidKey.foyer.getState().alert?.title).toEqual({ id: 'alertInvalidProjectIdTitle' })

    const origin = setup(() =>
      Response.json({ message: 'Unauthorized: origin not allowed' }, { status: 403 }),
    )
    await expect(origin.foyer.fetchWallets()).rejects.toThrow('HTTP status code: 403')
    expect(origin.foyer.getState().alert?.title).toEqual({ id: 'alertInvalidAppConfigurationTitle' })
  })

  it('rejects answers that do not match the wire format, and leaves out a list item that does not', async () => {
    // A wallet without a name is left out (an odd or newer directory must not empty the list)...
    const lenient = setup(() =>
      Response.json({ count: 2, data: [{ id: 'x' }, { id: 'y', name: 'Wallet Y' }] }),
    )
    const page = await lenient.foyer.fetchWallets()
    expect(page.data.map((wallet) => wallet.id)).toEqual(['y'])
    // ...while an answer whose list is not a list is refused.
    const { foyer } = setup(() => Response.json({ count: 1, data: { id: 'x' } }))
    const error = await foyer.fetchWallets().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).shortMessage).toBe('Something went wrong')
    expect((error as InvalidResponseError).details).toContain('data')

    const notJson = setup(() => new Response('<html>', { status: 200 }))
    await expect(notJson.foyer.fetchWallets()).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('reports a failed request as a typed error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const foyer = createFoyer({ projectId: PROJECT, networks: [testMainnet], storage: createMemoryStorage() })
    const error = await foyer.fetchWallets().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownError)
    expect((error as UnknownError).shortMessage).toBe('The service could not be reached')
  })

  it('gives up on a service that does not answer within 10 s, and says so', async () => {
    vi.useFakeTimers()
    try {
      const signals: AbortSignal[] = []
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: unknown, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              // A hung service: no answer ever, until the request is aborted.
              const signal = init?.signal
              if (signal) signals.push(signal)
              signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
            }),
        ),
      )
      const foyer = createFoyer({
        projectId: PROJECT,
        networks: [testMainnet],
        storage: createMemoryStorage(),
      })
      const pending = foyer.fetchWallets().catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(9_999)
      expect(signals[0]?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      const error = await pending
      expect(error).toBeInstanceOf(ServiceUnavailableError)
      expect((error as ServiceUnavailableError).shortMessage).toBe('The service did not answer in time')
    } finally {
      vi.useRealTimers()
    }
  })

  it('validates its parameters', async () => {
    const { foyer, requests } = setup()
    await expect(foyer.fetchWallets({ entries: 0 })).rejects.toThrow(
      'Invalid option "fetchWallets.entries": must be at least 1',
    )
    await expect(foyer.fetchWallets({ page: 1.5 })).rejects.toBeInstanceOf(InvalidOptionError)
    await expect(foyer.fetchWallets({ search: 'x'.repeat(101) })).rejects.toThrow('must be at most 100')
    expect(requests).toEqual([])
  })

  it('builds logo URLs from image ids', () => {
    const { foyer } = setup()
    expect(walletImageUrl(foyer.options, 'a b')).toBe(
      `http://directory.test/getWalletImage/a%20b?projectId=${PROJECT}&st=foyer&sv=0.1.0`,
    )
    expect(tokenImageUrl(foyer.options, 'USDC')).toBe(
      `http://directory.test/public/getTokenImage/USDC?projectId=${PROJECT}&st=foyer&sv=0.1.0`,
    )
  })
})
