/**
 * The whole chain side of smart accounts: a fresh devnet chain from the snapshot, Alto on it, and a Safe
 * 1.4.1 (permissionless, EntryPoint v0.7) owned by a fresh key, through viem's bundler client.
 */
import { createServer } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  devnetChain,
  entryPoint07Address,
  safe4337ModuleAddress,
  safeProxyFactoryAddress,
} from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  parseAbiItem,
  parseEther,
  parseEventLogs,
  size,
} from 'viem'
import { type BundlerClient, createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listeningAddresses } from '../../../scripts/stack/probes.mjs'
import { toSafeSmartAccount } from './_test/permissionless.js'
import { type AltoInstance, altoInstalled, repoRoot, startAlto } from './alto.js'
import { watchChain } from './chain.js'

type SafeAccount = Awaited<ReturnType<typeof toSafeSmartAccount>>

const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
// ERC-6492 wraps the signature of an undeployed account and ends it with this magic suffix.
const erc6492Suffix = '6492649264926492649264926492649264926492649264926492649264926492'

let devnet: Devnet
let alto: AltoInstance
let client: PublicClient
let bundler: BundlerClient
let safe: SafeAccount
const owner = privateKeyToAccount(generatePrivateKey())
const timings = { snapshotStartMs: 0, altoReadyMs: 0, userOperationMs: 0 }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function randomAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address
}

async function safeFor(signer = owner): Promise<SafeAccount> {
  return toSafeSmartAccount({
    client,
    owners: [signer],
    version: '1.4.1',
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
}

beforeAll(async () => {
  if (!altoInstalled()) {
    const ensure = (await import(pathToFileURL(join(repoRoot, 'scripts/ensure-install.mjs')).href)) as {
      ensureAlto(): void
    }
    ensure.ensureAlto()
  }
  let started = performance.now()
  devnet = await startDevnet({ ports: { a: 0, b: 0 } })
  timings.snapshotStartMs = performance.now() - started
  const rpcUrl = devnet.chains.find((chain) => chain.id === 31337)?.rpcUrl
  if (!rpcUrl) throw new Error('chain 31337 did not start')
  started = performance.now()
  alto = await startAlto({ rpcUrl, port: await freePort() })
  timings.altoReadyMs = performance.now() - started
  client = createPublicClient({
    chain: devnetChain(31337, Number(new URL(rpcUrl).port)),
    transport: http(rpcUrl),
    pollingInterval: 50,
  })
  safe = await safeFor()
  bundler = createBundlerClient({
    account: safe,
    client,
    transport: http(alto.url),
    pollingInterval: 50,
    // Alto accepts only fees at or above its own price (pimlico_getUserOperationGasPrice).
    userOperation: {
      async estimateFeesPerGas({ bundlerClient }) {
        const prices = (await bundlerClient.request({
          method: 'pimlico_getUserOperationGasPrice',
        } as never)) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
        return {
          maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
          maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
        }
      },
    },
  })
}, 300_000)

afterAll(async () => {
  await alto?.stop()
  await devnet?.stop()
  console.log(
    `snapshot start ${timings.snapshotStartMs.toFixed(0)} ms, Alto ready ${timings.altoReadyMs.toFixed(0)} ms, ` +
      `first user operation (deploys the Safe) ${timings.userOperationMs.toFixed(0)} ms`,
  )
})

describe('the bundler', () => {
  it('answers for chain 31337 and EntryPoint v0.7', async () => {
    expect(await bundler.getChainId()).toBe(31337)
    expect(await bundler.getSupportedEntryPoints()).toEqual([entryPoint07Address])
    expect(timings.altoReadyMs).toBeLessThan(15_000)
  })

  it('listens on loopback only, like every service of the stack (Alto itself binds 0.0.0.0)', () => {
    expect(listeningAddresses(Number(new URL(alto.url).port))).toEqual(['127.0.0.1'])
  })
})

describe('a Safe smart account (1.4.1, EntryPoint v0.7)', () => {
  it('has a counterfactual address from the devnet’s SafeProxyFactory, with no code yet', async () => {
    expect(safe.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((await safeFor()).address).toBe(safe.address)
    expect((await safeFor(privateKeyToAccount(generatePrivateKey()))).address).not.toBe(safe.address)
    const { factory } = await safe.getFactoryArgs()
    expect(factory?.toLowerCase()).toBe(safeProxyFactoryAddress.toLowerCase())
    expect(await client.getCode({ address: safe.address })).toBeUndefined()
  })

  it('signs messages before it is deployed (ERC-6492), which the chain verifies', async () => {
    const signature = await safe.signMessage({ message: 'hello from an undeployed Safe' })
    expect(signature.endsWith(erc6492Suffix)).toBe(true)
    const verify = (message: string) => client.verifyMessage({ address: safe.address, message, signature })
    expect(await verify('hello from an undeployed Safe')).toBe(true)
    expect(await verify('another message')).toBe(false)
  })

  it('is deployed by its first user operation, which sends 0.01 ETH through the EntryPoint', async () => {
    await client.request({
      method: 'anvil_setBalance',
      params: [safe.address, `0x${parseEther('1').toString(16)}`],
    } as never)
    const recipient = randomAddress()
    const started = performance.now()
    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.01') }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    timings.userOperationMs = performance.now() - started
    expect(receipt.success).toBe(true)
    expect(receipt.sender.toLowerCase()).toBe(safe.address.toLowerCase())
    expect(receipt.receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    expect(size((await client.getCode({ address: safe.address })) ?? '0x')).toBeGreaterThan(0)
    // The 4337 module is the Safe's module, so the EntryPoint may run its operations.
    const enabled = await client.readContract({
      address: safe.address,
      abi: [parseAbiItem('function isModuleEnabled(address module) view returns (bool)')],
      functionName: 'isModuleEnabled',
      args: [safe4337ModuleAddress],
    })
    expect(enabled).toBe(true)
  })

  it('signs messages once deployed (ERC-1271 through the 4337 module), for its owner only', async () => {
    expect(size((await client.getCode({ address: safe.address })) ?? '0x')).toBeGreaterThan(0)
    const signature = await safe.signMessage({ message: 'hello from a deployed Safe' })
    expect(signature.endsWith(erc6492Suffix)).toBe(false)
    const verify = (message: string, sig: Hex) =>
      client.verifyMessage({ address: safe.address, message, signature: sig })
    expect(await verify('hello from a deployed Safe', signature)).toBe(true)
    expect(await verify('another message', signature)).toBe(false)
    // A Safe of another owner signs for its own (undeployed) address, not for this one.
    const stranger = await safeFor(privateKeyToAccount(generatePrivateKey()))
    const foreign = await stranger.signMessage({ message: 'hello from a deployed Safe' })
    expect(await verify('hello from a deployed Safe', foreign)).toBe(false)
  })

  it('sends a batch of two calls as one user operation', async () => {
    const [first, second] = [randomAddress(), randomAddress()]
    const hash = await bundler.sendUserOperation({
      calls: [
        { to: first, value: parseEther('0.002') },
        { to: second, value: parseEther('0.003') },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
    const events = parseEventLogs({ abi: [userOperationEvent], logs: receipt.receipt.logs })
    expect(events.map((event) => event.args.userOpHash)).toEqual([hash])
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.002'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.003'))
  })
})

describe('watchChain', () => {
  it('notices when the chain is no longer the one the bundler started on', async () => {
    const rpcUrl = devnet.chains.find((chain) => chain.id === 31337)?.rpcUrl as string
    const request = (method: string, params: unknown[] = []) => client.request({ method, params } as never)
    const snapshot = await request('evm_snapshot')
    await request('evm_mine')
    let resets = 0
    const unwatch = await watchChain(rpcUrl, () => resets++, 20)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(resets).toBe(0)
    // Back to before the watched head, as a devnet restarted from its snapshot would be.
    await request('evm_revert', [snapshot])
    await expect.poll(() => resets, { timeout: 2000 }).toBe(1)
    unwatch()
  })
})
