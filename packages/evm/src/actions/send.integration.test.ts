/**
 * resolveName, estimateSend and sendTokens against the real devnet (ENS, USDC), on ephemeral ports.
 * The wallet is an announced EIP-1193 provider that forwards to anvil, whose test accounts are unlocked.
 * Node environment (the devnet needs it), with a bare EventTarget as `window` for EIP-6963 announcements.
 */
import { UserRejectedRequestError } from '@foyer/core'
import { addresses, devnetChain, ensNames, testAccounts } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { announce, createMemoryStorage, type FakeProvider } from '../_test/fakeProvider.js'
import { EvmAdapter } from '../EvmAdapter.js'
import { type EvmNetwork, toCaipNetwork } from '../network/toCaipNetwork.js'

const sender = testAccounts[8]?.address
if (!sender) throw new Error('@foyer/devnet has fewer than 9 test accounts')
const alice = ensNames.find((entry) => entry.name === 'alice.eth')?.owner
if (!alice) throw new Error('alice.eth missing from the devnet names')
const usdc = addresses[31337].usdc

let devnet: Devnet
let adapter: EvmAdapter
let network: EvmNetwork
let rpcUrl: string
let announcement: { remove(): void }
const wallet = { rejectNext: false }

function forwardingProvider(): FakeProvider {
  let id = 0
  const provider = {
    requests: [] as string[],
    calls: [],
    handlers: {},
    state: { accounts: [sender as string], chainId: 31337, knownChains: new Set([31337]) },
    async request({ method, params }: { method: string; params?: unknown }) {
      provider.requests.push(method)
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [sender]
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_sendTransaction' && wallet.rejectNext) {
        wallet.rejectNext = false
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
      return body.result
    },
    on: () => provider,
    removeListener: () => provider,
    emit: () => {},
  }
  return provider as unknown as FakeProvider
}

const usdcBalance = (address: `0x${string}`) =>
  createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

beforeAll(async () => {
  devnet = await startDevnet({ ports: { a: 0, b: 0 } })
  const chainA = devnet.chains.find((chain) => chain.id === 31337)
  if (!chainA) throw new Error('devnet chain A missing')
  rpcUrl = chainA.rpcUrl
  network = toCaipNetwork(devnetChain(31337, Number(new URL(rpcUrl).port)))
  vi.stubGlobal('window', new EventTarget())
  announcement = announce(forwardingProvider(), 'io.foyer.forwarding', 'Forwarding Wallet')
  adapter = new EvmAdapter({ networks: [network], storage: createMemoryStorage() })
  await adapter.connect({ connectorId: 'io.foyer.forwarding' })
}, 120_000)

afterAll(async () => {
  announcement?.remove()
  vi.unstubAllGlobals()
  await devnet?.stop()
})

describe('Send actions on the devnet', () => {
  it('resolves an ENS name to its address, and an unknown one to null', async () => {
    expect((await adapter.resolveName({ name: 'alice.eth', network }))?.toLowerCase()).toBe(
      alice.toLowerCase(),
    )
    expect(await adapter.resolveName({ name: 'nobody-here.eth', network })).toBeNull()
  })

  it('estimates the fee of a native and of a USDC transfer in wei', async () => {
    const native = await adapter.estimateSend({ from: sender, to: alice, amount: 10n ** 15n, network })
    const token = await adapter.estimateSend({
      from: sender,
      to: alice,
      amount: 1_500_000n,
      token: usdc,
      network,
    })
    expect(native.fee).toBeGreaterThan(0n)
    // A token transfer runs contract code: dearer than a plain value transfer.
    expect(token.fee).toBeGreaterThan(native.fee)
  })

  it('sends 1.5 USDC through the wallet and resolves once mined', async () => {
    const before = await usdcBalance(alice)
    const { hash } = await adapter.sendTokens({
      from: sender,
      to: alice,
      amount: 1_500_000n,
      token: usdc,
      network,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await usdcBalance(alice)) - before).toBe(1_500_000n)
  }, 30_000)

  it('sends the native currency', async () => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const before = await client.getBalance({ address: alice })
    await adapter.sendTokens({ from: sender, to: alice, amount: 10n ** 15n, network })
    expect((await client.getBalance({ address: alice })) - before).toBe(10n ** 15n)
  }, 30_000)

  it("maps the wallet's rejection to 'User rejected the request.'", async () => {
    wallet.rejectNext = true
    const failure = adapter.sendTokens({ from: sender, to: alice, amount: 1n, network })
    await expect(failure).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(failure).rejects.toMatchObject({ shortMessage: 'User rejected the request.' })
  })

  it('validates its parameters', async () => {
    await expect(adapter.sendTokens({ from: sender, to: '0x12', amount: 1n, network })).rejects.toThrow(
      'Invalid parameter "to"',
    )
    await expect(adapter.estimateSend({ from: sender, to: alice, amount: -1n, network })).rejects.toThrow(
      'must not be negative',
    )
  })
})
