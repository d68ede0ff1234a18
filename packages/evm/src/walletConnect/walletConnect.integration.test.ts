/**
 * WalletConnect end to end in Node: our relay (services/relay) in-process, a wallet on the SDK's
 * sign-client, the devnet chains, and createFoyer with the EvmAdapter. Nothing of the SDK is mocked.
 */
import {
  ConnectError,
  connectorGroupsOf,
  createFoyer,
  createMemoryStorage,
  type FoyerInstance,
  type FoyerState,
  UserRejectedRequestError,
  WALLET_CONNECT_URI_EXPIRY_MS,
} from '@foyer/core'
import { devnetChain } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import { type RunningRelay, startRelay } from '@foyer/relay'
import {
  getBalance,
  getConnection,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage as createWagmiStorage } from '../_test/fakeProvider.js'
import { EvmAdapter } from '../EvmAdapter.js'
import { type EvmNetwork, toCaipNetwork } from '../network/toCaipNetwork.js'
import {
  MemoryKeyValueStorage,
  startWalletPeer,
  type WalletPeer,
  walletAccount,
  walletName,
} from './_test/walletPeer.js'

// The SDK skips the hosted Verify API under its dev flag (the Node wallet cannot reach it), and
// keeps one Core per storage prefix in a process unless told not to: a "reload" needs a fresh one.
process.env.IS_VITEST = 'true'
process.env.DISABLE_GLOBAL_CORE = 'true'

let relay: RunningRelay
let devnet: Devnet
let wallet: WalletPeer
let networks: [EvmNetwork, EvmNetwork]
let rpcUrls: Record<number, string>
const instances: FoyerInstance[] = []

/** One page load: a foyer with an EvmAdapter; pass the storages of an earlier one to "reload" it. */
function createPage(
  storages = {
    core: createMemoryStorage(),
    wagmi: createWagmiStorage(),
    sdk: new MemoryKeyValueStorage(),
  },
  relayUrl = relay.url,
) {
  const evm = new EvmAdapter({ networks, storage: storages.wagmi })
  const foyer = createFoyer({
    projectId: 'foyer-test',
    networks,
    adapters: [evm],
    relayUrl,
    storage: storages.core,
    metadata: { name: 'Foyer test dApp', description: 'tests', url: 'http://localhost:5173', icons: [] },
    walletConnect: { storage: storages.sdk },
    features: { analytics: false },
  })
  instances.push(foyer)
  return { foyer, evm, storages }
}

function waitFor(foyer: FoyerInstance, predicate: (state: FoyerState) => boolean): Promise<FoyerState> {
  return new Promise((resolve) => {
    if (predicate(foyer.getState())) return resolve(foyer.getState())
    const unsubscribe = foyer.subscribe((state) => {
      if (!predicate(state)) return
      unsubscribe()
      resolve(state)
    })
  })
}

const readyUri = async (foyer: FoyerInstance, not?: string) => {
  const state = await waitFor(foyer, (s) => s.walletConnect.status === 'ready' && s.walletConnect.uri !== not)
  return state.walletConnect.status === 'ready' ? state.walletConnect.uri : ''
}

/** The sessions the SDK keeps in a page's WalletConnect storage. */
async function storedSessions(storage: MemoryKeyValueStorage): Promise<unknown[]> {
  const entries = await storage.getEntries<unknown[]>()
  return entries.filter(([key]) => key.endsWith('//session')).flatMap(([, value]) => value)
}

/** Pairs a page with the wallet; resolves the session topic once foyer shows the connection. */
async function pair(foyer: FoyerInstance): Promise<string> {
  const connected = foyer.connectWalletConnect()
  const topic = await wallet.pair(await readyUri(foyer))
  await connected
  return topic
}

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([
    startRelay({ port: 0, persistence: 'memory' }),
    startDevnet({ ports: { a: 0, b: 0 } }),
  ])
  const port = (id: number) => Number(new URL(devnet.chains.find((c) => c.id === id)?.rpcUrl ?? '').port)
  networks = [toCaipNetwork(devnetChain(31337, port(31337))), toCaipNetwork(devnetChain(31338, port(31338)))]
  const rpcUrl = (id: number) => devnet.chains.find((c) => c.id === id)?.rpcUrl ?? ''
  rpcUrls = { 31337: rpcUrl(31337), 31338: rpcUrl(31338) }
  wallet = await startWalletPeer(relay.url, rpcUrls)
}, 120_000)

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  for (const foyer of instances) foyer.destroy()
  await wallet?.stop()
  await Promise.all([relay?.stop(), devnet?.stop()])
})

describe('WalletConnect through our relay', () => {
  it('pairs with a wc: URI, connects the wallet account, signs through wagmi and switches chain', async () => {
    const { foyer, evm } = createPage()
    expect(foyer.getState().connectors).toContainEqual({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
    expect(connectorGroupsOf(foyer, { isMobile: false }).map((g) => g.type)).toContain('walletConnect')

    const connected = foyer.connectWalletConnect()
    expect(foyer.getState().walletConnect).toEqual({ status: 'loading' })
    const uri = await readyUri(foyer)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const state = foyer.getState().walletConnect
    expect(state.status === 'ready' && state.expiresAt - Date.now()).toBeGreaterThan(
      WALLET_CONNECT_URI_EXPIRY_MS - 5_000,
    )

    const topic = await wallet.pair(uri)
    await connected
    const after = foyer.getState()
    expect(after.walletConnect).toEqual({ status: 'idle' })
    expect(after.accounts.eip155).toMatchObject({
      status: 'connected',
      address: walletAccount.address,
      caipAddress: `eip155:31337:${walletAccount.address}`,
      connectorId: 'walletConnect',
      connectedWalletInfo: { name: walletName },
    })
    expect(after.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(after.router.history.at(-1)?.view).toBe('Account')
    // No WalletConnect group while a namespace is connected through it.
    expect(connectorGroupsOf(foyer, { isMobile: false }).map((g) => g.type)).not.toContain('walletConnect')

    const message = 'Sign in to Foyer'
    const signature = await signMessage(evm.wagmiConfig, { message })
    expect(await verifyMessage({ address: walletAccount.address, message, signature })).toBe(true)

    // Gas is estimated over the devnet RPC of the requested rpcMap; the wallet signs and sends.
    const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const balanceBefore = await getBalance(evm.wagmiConfig, { address: receiver, chainId: 31337 })
    const hash = await sendTransaction(evm.wagmiConfig, { to: receiver, value: parseEther('0.25') })
    expect((await waitForTransactionReceipt(evm.wagmiConfig, { hash, chainId: 31337 })).status).toBe(
      'success',
    )
    const balanceAfter = await getBalance(evm.wagmiConfig, { address: receiver, chainId: 31337 })
    expect(balanceAfter.value - balanceBefore.value).toBe(parseEther('0.25'))

    await switchChain(evm.wagmiConfig, { chainId: 31338 })
    await waitFor(foyer, (s) => s.caipNetwork?.caipNetworkId === 'eip155:31338')
    expect(getConnection(evm.wagmiConfig).chainId).toBe(31338)

    await foyer.switchNetwork(networks[0])
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:31337')

    // The wallet switches on its own: foyer follows.
    await wallet.changeChain(topic, 31338)
    await waitFor(foyer, (s) => s.caipNetwork?.caipNetworkId === 'eip155:31338')

    // The wallet ends the session: foyer disconnects.
    await wallet.disconnect(topic)
    const ended = await waitFor(foyer, (s) => s.accounts.eip155?.status === 'disconnected')
    expect(ended.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(getConnection(evm.wagmiConfig).status).toBe('disconnected')
  })

  it('resyncs a stored session after a reload, and disconnect() deletes it on the relay', async () => {
    const first = createPage()
    const topic = await pair(first.foyer)
    first.foyer.destroy()

    const page = createPage(first.storages)
    expect(page.foyer.getState().accounts.eip155?.status).toBe('reconnecting')
    await page.foyer.ready
    expect(page.foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: walletAccount.address,
      connectorId: 'walletConnect',
      connectedWalletInfo: { name: walletName },
    })
    const signature = await signMessage(page.evm.wagmiConfig, { message: 'again' })
    expect(await verifyMessage({ address: walletAccount.address, message: 'again', signature })).toBe(true)

    const deleted = wallet.nextDelete()
    await page.foyer.disconnect()
    expect(await deleted).toBe(topic)
    expect(page.foyer.getState().accounts.eip155?.status).toBe('disconnected')

    // Nothing left to resync on the next load.
    page.foyer.destroy()
    const next = createPage(page.storages)
    await next.foyer.ready
    expect(next.foyer.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it("shows 'declined' when the wallet rejects the proposal", async () => {
    const { foyer } = createPage()
    const connecting = foyer.connectWalletConnect({ walletId: 'some-wallet' })
    const rejected = expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    await wallet.pair(await readyUri(foyer), 'reject')
    await rejected
    expect(foyer.getState().walletConnect).toEqual({
      status: 'declined',
      message: { id: 'errorUserRejected' },
      walletId: 'some-wallet',
    })
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('replaces the URI after 4 minutes while wanted; the fresh one pairs once for both calls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { foyer } = createPage()
    const connecting = foyer.connectWalletConnect()
    const first = await readyUri(foyer)
    // Asking again while pending joins the same pairing.
    const again = foyer.connectWalletConnect()
    vi.advanceTimersByTime(WALLET_CONNECT_URI_EXPIRY_MS)
    const fresh = await readyUri(foyer, first)
    expect(fresh).not.toBe(first)
    vi.useRealTimers()
    const sessionsBefore = wallet.client.session.getAll().map((s) => s.topic)
    const topic = await wallet.pair(fresh)
    await Promise.all([connecting, again])
    expect(foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
    })
    // One session for both calls: the wallet holds exactly one new session, and it is the page's.
    const added = wallet.client.session.getAll().filter((s) => !sessionsBefore.includes(s.topic))
    expect(added.map((s) => s.topic)).toEqual([topic])
    const deleted = wallet.nextDelete()
    await foyer.disconnect()
    expect(await deleted).toBe(topic)
  })

  it('the wallet that scanned the URI just before its refresh still connects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { foyer } = createPage()
    const connecting = foyer.connectWalletConnect()
    const first = await readyUri(foyer)
    vi.advanceTimersByTime(WALLET_CONNECT_URI_EXPIRY_MS)
    await readyUri(foyer, first)
    vi.useRealTimers()
    const topic = await wallet.pair(first)
    await connecting
    expect(foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
    })
    const deleted = wallet.nextDelete()
    await foyer.disconnect()
    expect(await deleted).toBe(topic)
  })

  it('cancelWalletConnect abandons the pairing: state idle, the promise rejects', async () => {
    const { foyer } = createPage()
    const connecting = foyer.connectWalletConnect()
    await readyUri(foyer)
    foyer.cancelWalletConnect()
    expect(foyer.getState().walletConnect).toEqual({ status: 'idle' })
    await expect(connecting).rejects.toBeInstanceOf(ConnectError)
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('reports an unreachable relay as an error state and a typed error', async () => {
    const { foyer } = createPage(undefined, 'ws://127.0.0.1:9')
    const failed = await foyer.connectWalletConnect().catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(ConnectError)
    expect(foyer.getState().walletConnect).toEqual({
      status: 'error',
      message: { id: 'errorRelayUnreachable' },
    })
  }, 20_000)

  it('disconnects at once while the relay is down, and a reload resyncs nothing', async () => {
    // A relay of its own: the others keep theirs.
    const downRelay = await startRelay({ port: 0, persistence: 'memory' })
    const peer = await startWalletPeer(downRelay.url, rpcUrls)
    try {
      const page = createPage(undefined, downRelay.url)
      const connected = page.foyer.connectWalletConnect()
      await peer.pair(await readyUri(page.foyer))
      await connected
      expect(await storedSessions(page.storages.sdk)).toHaveLength(1)
      await downRelay.stop()

      const started = Date.now()
      await page.foyer.disconnect()
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(page.foyer.getState().accounts.eip155?.status).toBe('disconnected')
      expect(getConnection(page.evm.wagmiConfig).status).toBe('disconnected')
      // The SDK gives up on the relay after its bounded wait and forgets the session locally.
      await vi.waitFor(async () => expect(await storedSessions(page.storages.sdk)).toEqual([]), {
        timeout: 10_000,
        interval: 100,
      })

      page.foyer.destroy()
      const next = createPage(page.storages, downRelay.url)
      expect(next.foyer.getState().accounts.eip155?.status).toBe('disconnected')
      await next.foyer.ready
      expect(next.foyer.getState().accounts.eip155?.status).toBe('disconnected')
    } finally {
      await peer.stop()
    }
  }, 20_000)
})
