import { addresses, devnetChain, spamNftTokenId, testAccounts } from '@foyer/devnet'
import { type HistoryResponse, historyResponseSchema } from '@foyer/wire'
import { type Address, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routerAbi } from '../convert/abis.js'
import { readHistory } from '../history/readHistory.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'
import { TEST_PUBLIC_URL } from '../testing/seededApp.js'
import { iconUrlBuilder } from './iconUrl.js'

const usdc = addresses[31337].usdc
const account0 = testAccounts[0].address
const account3 = testAccounts[3].address
const account4 = testAccounts[4].address
const account6 = testAccounts[6].address
const account7 = testAccounts[7].address
const account8 = testAccounts[8].address
const account9 = testAccounts[9].address

// anvil's test accounts are unlocked: eth_sendTransaction signs on the node.
function walletOf(rpcUrl: string, from: Address) {
  return createWalletClient({
    account: from,
    chain: devnetChain(31337, Number(new URL(rpcUrl).port)),
    transport: http(rpcUrl),
  })
}

describe('GET /v1/account/{account}/history', () => {
  let s: DevnetApp
  let wallet: (from: Address) => ReturnType<typeof walletOf>
  beforeAll(async () => {
    s = await createDevnetApp()
    const chainA = s.chains.get('eip155:31337')
    wallet = (from) => walletOf(chainA.rpcUrl, from)
  })
  afterAll(() => s.close())

  async function history(account: string, query = 'chainId=eip155:31337'): Promise<HistoryResponse> {
    const response = await s.call(`/v1/account/${account}/history?${query}`)
    expect(response.status, await response.clone().text()).toBe(200)
    return historyResponseSchema.parse(await response.json())
  }

  async function mined(hash: `0x${string}`) {
    return s.chains.get('eip155:31337').client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }

  it('shows a USDC transfer right after it is mined: send for the sender, receive for the recipient', async () => {
    const hash = await wallet(account3).writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account4, parseUnits('25.5', 6)],
      chain: null,
    })
    const receipt = await mined(hash)
    const received = await history(account4)
    const latest = received.data[0]
    expect(latest?.metadata).toMatchObject({
      operationType: 'receive',
      hash,
      status: 'confirmed',
      sentFrom: account3,
      sentTo: usdc,
      chain: 'eip155:31337',
      nonce: 0,
    })
    expect(Date.parse(latest?.metadata.minedAt ?? '')).toBeGreaterThan(0)
    expect(latest?.transfers).toEqual([
      {
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: `${TEST_PUBLIC_URL}/public/getTokenImage/USDC?projectId=${DEMO_PROJECT_ID}` },
        },
        direction: 'in',
        // The transfer names its own parties; the transaction went to the token contract.
        sender: account3,
        recipient: account4,
        quantity: { numeric: '25.5' },
        price: 1,
        value: 25.5,
      },
    ])
    const sent = await history(account3)
    expect(sent.data[0]?.metadata).toMatchObject({ operationType: 'send', hash })
    expect(sent.data[0]?.transfers[0]).toMatchObject({
      direction: 'out',
      recipient: account4,
      quantity: { numeric: '25.5' },
    })
    expect(receipt.status).toBe('success')
  })

  it('shows native transfers with the chain currency, and failed transactions as failed', async () => {
    const sendHash = await wallet(account3).sendTransaction({
      to: account4,
      value: parseEther('1.25'),
      chain: null,
    })
    await mined(sendHash)
    // More USDC than account 6 holds: mined (explicit gas skips estimation) and reverted.
    const failedHash = await wallet(account6).writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account4, parseUnits('1000000', 6)],
      gas: 100_000n,
      chain: null,
    })
    await mined(failedHash)
    const { data } = await history(account4)
    const native = data.find((tx) => tx.metadata.hash === sendHash)
    expect(native?.metadata.operationType).toBe('receive')
    expect(native?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ name: 'Ether', symbol: 'ETH' }),
        direction: 'in',
        quantity: { numeric: '1.25' },
      }),
    ])
    expect(native?.transfers[0]?.value).toBeCloseTo(1.25 * 3000, 3)
    const failed = (await history(account6)).data[0]
    expect(failed?.metadata).toMatchObject({ hash: failedHash, status: 'failed', operationType: 'execute' })
    expect(failed?.transfers).toEqual([])
  })

  it('shows both sides of swaps: what the account paid and what it got, ether from the router too', async () => {
    const router = addresses[31337].uniswapV2Router02
    const trader = wallet(account9)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    await mined(
      await trader.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
        chain: null,
      }),
    )
    const toEth = await trader.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactTokensForETH',
      args: [parseUnits('300', 6), 0n, [usdc, addresses[31337].weth9], account9, deadline],
      chain: null,
    })
    await mined(toEth)
    const toUsdc = await trader.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [addresses[31337].weth9, usdc], account9, deadline],
      value: parseEther('0.05'),
      chain: null,
    })
    await mined(toUsdc)
    const { data } = await history(account9)
    const sides = (hash: string) => {
      const tx = data.find((item) => item.metadata.hash === hash)
      return {
        operationType: tx?.metadata.operationType,
        transfers: tx?.transfers.map((t) => `${t.direction} ${t.fungible_info?.symbol}`),
      }
    }
    expect(sides(toEth)).toEqual({ operationType: 'trade', transfers: ['out USDC', 'in ETH'] })
    expect(sides(toUsdc)).toEqual({ operationType: 'trade', transfers: ['out ETH', 'in USDC'] })
    const received = data.find((item) => item.metadata.hash === toEth)?.transfers[1]
    // The ether the router paid out: about 0.1 ETH for 300 USDC at 3,000 USDC per ETH.
    expect(Number(received?.quantity.numeric)).toBeGreaterThan(0.09)
    expect(received?.sender).toBe(router)
  })

  it('flags the spam Foyer Punk (token 666) and no other NFT, with names and previews', async () => {
    const all: HistoryResponse['data'] = []
    let next: string | null = null
    do {
      const page: HistoryResponse = await history(
        account0,
        `chainId=eip155:31337${next ? `&cursor=${next}` : ''}`,
      )
      all.push(...page.data)
      next = page.next
    } while (next)
    const nfts = all.flatMap((tx) =>
      tx.transfers.flatMap((transfer) => (transfer.nft_info ? [transfer.nft_info] : [])),
    )
    expect(nfts.map((nft) => nft.name).sort()).toEqual([
      'Claim 10,000 USDC Reward',
      'Foyer Punk #1',
      'Foyer Punk #2',
      'Foyer Punk #3',
    ])
    expect(nfts.filter((nft) => nft.flags.is_spam).map((nft) => nft.name)).toEqual([
      'Claim 10,000 USDC Reward',
    ])
    expect(nfts.every((nft) => nft.preview.url.startsWith('data:image/svg+xml;base64,'))).toBe(true)
    const spamMint = all.find((tx) => tx.transfers.some((transfer) => transfer.nft_info?.flags.is_spam))
    expect(spamMint?.metadata.operationType).toBe('mint')
    expect(spamNftTokenId).toBe(666n)
  })

  it('pages newest first by cursor with no gaps or repeats', async () => {
    // 45 transfers to account 8, on top of its deploy-time history: three pages of 20 at least.
    let last: `0x${string}` | undefined
    for (let index = 1; index <= 45; index++) {
      last = await wallet(account7).writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account8, BigInt(index)],
      })
    }
    if (last) await mined(last)
    const pages: HistoryResponse[] = []
    let next: string | null = null
    do {
      const page: HistoryResponse = await history(
        account8,
        `chainId=eip155:31337${next ? `&cursor=${next}` : ''}`,
      )
      pages.push(page)
      next = page.next
    } while (next)
    expect(pages.length).toBeGreaterThanOrEqual(3)
    expect(pages[0]?.data[0]?.metadata.hash).toBe(last)
    expect(pages[0]?.data[0]?.transfers[0]?.quantity.numeric).toBe('0.000045')
    expect(pages.slice(0, -1).every((page) => page.data.length === 20)).toBe(true)
    const ids = pages.flatMap((page) => page.data.map((tx) => tx.id))
    expect(new Set(ids).size).toBe(ids.length)
    const everything = await readHistory(s.db, {
      account: account8.toLowerCase(),
      chains: [s.chains.get('eip155:31337')],
      prices: new Map(),
      iconUrlOf: iconUrlBuilder(TEST_PUBLIC_URL, DEMO_PROJECT_ID),
      pageSize: 1000,
    })
    expect(ids).toEqual(everything.data.map((tx) => tx.id))
    const times = pages.flatMap((page) => page.data.map((tx) => Date.parse(tx.metadata.minedAt)))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('keeps chains apart and merges them when no chainId is given', async () => {
    const onB = await history(account4, 'chainId=eip155:31338')
    expect(onB.data.every((tx) => tx.metadata.chain === 'eip155:31338')).toBe(true)
    expect(
      onB.data.some((tx) => tx.metadata.operationType === 'send' || tx.metadata.sentFrom === account3),
    ).toBe(false)
    const both = await history(account4, '')
    expect(new Set(both.data.map((tx) => tx.metadata.chain))).toEqual(
      new Set(['eip155:31337', 'eip155:31338']),
    )
  })

  it('answers 400 naming the field for a bad account, chain or cursor', async () => {
    const cases: [string, string][] = [
      ['/v1/account/0xnope/history', 'Invalid account: expected an EVM address (0x and 40 hex characters)'],
      [
        `/v1/account/${account4}/history?chainId=eip155:1`,
        'Invalid chainId: unsupported chain eip155:1 (supported: eip155:31337, eip155:31338)',
      ],
      [
        `/v1/account/${account4}/history?cursor=bm9wZQ`,
        'Invalid cursor: expected the next value of a previous page',
      ],
    ]
    for (const [path, message] of cases) {
      const response = await s.call(path)
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({ message })
    }
  })
})
