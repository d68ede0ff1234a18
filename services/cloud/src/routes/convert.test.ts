import { addresses, type TestAccount, testAccounts } from '@foyer/devnet'
import {
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairAbi } from '../chains/prices.js'
import { routerAbi } from '../convert/abis.js'
import { findSwapAsset } from '../convert/assets.js'
import { candidatePaths } from '../convert/route.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'

// The convert API against a real devnet: quotes from its Uniswap V2 pools, and the transactions it
// builds sent by a test account and mined.
const A = addresses[31337]
const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const caip = (address: string) => `eip155:31337:${address}`
const swapper = testAccounts[7]
const approver = testAccounts[8]

let s: DevnetApp
beforeAll(async () => {
  s = await createDevnetApp()
}, 120_000)
afterAll(() => s?.close())

const chainA = () => s.chains.get('eip155:31337')
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
async function get(path: string): Promise<{ status: number; body: any }> {
  const response = await s.call(path)
  return { status: response.status, body: await response.json() }
}
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
async function build(body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const response = await s.call('/v1/convert/build-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}
const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** Uniswap V2's getAmountOut over one pool (0.3 % fee), from the pool's reserves. */
async function amountOutOf(pair: Hex, tokenIn: Hex, tokenOut: Hex, amountIn: bigint): Promise<bigint> {
  const [r0, r1] = await chainA().client.readContract({
    address: pair,
    abi: pairAbi,
    functionName: 'getReserves',
  })
  // A pair's token0 is the lower address.
  const [reserveIn, reserveOut] = tokenIn.toLowerCase() < tokenOut.toLowerCase() ? [r0, r1] : [r1, r0]
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

async function send(account: TestAccount, tx: { to: string; data: Hex; value?: string; gas?: string }) {
  const chain = chainA()
  const wallet = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: chain.chain,
    transport: http(chain.rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    to: tx.to.split(':')[2] as Hex,
    data: tx.data,
    value: BigInt(tx.value ?? '0'),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  })
  const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  expect(receipt.status).toBe('success')
}
const balanceOf = (token: Hex, owner: Hex) =>
  chainA().client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('convert API on the devnet', () => {
  it('lists the tokens the pools trade, with CAIP addresses, decimals, logos and pool prices', async () => {
    const { status, body } = await get(`/v1/convert/tokens?${query({ chainId: 'eip155:31337' })}`)
    expect(status).toBe(200)
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'FOY'])
    const [eth, weth, usdc, foy] = body.tokens
    expect(eth).toMatchObject({ address: NATIVE, decimals: 18, name: 'Ether' })
    expect(weth.address).toBe(caip(A.weth9))
    expect(usdc).toMatchObject({ address: caip(A.usdc), decimals: 6, price: 1 })
    expect(eth.price).toBeCloseTo(3000, -1)
    expect(foy.price).toBeCloseTo(1.5, 1)
    expect(usdc.logoUri).toMatch(/\/public\/getTokenImage\/USDC\?projectId=/)
  })

  it('quotes the best path the router prices: one pool, or a hop through WETH or USDC', async () => {
    const amount = parseEther('0.1')
    const { body } = await get(
      `/v1/convert/quotes?${query({ amount: amount.toString(), userAddress: caip(swapper.address), from: NATIVE, to: caip(A.usdc) })}`,
    )
    const [quote] = body.quotes
    expect(quote).toMatchObject({
      id: null,
      fromAmount: amount.toString(),
      fromAccount: NATIVE,
      toAccount: caip(A.usdc),
    })
    // Direct: WETH -> USDC; the other way: WETH -> FOY -> USDC. The quote is the better of the two.
    const direct = await amountOutOf(A.usdcWethPair, A.weth9, A.usdc, amount)
    const viaFoy = await amountOutOf(
      A.foyUsdcPair,
      A.foy,
      A.usdc,
      await amountOutOf(A.foyWethPair, A.weth9, A.foy, amount),
    )
    expect(BigInt(quote.toAmount)).toBe(direct > viaFoy ? direct : viaFoy)
    expect(Number(quote.toAmount) / 1e6).toBeGreaterThan(290)

    const chain = chainA()
    const usdc = findSwapAsset(chain, A.usdc)
    const foy = findSwapAsset(chain, A.foy)
    if (!usdc || !foy) throw new Error('no assets')
    expect(candidatePaths(chain, usdc.pathAddress, foy.pathAddress)).toEqual([
      [A.usdc, A.foy],
      [A.usdc, A.weth9, A.foy],
    ])
    const tokenQuote = await get(
      `/v1/convert/quotes?${query({ amount: parseUnits('100', 6).toString(), userAddress: caip(swapper.address), from: caip(A.usdc), to: caip(A.foy) })}`,
    )
    const routerSays = await Promise.all(
      candidatePaths(chain, usdc.pathAddress, foy.pathAddress).map(async (path) =>
        (
          await chain.client.readContract({
            address: A.uniswapV2Router02,
            abi: routerAbi,
            functionName: 'getAmountsOut',
            args: [parseUnits('100', 6), path],
          })
        ).at(-1),
      ),
    )
    expect(BigInt(tokenQuote.body.quotes[0].toAmount)).toBe(
      routerSays.reduce((a, b) => ((a ?? 0n) > (b ?? 0n) ? a : b)),
    )
  })

  it('builds an ETH -> USDC swap the wallet sends; the balance rises by the quote, within slippage', async () => {
    const amount = parseEther('0.1').toString()
    const { status, body } = await build({
      amount,
      userAddress: caip(swapper.address),
      from: NATIVE,
      to: caip(A.usdc),
      eip155: { slippage: 1 },
      disableEstimate: true,
    })
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({ to: caip(A.uniswapV2Router02), value: amount, amount })
    expect(BigInt(body.tx.minimumAmountOut)).toBe((BigInt(body.tx.toAmount) * 9900n) / 10000n)
    const before = await balanceOf(A.usdc, swapper.address)
    await send(swapper, { to: body.tx.to, data: body.tx.data, value: body.tx.value, gas: body.tx.eip155.gas })
    const gained = (await balanceOf(A.usdc, swapper.address)) - before
    expect(gained).toBe(BigInt(body.tx.toAmount))
  })

  it('builds a swap that lands on a chain idle for 30 minutes: the deadline counts from the clock', async () => {
    const chain = chainA()
    const node = chain.client as unknown as {
      request(args: { method: string; params: unknown[] }): Promise<unknown>
    }
    const now = Math.floor(Date.now() / 1000)
    // The latest block 30 minutes old, the next one stamped with the clock: what an idle devnet looks like.
    await node.request({ method: 'anvil_setTime', params: [now - 30 * 60] })
    await node.request({ method: 'evm_mine', params: [] })
    await node.request({ method: 'anvil_setTime', params: [now] })
    const latest = await chain.client.getBlock({ blockTag: 'latest' })
    expect(Number(latest.timestamp)).toBeLessThan(now - 25 * 60)
    const { status, body } = await build({
      amount: parseEther('0.01').toString(),
      userAddress: caip(swapper.address),
      from: NATIVE,
      to: caip(A.usdc),
      disableEstimate: true,
    })
    expect(status).toBe(200)
    const { args } = decodeFunctionData({ abi: routerAbi, data: body.tx.data })
    const deadline = Number(args?.at(-1))
    expect(deadline).toBeGreaterThanOrEqual(now + 20 * 60)
    expect(deadline).toBeLessThan(now + 21 * 60)
    // Mined with the clock's time, before the deadline: the router does not revert as expired.
    await send(swapper, { to: body.tx.to, data: body.tx.data, value: body.tx.value, gas: body.tx.eip155.gas })
  })

  it('takes the hosted client’s wire: a plain userAddress in quotes, the projectId in the build body', async () => {
    const { status, body } = await get(
      `/v1/convert/quotes?${query({ amount: parseEther('0.01').toString(), userAddress: swapper.address, from: NATIVE, to: caip(A.usdc) })}`,
    )
    expect(status).toBe(200)
    expect(BigInt(body.quotes[0].toAmount)).toBeGreaterThan(0n)
    // AppKit 1.7.4 posts build-transaction with no query at all: its project is in the body.
    const post = (body: Record<string, unknown>) => {
      const json = JSON.stringify(body)
      return s.app.request('/v1/convert/build-transaction', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(json.length) },
        body: json,
      })
    }
    const order = {
      amount: parseEther('0.01').toString(),
      eip155: { slippage: 1 },
      from: NATIVE,
      to: caip(A.usdc),
      userAddress: caip(swapper.address),
      disableEstimate: true,
    }
    expect((await post({ ...order, projectId: DEMO_PROJECT_ID })).status).toBe(200)
    const unknown = await post({ ...order, projectId: '0'.repeat(32) })
    expect(unknown.status).toBe(401)
  })

  it('needs an approval before a USDC -> FOY swap: allowance, approval transaction, then the swap', async () => {
    const owner = caip(approver.address)
    const allowance = () =>
      get(`/v1/convert/allowance?${query({ tokenAddress: caip(A.usdc), userAddress: owner })}`)
    expect((await allowance()).body).toEqual({ allowance: '0' })
    expect(
      (await get(`/v1/convert/allowance?${query({ tokenAddress: NATIVE, userAddress: owner })}`)).body
        .allowance,
    ).toBe((2n ** 256n - 1n).toString())
    // Before the approval, the swap cannot even be estimated.
    const amount = parseUnits('100', 6).toString()
    const early = await build({ amount, userAddress: owner, from: caip(A.usdc), to: caip(A.foy) })
    expect(early.status).toBe(400)
    expect(early.body.message).toMatch(/^The swap would fail/)

    const approve = await get(
      `/v1/convert/build-approve?${query({ userAddress: owner, from: caip(A.usdc), to: caip(A.foy) })}`,
    )
    expect(approve.body.tx).toMatchObject({ from: caip(A.usdc), value: '0' })
    // As the hosted client does: the approval goes to the address in `from`.
    await send(approver, { to: approve.body.tx.from, data: approve.body.tx.data })
    expect(BigInt((await allowance()).body.allowance)).toBeGreaterThan(BigInt(amount))

    const swap = await build({
      amount,
      userAddress: owner,
      from: caip(A.usdc),
      to: caip(A.foy),
      eip155: { slippage: '0.5' },
    })
    expect(swap.status).toBe(200)
    expect(Number(swap.body.tx.eip155.gas)).toBeGreaterThan(50_000)
    const before = await balanceOf(A.foy, approver.address)
    await send(approver, swap.body.tx)
    expect((await balanceOf(A.foy, approver.address)) - before).toBe(BigInt(swap.body.tx.toAmount))
  })

  it('gives standard, fast and instant gas prices from the node', async () => {
    const { body } = await get(`/v1/convert/gas-price?${query({ chainId: 'eip155:31337' })}`)
    const [standard, fast, instant] = [body.standard, body.fast, body.instant].map(BigInt)
    expect(standard).toBe(await chainA().client.getGasPrice())
    expect(fast).toBeGreaterThan(standard as bigint)
    expect(instant).toBeGreaterThan(fast as bigint)
  })

  it('refuses bad input with a message per field, and chains without pools with the hosted texts', async () => {
    const user = caip(swapper.address)
    const cases: [string, string][] = [
      [
        `/v1/convert/quotes?${query({ amount: '0', userAddress: user, from: NATIVE, to: caip(A.usdc) })}`,
        'Invalid amount: must be more than 0',
      ],
      [
        `/v1/convert/quotes?${query({ amount: '1.5', userAddress: user, from: NATIVE, to: caip(A.usdc) })}`,
        'Invalid amount: expected a whole number of base units',
      ],
      [
        `/v1/convert/quotes?${query({ amount: '1', userAddress: user, from: NATIVE, to: caip(A.zero) })}`,
        'Invalid to: no pool trades this token',
      ],
      [
        `/v1/convert/quotes?${query({ amount: '1', userAddress: user, from: NATIVE, to: caip(A.weth9) })}`,
        'Invalid to: must be another token than from',
      ],
      [
        `/v1/convert/quotes?${query({ amount: '1', userAddress: 'eip155:31338:0x0000000000000000000000000000000000000001', from: NATIVE, to: caip(A.usdc) })}`,
        'Invalid userAddress: must be on eip155:31337',
      ],
      [
        `/v1/convert/quotes?${query({ amount: '1', userAddress: user, from: 'nope', to: caip(A.usdc) })}`,
        'Invalid from: expected a CAIP-10 address such as eip155:1:0x…',
      ],
      [`/v1/convert/tokens?${query({ chainId: 'eip155:1' })}`, 'Network not supported for Swaps'],
      [`/v1/convert/gas-price?${query({ chainId: 'eip155:1' })}`, 'Network not supported for Gas Price'],
      [
        `/v1/convert/build-approve?${query({ userAddress: user, from: NATIVE, to: caip(A.usdc) })}`,
        'Invalid from: the native currency needs no approval',
      ],
    ]
    for (const [path, message] of cases) {
      const { status, body } = await get(path)
      expect(status, path).toBe(400)
      expect(body.message, path).toBe(message)
    }
    const slippage = await build({
      amount: '1',
      userAddress: user,
      from: NATIVE,
      to: caip(A.usdc),
      eip155: { slippage: 80 },
    })
    expect(slippage.body.message).toBe('Invalid eip155: must be at most 50')
    const notJson = await s.call('/v1/convert/build-transaction', { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
  })
})
