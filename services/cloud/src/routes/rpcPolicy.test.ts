import { testAccounts } from '@foyer/devnet'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_LOG_BLOCK_RANGE } from '../chains/rpcPolicy.js'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

type Answer = { id: unknown; result?: unknown; error?: { code: number; message: string } }

/** A node method call straight to anvil, around the endpoint: what the chain really holds. */
async function node(s: DevnetApp, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(s.configs[0]?.rpcUrl ?? '', post({ jsonrpc: '2.0', id: 1, method, params }))
  return ((await response.json()) as Answer).result
}

describe('POST /v1 answers only public read and broadcast methods', () => {
  let s: DevnetApp
  const victim = testAccounts[9].address
  beforeAll(async () => {
    s = await createDevnetApp()
  })
  afterAll(() => s.close())

  const rpc = async (body: unknown) => {
    const response = await s.call('/v1?chainId=eip155:31337', post(body))
    expect(response.status).toBe(200)
    return response.json() as Promise<Answer & Answer[]>
  }

  it('refuses methods that use the node keys, change or dump its state, with -32601; the chain is unchanged', async () => {
    const balanceBefore = await node(s, 'eth_getBalance', [victim, 'latest'])
    const nonceBefore = await node(s, 'eth_getTransactionCount', [testAccounts[0].address, 'latest'])
    const refused: [string, unknown[]][] = [
      ['anvil_setBalance', [victim, '0x1']],
      ['anvil_setCode', [victim, '0x00']],
      ['eth_sendTransaction', [{ from: testAccounts[0].address, to: victim, value: '0x1' }]],
      ['eth_sign', [testAccounts[0].address, '0xdeadbeef']],
      ['personal_sign', ['0xdeadbeef', testAccounts[0].address]],
      ['eth_signTypedData_v4', [testAccounts[0].address, '{}']],
      ['eth_accounts', []],
      ['anvil_dumpState', []],
      ['anvil_impersonateAccount', [victim]],
      ['evm_mine', []],
      ['admin_nodeInfo', []],
      ['miner_start', []],
      ['debug_traceTransaction', ['0x00']],
      ['txpool_content', []],
      ['no_suchMethod', []],
    ]
    for (const [method, params] of refused) {
      const answer = await rpc({ jsonrpc: '2.0', id: method, method, params })
      expect(answer, method).toEqual({
        jsonrpc: '2.0',
        id: method,
        error: { code: -32601, message: `The method ${method} does not exist / is not available` },
      })
    }
    expect(await node(s, 'eth_getBalance', [victim, 'latest'])).toBe(balanceBefore)
    expect(await node(s, 'eth_getTransactionCount', [testAccounts[0].address, 'latest'])).toBe(nonceBefore)
  })

  it('still serves reads and raw transaction broadcast to a viem client', async () => {
    const client = createPublicClient({
      transport: http('http://cloud.test/v1?chainId=eip155:31337', {
        fetchFn: (input, init) => s.call(String(input).replace('http://cloud.test', ''), init),
        retryCount: 0,
      }),
    })
    expect(await client.getChainId()).toBe(31337)
    expect(await client.getBalance({ address: victim })).toBeGreaterThan(0n)
    const block = await client.getBlock()
    expect(block.number).toBeGreaterThanOrEqual(0n)
    expect(await client.getGasPrice()).toBeGreaterThan(0n)
    const logs = await client.getLogs({ fromBlock: 0n, toBlock: block.number })
    expect(Array.isArray(logs)).toBe(true)
    // A transaction signed by its sender reaches the chain through eth_sendRawTransaction.
    const { privateKeyToAccount } = await import('viem/accounts')
    const sender = privateKeyToAccount(testAccounts[8].privateKey)
    const nonce = await client.getTransactionCount({ address: sender.address })
    const fees = await client.estimateFeesPerGas()
    const raw = await sender.signTransaction({
      chainId: 31337,
      to: victim,
      value: parseEther('0.001'),
      nonce,
      gas: 21_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    const hash = await client.sendRawTransaction({ serializedTransaction: raw })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
  })

  it('judges each entry of a batch on its own: public ones answered by the node, the rest refused', async () => {
    const answers = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [victim, '0x1'] },
      { jsonrpc: '2.0', id: 3, method: 'eth_getBalance', params: [victim, 'latest'] },
      { jsonrpc: '2.0', method: 'anvil_mine' },
    ])
    const byId = new Map(answers.map((answer) => [answer.id, answer]))
    expect(answers).toHaveLength(3)
    expect(byId.get(1)?.result).toBe('0x7a69')
    expect(byId.get(2)?.error?.code).toBe(-32601)
    expect(byId.get(3)?.result).toBe(await node(s, 'eth_getBalance', [victim, 'latest']))
    const allRefused = await rpc([{ jsonrpc: '2.0', id: 7, method: 'anvil_dumpState' }])
    expect(allRefused).toEqual([
      {
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32601, message: 'The method anvil_dumpState does not exist / is not available' },
      },
    ])
  })

  it(`limits eth_getLogs to ${MAX_LOG_BLOCK_RANGE} blocks, resolving tags to the head`, async () => {
    const head = Number(await node(s, 'eth_blockNumber'))
    const tooWide = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getLogs',
      params: [{ fromBlock: '0x0', toBlock: `0x${(head + MAX_LOG_BLOCK_RANGE).toString(16)}` }],
    })
    expect(tooWide.error).toEqual({
      code: -32005,
      message: `eth_getLogs is limited to a range of ${MAX_LOG_BLOCK_RANGE} blocks`,
    })
    const fromEarliest = await rpc({
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_getLogs',
      params: [{ fromBlock: 'earliest', toBlock: 'latest' }],
    })
    expect(fromEarliest.error).toBeUndefined()
    expect(Array.isArray(fromEarliest.result)).toBe(true)
    const badBound = await rpc({
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_getLogs',
      params: [{ fromBlock: 'yesterday' }],
    })
    expect(badBound.error?.code).toBe(-32602)
    const noFilter = await rpc({ jsonrpc: '2.0', id: 4, method: 'eth_getLogs', params: [] })
    expect(noFilter.error).toEqual({ code: -32602, message: 'eth_getLogs expects a filter object' })
  })
})
