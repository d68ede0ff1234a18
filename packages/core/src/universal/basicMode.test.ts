/**
 * Basic mode (no adapters) on core's real pairing flow and engine, with the scripted WalletConnect in
 * place of the SDK: the wallet approves EVM accounts, the page shows the account and its balance, signs,
 * switches within the approved chains, finds the session again after a reload, and disconnects. The
 * wallet app's real answers are covered by the browser test walletconnect-basic.e2e.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { ChainNotSupportedError } from '../errors/connectionErrors.js'
import { UserRejectedRequestError } from '../errors/errors.js'
import type { StorageLike } from '../storage/storage.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter } from '../testing/fakeAdapter.js'
import { testMainnet, testSepolia, testSolana } from '../testing/networks.js'
import { createScriptedWalletConnect } from '../testing/scriptedWalletConnect.js'
import { getUniversalAdapter } from './getUniversalAdapter.js'
import { polkadot } from './networks.js'
import { UniversalAdapter } from './UniversalAdapter.js'

const wc = createScriptedWalletConnect()

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
/** 1.5 ETH in wei, as eth_getBalance answers. */
const ONE_AND_A_HALF = `0x${(15n * 10n ** 17n).toString(16)}`

function basicPage(storage: StorageLike = createMemoryStorage()) {
  const foyer = createFoyer({
    walletConnect: { engine: wc.engine },
    projectId: 'test',
    networks: [testMainnet, testSepolia, testSolana],
    storage,
    relayUrl: 'ws://127.0.0.1:4001',
    isMobile: false,
  })
  return { foyer, storage }
}

async function pairWith(foyer: ReturnType<typeof createFoyer>, accounts: string[]) {
  const connecting = foyer.connectWalletConnect()
  // The first pairing loads the connection code (cold in a busy test run: more than waitFor's 1 s default).
  await vi.waitFor(() => expect(foyer.getState().walletConnect.status).toBe('ready'), { timeout: 10_000 })
  wc.pairings.at(-1)?.approve(accounts, { name: 'Phone Wallet' })
  await connecting
}

const rpcCalls: { url: string; body: unknown }[] = []

beforeEach(() => {
  wc.reset()
  rpcCalls.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { body: string }) => {
      rpcCalls.push({ url, body: JSON.parse(init.body) })
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: ONE_AND_A_HALF }))
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('basic mode (no adapters)', () => {
  it('opens on ConnectingWalletConnectBasic and offers WalletConnect, with no adapter given', () => {
    const { foyer } = basicPage()
    foyer.open()
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ConnectingWalletConnectBasic')
    expect(foyer.getState().connectors.map((c) => c.id)).toContain('walletConnect')
    // The class an app would add, one per namespace of the networks.
    expect(getUniversalAdapter(foyer, 'eip155')).toBeInstanceOf(UniversalAdapter)
    expect(getUniversalAdapter(foyer, 'solana')?.namespace).toBe('solana')
  })

  it('connects the EVM account through the session and reads its balance from the chain RPC', async () => {
    const { foyer } = basicPage()
    await pairWith(foyer, [`eip155:1:${ADDRESS}`, `eip155:11155111:${ADDRESS}`])
    const account = foyer.getState().accounts.eip155
    expect(account).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      connectorId: 'walletConnect',
      balance: '1.5',
      balanceSymbol: 'ETH',
    })
    expect(account?.balancesUnavailable).toBeUndefined()
    expect(rpcCalls[0]).toEqual({
      url: testMainnet.rpcUrls.default.http[0],
      body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
    })
    // The session held no Solana account: that namespace stays disconnected.
    expect(foyer.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
  })

  it('signs with personal_sign on the current chain, and a refusal is UserRejectedRequestError', async () => {
    const { foyer } = basicPage()
    await pairWith(foyer, [`eip155:1:${ADDRESS}`])
    wc.answer = () => '0x5167'
    const evm = getUniversalAdapter(foyer, 'eip155')
    await expect(evm?.signMessage({ message: 'Hi', address: ADDRESS })).resolves.toBe('0x5167')
    expect(wc.requests).toEqual([
      { method: 'personal_sign', params: ['0x4869', ADDRESS], chainId: 'eip155:1' },
    ])
    wc.answer = () => Promise.reject({ code: 4001, message: 'User rejected the request.' })
    await expect(evm?.signMessage({ message: 'Hi', address: ADDRESS })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('signs a Solana message with solana_signMessage (base58 UTF-8)', async () => {
    const { foyer } = basicPage()
    await pairWith(foyer, [`${testSolana.caipNetworkId}:${SOL}`])
    expect(foyer.getState().accounts.solana).toMatchObject({ status: 'connected', address: SOL })
    expect(foyer.getState().accounts.solana?.balancesUnavailable).toBe(true)
    wc.answer = () => ({ signature: '5sig' })
    const solana = getUniversalAdapter(foyer, 'solana')
    await expect(solana?.signMessage({ message: 'Hello', address: SOL })).resolves.toBe('5sig')
    expect(wc.requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      params: { message: '9Ajdvzr', pubkey: SOL },
      chainId: testSolana.caipNetworkId,
    })
  })

  it('switches within the approved chains, and refuses a chain the wallet did not approve', async () => {
    const { foyer } = basicPage()
    await pairWith(foyer, [`eip155:1:${ADDRESS}`, `eip155:11155111:${ADDRESS}`])
    await foyer.switchNetwork(testSepolia)
    expect(foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:11155111')
    expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:11155111:${ADDRESS}`)
    wc.answer = () => '0x01'
    await getUniversalAdapter(foyer, 'eip155')?.request({ method: 'eth_sendTransaction', params: [{}] })
    expect(wc.requests.at(-1)?.chainId).toBe('eip155:11155111')

    const other = basicPage()
    await pairWith(other.foyer, [`eip155:1:${ADDRESS}`])
    await expect(other.foyer.switchNetwork(testSepolia)).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(other.foyer.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('finds the stored session again after a reload, on the network it was on', async () => {
    const first = basicPage()
    await pairWith(first.foyer, [`eip155:1:${ADDRESS}`, `eip155:11155111:${ADDRESS}`])
    await first.foyer.switchNetwork(testSepolia)
    first.foyer.destroy()

    const reloaded = basicPage(first.storage)
    await reloaded.foyer.ready
    expect(reloaded.foyer.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:11155111:${ADDRESS}`,
    })
    expect(wc.pairings).toHaveLength(1)
  })

  it('disconnects: the session ends and the account is gone, also after a reload', async () => {
    const { foyer, storage } = basicPage()
    await pairWith(foyer, [`eip155:1:${ADDRESS}`])
    await foyer.disconnect()
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    await vi.waitFor(() => expect(wc.session).toBeUndefined())
    await expect(
      getUniversalAdapter(foyer, 'eip155')?.signMessage({ message: 'x', address: ADDRESS }),
    ).rejects.toThrow('No wallet connected')

    const reloaded = basicPage(storage)
    await reloaded.foyer.ready
    expect(reloaded.foyer.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('is not on when the app gives adapters: only theirs serve, and getUniversalAdapter finds none', () => {
    const foyer = createFoyer({
      walletConnect: { engine: wc.engine },
      projectId: 'test',
      networks: [testMainnet, polkadot],
      adapters: [createFakeAdapter()],
      storage: createMemoryStorage(),
      isMobile: false,
    })
    expect(getUniversalAdapter(foyer, 'eip155')).toBeUndefined()
    expect(getUniversalAdapter(foyer, 'polkadot')).toBeUndefined()
    foyer.open()
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Connect')
  })
})
