// @vitest-environment happy-dom
/**
 * The adapter against the Foyer Test Wallet (e2e/test-wallet) and real anvil chains: what the e2e
 * suite relies on, checked without a browser.
 */
import { UserRejectedRequestError } from '@foyer/core'
import {
  getConnection,
  sendTransaction,
  signMessage,
  signTypedData,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { defineChain, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestWalletControl, testWalletScript } from '../../../e2e/test-wallet/index.js'
import { type Anvil, startAnvil } from './_test/anvil.js'
import { createMemoryStorage } from './_test/fakeProvider.js'
import { EvmAdapter } from './EvmAdapter.js'
import { mapWalletError } from './errors/mapWalletError.js'
import { toCaipNetwork } from './network/toCaipNetwork.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const walletRdns = 'dev.foyer.testwallet'
let chainA: Anvil
let chainB: Anvil
let wallet: TestWalletControl
let adapter: EvmAdapter
let networkA: ReturnType<typeof toCaipNetwork>
let networkB: ReturnType<typeof toCaipNetwork>

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil(31337), startAnvil(31338)])
  networkA = toCaipNetwork(foundry, { rpcUrls: { default: { http: [chainA.rpcUrl] } } })
  networkB = toCaipNetwork(
    defineChain({
      id: 31338,
      name: 'Foyer Devnet B',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chainB.rpcUrl] } },
    }),
  )
  // The wallet knows only chain A; chain B must be added through the adapter's fallback.
  new Function(testWalletScript({ chains: { 31337: chainA.rpcUrl }, chainId: 31337, persist: false }))()
  wallet = (window as unknown as { __foyerTestWallet: TestWalletControl }).__foyerTestWallet
  adapter = new EvmAdapter({ networks: [networkA, networkB], storage: createMemoryStorage() })
}, 30_000)

afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

describe('EvmAdapter with the Foyer Test Wallet on anvil', () => {
  it('discovers the wallet through EIP-6963', () => {
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: walletRdns, type: 'ANNOUNCED', name: 'Foyer Test Wallet' }),
    )
  })

  it('connects to the test account on the devnet chain', async () => {
    const connection = await adapter.connect({ connectorId: walletRdns })
    expect(connection).toEqual({ address: account, chainId: 31337, connectorId: walletRdns })
    expect(wallet.state.connected).toBe(true)
  })

  it("reads the account's native balance in whole units", async () => {
    expect(await adapter.getBalance({ address: account, network: networkA })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
  })

  it('gives a null profile on a chain without ENS', async () => {
    expect(await adapter.getProfile({ address: account, network: networkA })).toEqual({
      name: null,
      avatar: null,
    })
  })

  it("signs messages and typed data with anvil's key through wagmi actions on adapter.wagmiConfig", async () => {
    const message = 'Sign in to Foyer'
    const signature = await signMessage(adapter.wagmiConfig, { message })
    expect(await verifyMessage({ address: account, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const typedSignature = await signTypedData(adapter.wagmiConfig, typedData)
    expect(await verifyTypedData({ address: account, signature: typedSignature, ...typedData })).toBe(true)
  })

  it('sends a transaction that anvil mines', async () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await sendTransaction(adapter.wagmiConfig, { to, value: parseEther('1.5') })
    const receipt = await waitForTransactionReceipt(adapter.wagmiConfig, { hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await adapter.getBalance({ address: to, network: networkA })).toEqual({
      balance: '10001.5',
      symbol: 'ETH',
    })
  })

  it('rejects the next approval when told to, as a user rejection', async () => {
    wallet.rejectNext()
    const error = await signMessage(adapter.wagmiConfig, { message: 'no' }).catch((e: unknown) => e)
    expect(mapWalletError(error)).toBeInstanceOf(UserRejectedRequestError)
    // Only the next request is rejected.
    await expect(signMessage(adapter.wagmiConfig, { message: 'yes' })).resolves.toMatch(/^0x/)
  })

  it('adds a chain the wallet does not know (4902) and switches to it', async () => {
    await adapter.switchNetwork(networkB)
    expect(wallet.requests).toContain('wallet_addEthereumChain')
    expect(wallet.state.chainId).toBe(31338)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338)
    expect(await adapter.getBalance({ address: account, network: networkB })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
  })

  it('reports a chain switched in the wallet, even one the app did not request', async () => {
    const event = new Promise((resolve) => adapter.on('chainChanged', resolve))
    wallet.setChain(8453)
    expect(await event).toEqual({ chainId: 8453 })
  })

  it('reports an account switched in the wallet', async () => {
    const event = new Promise((resolve) => adapter.on('accountChanged', resolve))
    wallet.setAccount('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(await event).toMatchObject({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
  })

  it('reports the wallet disconnecting', async () => {
    const event = new Promise((resolve) => adapter.on('disconnect', resolve))
    wallet.disconnect()
    expect(await event).toEqual({})
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })
})
