import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet } from '../testing/index.js'
import { contextOf } from './context.js'

const CHAIN = 'eip155:1'
const destroyed = { name: 'AbortError', message: 'This Foyer instance was destroyed' }

/** A fetch that never answers until its request is aborted; it records each request and its signal. */
function hangingFetch() {
  const requests: { url: string; signal: AbortSignal | undefined }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) => {
      const signal = init?.signal ?? undefined
      requests.push({ url: String(input), signal })
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason))
      })
    }),
  )
  return requests
}

async function connectedFoyer() {
  const adapter = createFakeAdapter()
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl: 'http://api.test/',
    blockchainApiUrl: 'http://chain.test/',
  })
  await foyer.connect('io.foyer.fake')
  return { foyer, adapter }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('destroy()', () => {
  it('aborts the service requests on their way, and what they were loading never lands in the state', async () => {
    const requests = hangingFetch()
    const { foyer, adapter } = await connectedFoyer()
    const loading = foyer.fetchBalances(FAKE_ADDRESS, CHAIN)
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    expect(foyer.getState().balances.loading).toBe(true)
    const before = foyer.getState()
    const balanceReads = adapter.callsOf('getBalance').length

    foyer.destroy()
    expect(requests[0]?.signal?.aborted).toBe(true)
    await loading
    expect(foyer.getState()).toBe(before)
    // Nor does the failed request fall back to the chain's native balance.
    expect(adapter.callsOf('getBalance')).toHaveLength(balanceReads)
  })

  it('leaves an instance that sends nothing, reaches no wallet and changes nothing', async () => {
    const requests = hangingFetch()
    const { foyer, adapter } = await connectedFoyer()
    const listener = vi.fn()
    foyer.subscribe(listener)
    const before = foyer.getState()
    const adapterCalls = adapter.calls.length
    foyer.destroy()

    // What needs a wallet or returns a service's answer rejects.
    await expect(foyer.connect('io.foyer.fake')).rejects.toMatchObject(destroyed)
    await expect(foyer.switchNetwork(testMainnet)).rejects.toMatchObject(destroyed)
    await expect(foyer.disconnect()).rejects.toMatchObject(destroyed)
    await expect(foyer.fetchWallets()).rejects.toMatchObject(destroyed)
    await expect(foyer.getWallet('rainbow')).rejects.toMatchObject(destroyed)
    // The rest settle as after a failure, and do nothing: the modal stays closed, nothing is asked.
    await foyer.fetchBalances(FAKE_ADDRESS, CHAIN)
    expect(await foyer.fetchIdentity(FAKE_ADDRESS, CHAIN)).toEqual({ name: null, avatar: null })
    await foyer.refreshAccount()
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver('vitalik.eth')
    await foyer.send.estimate()
    foyer.open()
    foyer.router.push('Networks')
    await foyer.loadWalletDirectory()
    await foyer.loadMoreWallets()
    await foyer.searchWallets('rainbow')

    expect(requests).toEqual([])
    expect(adapter.calls).toHaveLength(adapterCalls)
    expect(listener).not.toHaveBeenCalled()
    expect(foyer.getState()).toBe(before)
  })

  it("ends what the features started, the last started first, and a feature's late start at once", () => {
    const foyer = createFoyer({ projectId: 'p', networks: [testMainnet], storage: createMemoryStorage() })
    const kernel = contextOf(foyer)
    const ended: string[] = []
    kernel.onDestroy(() => ended.push('first'))
    kernel.onDestroy(() => ended.push('second'))
    expect(ended).toEqual([])

    foyer.destroy()
    expect(ended).toEqual(['second', 'first'])
    expect(kernel.signal.aborted).toBe(true)
    // A feature whose code arrived after destroy() (sign-in, a pairing) stops as soon as it starts.
    kernel.onDestroy(() => ended.push('late'))
    expect(ended).toEqual(['second', 'first', 'late'])
  })

  it('clears its timers: a snackbar shown before stays as it was', async () => {
    vi.useFakeTimers()
    const foyer = createFoyer({ projectId: 'p', networks: [testMainnet], storage: createMemoryStorage() })
    await foyer.showSnackbar('success', 'Saved')
    expect(foyer.getState().snackbar).toMatchObject({ variant: 'success' })
    expect(vi.getTimerCount()).toBeGreaterThan(0)

    foyer.destroy()
    expect(vi.getTimerCount()).toBe(0)
    const before = foyer.getState()
    await vi.runAllTimersAsync()
    expect(foyer.getState()).toBe(before)
  })
})
