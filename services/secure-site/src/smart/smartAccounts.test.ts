/**
 * Smart accounts on the secure site against the real chain side: a devnet chain from the snapshot
 * (EntryPoint 0.7, Safe 1.4.1 with its 4337 module) and the local bundler (Alto).
 */
import { createServer } from 'node:net'
import { type AltoInstance, startAlto } from '@foyer/bundler'
import { entryPoint07Address, testAccounts } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  isErc6492Signature,
  numberToHex,
  type PublicClient,
  parseEther,
  parseEventLogs,
  recoverMessageAddress,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../_test/harness.js'

let devnet: Devnet
let alto: AltoInstance
let h: Harness
let chain: PublicClient
let rpcUrl: string

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: { a: 0, b: 0 } })
  const url = (id: number) => devnet.chains.find((c) => c.id === id)?.rpcUrl as string
  rpcUrl = url(31337)
  alto = await startAlto({ rpcUrl, port: await freePort() })
  chain = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  h = await createHarness({
    rpcUrls: new Map([
      [31337, rpcUrl],
      [31338, url(31338)],
    ]),
    bundlerUrls: new Map([[31337, alto.url]]),
  })
}, 300_000)

afterAll(async () => {
  await h?.close()
  await alto?.stop()
  await devnet?.stop()
})

const rpc = async (sessionToken: string, chainId: number, method: string, params: unknown[] = []) =>
  (await h.call('/api/rpc', { sessionToken, chainId, request: { method, params } })).body

async function newUser(label: string) {
  const token = await h.signIn(`${label}-${Date.now()}@example.com`)
  const user = (await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body
  const eoa = user.accounts.find((a: { type: string }) => a.type === 'eoa').address as Address
  const smart = user.accounts.find((a: { type: string }) => a.type === 'smartAccount').address as Address
  return { token, user, eoa, smart }
}

async function fund(address: Address, ether: string) {
  await chain.request({
    method: 'anvil_setBalance',
    params: [address, numberToHex(parseEther(ether))],
  } as never)
}

describe('smart accounts on the secure site', () => {
  it('gives each user a counterfactual Safe that acts where a bundler is configured, the EOA elsewhere', async () => {
    const { token, user, eoa, smart } = await newUser('ada')
    expect(user).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(isAddressEqual(eoa, smart)).toBe(false)
    expect(await chain.getCode({ address: smart })).toBeUndefined()
    // The acting account comes first in `accounts` (the hosted kit's client signs as accounts[0]).
    expect(user.accounts[0]).toEqual({ address: smart, type: 'smartAccount' })
    const side = (await h.call('/api/user', { sessionToken: token, chainId: 31338 })).body
    expect(side.address).toBe(eoa)
    expect(side.accounts[0]).toEqual({ address: eoa, type: 'eoa' })
    expect(await rpc(token, 31337, 'eth_accounts')).toEqual({ result: [smart] })
    expect(await rpc(token, 31338, 'eth_accounts')).toEqual({ result: [eoa] })
    expect((await h.call('/api/smart-account/networks', {})).body).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
    expect((await h.call('/api/smart-account/init', { sessionToken: token, chainId: 31337 })).body).toEqual({
      address: smart,
      isDeployed: false,
    })
    const refused = await h.call('/api/smart-account/init', { sessionToken: token, chainId: 31338 })
    expect(refused.body.error).toEqual({
      code: 'SMART_ACCOUNT_UNSUPPORTED',
      message: 'This application might not support Smart Accounts',
    })
  })

  it('signs as the Safe: ERC-6492 before deployment, ERC-1271 after; a send deploys it through the bundler', async () => {
    const { token, smart } = await newUser('bo')
    const before = (await rpc(token, 31337, 'personal_sign', ['Hello before', smart])).result as Hex
    expect(isErc6492Signature(before)).toBe(true)
    expect(await chain.verifyMessage({ address: smart, message: 'Hello before', signature: before })).toBe(
      true,
    )
    expect(await chain.verifyMessage({ address: smart, message: 'Other text', signature: before })).toBe(
      false,
    )

    await fund(smart, '1')
    const receiver = testAccounts[9]?.address as Address
    const balance = await chain.getBalance({ address: receiver })
    const sent = await rpc(token, 31337, 'eth_sendTransaction', [
      { from: smart, to: receiver, value: numberToHex(parseEther('0.01')) },
    ])
    const receipt = await chain.getTransactionReceipt({ hash: sent.result })
    expect(receipt.to && isAddressEqual(receipt.to, entryPoint07Address)).toBe(true)
    expect((await chain.getBalance({ address: receiver })) - balance).toBe(parseEther('0.01'))
    expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    expect(
      (await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body.smartAccountDeployed,
    ).toBe(true)

    const after = (await rpc(token, 31337, 'personal_sign', ['Hello after', smart])).result as Hex
    expect(isErc6492Signature(after)).toBe(false)
    expect(await chain.verifyMessage({ address: smart, message: 'Hello after', signature: after })).toBe(true)
  })

  it('prices a send as the bundler estimates its user operation, deployment included, at most what it costs', async () => {
    const { token, smart, eoa } = await newUser('fee')
    await fund(smart, '1')
    const receiver = testAccounts[9]?.address as Address
    const transfer = { from: smart, to: receiver, value: numberToHex(parseEther('0.01')) }
    const feeOf = async () => {
      const gas = BigInt((await rpc(token, 31337, 'eth_estimateGas', [transfer])).result)
      const price = BigInt((await rpc(token, 31337, 'eth_gasPrice')).result)
      return gas * price
    }
    // What the transaction's user operation paid: the EntryPoint's UserOperationEvent says.
    const paid = async () => {
      const sent = await rpc(token, 31337, 'eth_sendTransaction', [transfer])
      const receipt = await chain.getTransactionReceipt({ hash: sent.result })
      const [event] = parseEventLogs({
        abi: entryPoint07Abi,
        eventName: 'UserOperationEvent',
        logs: receipt.logs,
      })
      expect(event?.args.success).toBe(true)
      return event?.args.actualGasCost ?? 0n
    }
    const plain = 21_000n * (await chain.getGasPrice())

    const firstEstimate = await feeOf()
    const first = await paid()
    const laterEstimate = await feeOf()
    const later = await paid()
    console.info(
      `user operation fee (wei): first estimate ${firstEstimate} paid ${first}; later estimate ${laterEstimate} paid ${later}; a plain transfer ${plain}`,
    )
    // An estimate is the most the operation can cost, and near it (not a plain transfer's 21000 gas).
    expect(firstEstimate).toBeGreaterThanOrEqual(first)
    expect(firstEstimate).toBeLessThan(first * 3n)
    expect(laterEstimate).toBeGreaterThanOrEqual(later)
    expect(laterEstimate).toBeLessThan(later * 3n)
    // Deploying the Safe costs more than a later operation.
    expect(firstEstimate).toBeGreaterThan(laterEstimate)
    expect(firstEstimate).toBeGreaterThan(plain * 5n)
    // The EOA's gas is the chain's own.
    await h.call('/api/smart-account/preferred', { sessionToken: token, chainId: 31337, type: 'eoa' })
    const eoaGas = await rpc(token, 31337, 'eth_estimateGas', [{ ...transfer, from: eoa }])
    expect(BigInt(eoaGas.result)).toBe(21_000n)
  })

  it('sends wallet_sendCalls as one user operation and reports it atomic; capabilities say so for the Safe only', async () => {
    const { token, smart, eoa } = await newUser('cy')
    await fund(smart, '1')
    const [a, b] = [testAccounts[3]?.address as Address, testAccounts[4]?.address as Address]
    const [balanceA, balanceB] = await Promise.all([
      chain.getBalance({ address: a }),
      chain.getBalance({ address: b }),
    ])
    const value = numberToHex(parseEther('0.001'))
    const { result } = await rpc(token, 31337, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        from: smart,
        chainId: '0x7a69',
        calls: [
          { to: a, value },
          { to: b, value },
        ],
      },
    ])
    let status = (await rpc(token, 31337, 'wallet_getCallsStatus', [result.id])).result
    while (status.status === 100) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      status = (await rpc(token, 31337, 'wallet_getCallsStatus', [result.id])).result
    }
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(1)
    expect((await chain.getBalance({ address: a })) - balanceA).toBe(parseEther('0.001'))
    expect((await chain.getBalance({ address: b })) - balanceB).toBe(parseEther('0.001'))

    expect((await rpc(token, 31337, 'wallet_getCapabilities', [smart])).result).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': {},
    })
    expect((await rpc(token, 31337, 'wallet_getCapabilities', [eoa])).result).toEqual({
      '0x7a69': {},
      '0x7a6a': {},
    })
    // Another user's batch id is unknown to this one.
    const other = await newUser('di')
    expect((await rpc(other.token, 31337, 'wallet_getCallsStatus', [result.id])).error.code).toBe(5730)
  })

  it('keeps the preferred account type: the EOA signs after a switch, and a smart account where none is offered is refused', async () => {
    const { token, eoa, smart } = await newUser('ed')
    const set = await h.call('/api/smart-account/preferred', {
      sessionToken: token,
      chainId: 31337,
      type: 'eoa',
    })
    expect(set.body).toEqual({ type: 'eoa', address: eoa })
    expect((await h.call('/api/user', { sessionToken: token, chainId: 31337 })).body).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
    const signature = (await rpc(token, 31337, 'personal_sign', ['As the EOA', eoa])).result as Hex
    expect(await recoverMessageAddress({ message: 'As the EOA', signature })).toBe(eoa)
    // A request naming the account that does not act is refused.
    expect((await rpc(token, 31337, 'personal_sign', ['x', smart])).error.code).toBe(4100)

    const refused = await h.call('/api/smart-account/preferred', {
      sessionToken: token,
      chainId: 31338,
      type: 'smartAccount',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toBe('This application might not support Smart Accounts')
    const bad = await h.call('/api/smart-account/preferred', {
      sessionToken: token,
      chainId: 31337,
      type: 'multisig',
    })
    expect(bad.status).toBe(400)
    const back = await h.call('/api/smart-account/preferred', {
      sessionToken: token,
      chainId: 31337,
      type: 'smartAccount',
    })
    expect(back.body).toEqual({ type: 'smartAccount', address: smart })
  })
})
