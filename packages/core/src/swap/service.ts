// The convert API (§7) as the Swap code calls it, each answer checked.
import * as z from 'zod/mini'
import { apiGet, apiPost } from '../api/request.js'
import type { FoyerContext } from '../instance/context.js'

const tokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: z.number(),
      logoUri: z.string(),
      price: z.optional(z.number()),
    }),
  ),
})
const quotesSchema = z.object({ quotes: z.array(z.object({ toAmount: z.string() })) })
const allowanceSchema = z.object({ allowance: z.string() })
const gasPriceSchema = z.object({ standard: z.string(), fast: z.string(), instant: z.string() })
const txSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    value: z.optional(z.string()),
    eip155: z.object({ gas: z.union([z.string(), z.number()]), gasPrice: z.string() }),
  }),
})
type Context = Pick<FoyerContext, 'options' | 'store'>

export const fetchSwapTokens = (context: Context, chainId: string) =>
  apiGet(context, '/v1/convert/tokens', { chainId }, tokensSchema).then((answer) => answer.tokens)

export const fetchGasPrice = (context: Context, chainId: string) =>
  apiGet(context, '/v1/convert/gas-price', { chainId }, gasPriceSchema).then((answer) =>
    BigInt(answer.standard),
  )

export const fetchQuote = (
  context: Context,
  query: { amount: string; userAddress: string; from: string; to: string; gasPrice: string },
) => apiGet(context, '/v1/convert/quotes', query, quotesSchema).then((answer) => answer.quotes[0]?.toAmount)

export const fetchAllowance = (context: Context, tokenAddress: string, userAddress: string) =>
  apiGet(context, '/v1/convert/allowance', { tokenAddress, userAddress }, allowanceSchema).then((answer) =>
    BigInt(answer.allowance),
  )

export const buildApprove = (context: Context, query: { userAddress: string; from: string; to: string }) =>
  apiGet(context, '/v1/convert/build-approve', query, txSchema).then((answer) => answer.tx)

export const buildSwap = (
  context: Context,
  body: { amount: string; userAddress: string; from: string; to: string; slippage: number },
) =>
  apiPost(
    context,
    '/v1/convert/build-transaction',
    {},
    {
      amount: body.amount,
      eip155: { slippage: body.slippage },
      projectId: context.options.projectId,
      from: body.from,
      to: body.to,
      userAddress: body.userAddress,
      disableEstimate: true,
    },
    txSchema,
  ).then((answer) => answer.tx)
