// The convert API as the Swap code calls it, each answer checked.
import {
  type ConvertBuildBody,
  type convertAllowanceQuerySchema,
  convertAllowanceResponseSchema,
  type convertApproveQuerySchema,
  type convertGasPriceQuerySchema,
  convertGasPriceResponseSchema,
  type convertQuoteQuerySchema,
  convertQuotesResponseSchema,
  type convertTokensQuerySchema,
  convertTokensResponseSchema,
  convertTransactionResponseSchema,
} from '@foyer/wire'
import { apiGet, apiPost } from '../api/request.js'
import type { WireQuery } from '../api/wireQuery.js'
import type { FoyerKernel } from '../instance/kernel.js'

type Context = Pick<FoyerKernel, 'options' | 'store'>

export const fetchSwapTokens = (context: Context, chainId: string) =>
  apiGet(
    context,
    '/v1/convert/tokens',
    { chainId } satisfies WireQuery<typeof convertTokensQuerySchema>,
    convertTokensResponseSchema,
  ).then((answer) => answer.tokens)

export const fetchGasPrice = (context: Context, chainId: string) =>
  apiGet(
    context,
    '/v1/convert/gas-price',
    { chainId } satisfies WireQuery<typeof convertGasPriceQuerySchema>,
    convertGasPriceResponseSchema,
  ).then((answer) => BigInt(answer.standard))

export const fetchQuote = (context: Context, query: WireQuery<typeof convertQuoteQuerySchema>) =>
  apiGet(context, '/v1/convert/quotes', query, convertQuotesResponseSchema).then(
    (answer) => answer.quotes[0]?.toAmount,
  )

export const fetchAllowance = (context: Context, tokenAddress: string, userAddress: string) =>
  apiGet(
    context,
    '/v1/convert/allowance',
    { tokenAddress, userAddress } satisfies WireQuery<typeof convertAllowanceQuerySchema>,
    convertAllowanceResponseSchema,
  ).then((answer) => BigInt(answer.allowance))

export const buildApprove = (context: Context, query: WireQuery<typeof convertApproveQuerySchema>) =>
  apiGet(context, '/v1/convert/build-approve', query, convertTransactionResponseSchema).then(
    (answer) => answer.tx,
  )

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
    } satisfies ConvertBuildBody,
    convertTransactionResponseSchema,
  ).then((answer) => answer.tx)
