import {
  type ConvertAllowanceResponse,
  type ConvertGasPriceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  type ConvertTransactionResponse,
  convertAllowanceQuerySchema,
  convertApproveQuerySchema,
  convertBuildBodySchema,
  convertGasPriceQuerySchema,
  convertQuoteQuerySchema,
  convertTokensQuerySchema,
} from '@foyer/wire'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { encodeFunctionData, getAddress, maxUint256 } from 'viem'
import type { ServedChain } from '../chains/chainSet.js'
import { readPoolPrices } from '../chains/prices.js'
import { withUpstream } from '../chains/upstream.js'
import { erc20Abi, routerAbi } from '../convert/abis.js'
import { findSwapAsset, routerOf, type SwapAsset, swapAssetsOf } from '../convert/assets.js'
import { swapDeadline } from '../convert/deadline.js'
import { bestRoute } from '../convert/route.js'
import {
  InvalidRequestError,
  NetworkNotSupportedError,
  NoRouteError,
  PayloadTooLargeError,
} from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { iconUrlBuilder } from './iconUrl.js'

/**
 * Gas limits when the client asks for no estimate (it builds the swap before its approval is mined, so
 * the node could not estimate it): a one-pool swap, each further pool, an approval. Generous, as the
 * devnet's contracts are compiled without the optimizer (a one-pool swap measured 162k); a wallet pays
 * only for the gas used.
 */
const SWAP_GAS = { base: 300_000n, perExtraHop: 120_000n, approve: 80_000 } as const
/** Slippage when the client names none (percent). */
const DEFAULT_SLIPPAGE_PERCENT = 1
const MAX_BODY_BYTES = 16 * 1024

type Env = { Variables: CloudEnv['Variables'] }

function chainOf(
  chains: CloudEnv['Variables']['chains'],
  caip: string,
  what: 'Swaps' | 'Gas Price',
): ServedChain {
  const [namespace, reference] = caip.split(':')
  const served = chains.list.find((chain) => chain.caip2 === `${namespace}:${reference}`)
  if (!served) throw new NetworkNotSupportedError(what)
  return served
}

function assetOf(chain: ServedChain, caip10: string, field: string): SwapAsset {
  if (!caip10.startsWith(`${chain.caip2}:`)) throw new InvalidRequestError(field, `must be on ${chain.caip2}`)
  const asset = findSwapAsset(chain, caip10.split(':')[2] as string)
  if (!asset) throw new InvalidRequestError(field, 'no pool trades this token')
  return asset
}

function pairOf(chain: ServedChain, from: string, to: string): { from: SwapAsset; to: SwapAsset } {
  const pair = { from: assetOf(chain, from, 'from'), to: assetOf(chain, to, 'to') }
  if (pair.from.pathAddress === pair.to.pathAddress)
    throw new InvalidRequestError('to', 'must be another token than from')
  return pair
}

/** The account of a request: CAIP-10 on the chain, or (quotes, as the hosted client sends) a plain address. */
const accountOf = (chain: ServedChain, address: string) => {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return getAddress(address)
  if (!address.startsWith(`${chain.caip2}:`))
    throw new InvalidRequestError('userAddress', `must be on ${chain.caip2}`)
  return getAddress(address.split(':')[2] as string)
}

/**
 * The hosted convert API computed from the devnet's Uniswap V2 pools: tokens with prices, quotes
 * from the router's getAmountsOut (best of the direct pool and a hop through WETH or USDC), allowances,
 * gas prices, and approval and swap transactions the wallet sends itself.
 */
export const convertRoutes = new Hono<Env>()
  .get('/v1/convert/tokens', async (c) => {
    const { chainId } = parseOrThrow(convertTokensQuerySchema, c.req.query(), 'query')
    const chain = chainOf(c.get('chains'), chainId, 'Swaps')
    const iconUrlOf = iconUrlBuilder(c.get('publicUrl'), c.get('project').projectId)
    const prices = await withUpstream(chain, () => readPoolPrices(chain.client, chain.id))
    return c.json<ConvertTokensResponse>({
      tokens: swapAssetsOf(chain).map((asset) => ({
        name: asset.fungible.name,
        symbol: asset.fungible.symbol,
        address: asset.caip10,
        decimals: asset.fungible.decimals,
        logoUri: iconUrlOf(asset.fungible),
        price: prices[asset.fungible.pricing],
        eip2612: false,
      })),
    })
  })
  .get('/v1/convert/quotes', async (c) => {
    const query = parseOrThrow(convertQuoteQuerySchema, c.req.query(), 'query')
    const chain = chainOf(c.get('chains'), query.from, 'Swaps')
    const pair = pairOf(chain, query.from, query.to)
    accountOf(chain, query.userAddress)
    const route = await withUpstream(chain, () => bestRoute(chain, pair.from, pair.to, BigInt(query.amount)))
    // No path or an amount the pools round to nothing: no quote, which the client shows as 'Incorrect amount'.
    if (!route) return c.json<ConvertQuotesResponse>({ quotes: [] })
    return c.json<ConvertQuotesResponse>({
      quotes: [
        {
          id: null,
          fromAmount: query.amount,
          fromAccount: pair.from.caip10,
          toAmount: route.amountOut.toString(),
          toAccount: pair.to.caip10,
        },
      ],
    })
  })
  .get('/v1/convert/allowance', async (c) => {
    const query = parseOrThrow(convertAllowanceQuerySchema, c.req.query(), 'query')
    const chain = chainOf(c.get('chains'), query.tokenAddress, 'Swaps')
    const token = assetOf(chain, query.tokenAddress, 'tokenAddress')
    const owner = accountOf(chain, query.userAddress)
    // The native currency goes with the transaction: nothing to approve.
    if (token.native) return c.json<ConvertAllowanceResponse>({ allowance: maxUint256.toString() })
    const allowance = await withUpstream(chain, () =>
      chain.client.readContract({
        address: token.pathAddress,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, routerOf(chain)],
      }),
    )
    return c.json<ConvertAllowanceResponse>({ allowance: allowance.toString() })
  })
  .get('/v1/convert/gas-price', async (c) => {
    const { chainId } = parseOrThrow(convertGasPriceQuerySchema, c.req.query(), 'query')
    const chain = chainOf(c.get('chains'), chainId, 'Gas Price')
    const gasPrice = await withUpstream(chain, () => chain.client.getGasPrice())
    // Faster inclusion pays more: +20 % and +50 % over what the node asks now.
    return c.json<ConvertGasPriceResponse>({
      standard: gasPrice.toString(),
      fast: ((gasPrice * 12n) / 10n).toString(),
      instant: ((gasPrice * 15n) / 10n).toString(),
    })
  })
  .get('/v1/convert/build-approve', async (c) => {
    const query = parseOrThrow(convertApproveQuerySchema, c.req.query(), 'query')
    const chain = chainOf(c.get('chains'), query.from, 'Swaps')
    const pair = pairOf(chain, query.from, query.to)
    accountOf(chain, query.userAddress)
    if (pair.from.native) throw new InvalidRequestError('from', 'the native currency needs no approval')
    const gasPrice = await withUpstream(chain, () => chain.client.getGasPrice())
    return c.json<ConvertTransactionResponse>({
      tx: {
        // The hosted wire format names the token contract in `from` (the client sends the approval there).
        from: pair.from.caip10,
        to: `${chain.caip2}:${routerOf(chain)}`,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [routerOf(chain), query.amount === undefined ? maxUint256 : BigInt(query.amount)],
        }),
        value: '0',
        eip155: { gas: SWAP_GAS.approve, gasPrice: gasPrice.toString() },
      },
    })
  })
  .post(
    '/v1/convert/build-transaction',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new PayloadTooLargeError(MAX_BODY_BYTES)
      },
    }),
    async (c) => {
      let raw: unknown
      try {
        raw = await c.req.json()
      } catch {
        throw new InvalidRequestError('body', 'expected a JSON object')
      }
      const body = parseOrThrow(convertBuildBodySchema, raw, 'body')
      const chain = chainOf(c.get('chains'), body.from, 'Swaps')
      const pair = pairOf(chain, body.from, body.to)
      const user = accountOf(chain, body.userAddress)
      const amountIn = BigInt(body.amount)
      const slippage = body.eip155?.slippage ?? DEFAULT_SLIPPAGE_PERCENT
      const { route, block, gasPrice } = await withUpstream(chain, async () => {
        const [route, block, gasPrice] = await Promise.all([
          bestRoute(chain, pair.from, pair.to, amountIn),
          chain.client.getBlock({ blockTag: 'latest' }),
          chain.client.getGasPrice(),
        ])
        return { route, block, gasPrice }
      })
      if (!route) throw new NoRouteError('No pool can fill this swap')
      // Slippage in hundredths of a percent, so 0.5 % stays exact in bigint arithmetic.
      const amountOutMin = (route.amountOut * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n
      const deadline = swapDeadline(block.timestamp)
      const data = pair.from.native
        ? encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, route.path, user, deadline],
          })
        : encodeFunctionData({
            abi: routerAbi,
            functionName: pair.to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [amountIn, amountOutMin, route.path, user, deadline],
          })
      const value = pair.from.native ? amountIn : 0n
      const router = routerOf(chain)
      const gas = body.disableEstimate
        ? SWAP_GAS.base + SWAP_GAS.perExtraHop * BigInt(route.path.length - 2)
        : await chain.client
            .estimateGas({ account: user, to: router, data, value })
            .catch((error: unknown) => {
              throw new NoRouteError(
                `The swap would fail: ${(error as { shortMessage?: string }).shortMessage ?? 'the node refused it'}`,
              )
            })
      return c.json<ConvertTransactionResponse>({
        tx: {
          from: `${chain.caip2}:${user}`,
          to: `${chain.caip2}:${router}`,
          data,
          amount: body.amount,
          value: value.toString(),
          toAmount: route.amountOut.toString(),
          minimumAmountOut: amountOutMin.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      })
    },
  )
