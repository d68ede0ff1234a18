import { z } from 'zod'
import { caip2Schema } from './ids.js'

/** An EVM address: 0x and 40 hex characters, any case (§5). */
export const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected an EVM address (0x and 40 hex characters)')

/** A Solana address: 32-44 base58 characters (§5). */
export const solanaAddressSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a Solana address (32-44 base58 characters)')

/** A Bitcoin address of any network: bech32/bech32m (bc1, tb1, bcrt1) or base58 (1, 3, m, n, 2) (§5). */
export const bitcoinAddressSchema = z
  .string()
  .regex(
    /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/,
    'expected a Bitcoin address (bc1…, tb1…, bcrt1…, or base58)',
  )

/** A CAIP-10 EVM or Solana account or asset id, e.g. `eip155:31337:0xD89c…`, `solana:5eykt…:GYUb…`. */
export const caip10AddressSchema = z
  .string()
  .regex(
    /^(eip155:\d{1,20}:0x[0-9a-fA-F]{40}|solana:[1-9A-HJ-NP-Za-km-z]{32}:[1-9A-HJ-NP-Za-km-z]{32,44})$/,
    'expected a CAIP-10 address such as eip155:1:0x…',
  )

const currencySchema = z.literal('usd', { error: 'only usd is supported' })

/** `GET /v1/account/{address}/balance` query; without chainId every served chain is read. */
export const balanceQuerySchema = z.looseObject({
  currency: currencySchema.default('usd'),
  chainId: caip2Schema.optional(),
  forceUpdate: z.string().max(200).optional(),
})

/** One holding in the hosted wire format (§3 Token balance). `address` is absent for the native currency. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caip2Schema,
  address: caip10AddressSchema.optional(),
  /** Value of the holding in USD. */
  value: z.number(),
  /** USD price of one unit. */
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/** Most assets one `POST /v1/fungible/price` may ask for. */
export const MAX_PRICE_ADDRESSES = 100

/** `POST /v1/fungible/price` body. */
export const fungiblePriceBodySchema = z.looseObject({
  currency: currencySchema,
  addresses: z
    .array(caip10AddressSchema)
    .min(1, 'at least one address')
    .max(MAX_PRICE_ADDRESSES, `at most ${MAX_PRICE_ADDRESSES} addresses`),
  projectId: z.string().optional(),
})
export type FungiblePriceBody = z.input<typeof fungiblePriceBodySchema>

export const fungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
})
/** Known assets only, in request order; unknown addresses are left out. */
export const fungiblePriceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

/** `GET /v1/identity/{address}` query; chainId picks the chain whose ENS is read (default the first served). */
export const identityQuerySchema = z.looseObject({
  sender: evmAddressSchema.optional(),
  chainId: caip2Schema.optional(),
})

export const identityResponseSchema = z.object({ name: z.string().nullable(), avatar: z.string().nullable() })
export type IdentityResponse = z.infer<typeof identityResponseSchema>

export const supportedChainsResponseSchema = z.object({
  http: z.array(caip2Schema),
  ws: z.array(caip2Schema),
})
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>

const jsonRpcRequestSchema = z.looseObject({
  jsonrpc: z.literal('2.0', { error: 'jsonrpc must be "2.0"' }),
  method: z.string().min(1).max(200),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  params: z.unknown().optional(),
})
/** One JSON-RPC request as the proxy has checked it. */
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>
/** Largest JSON-RPC batch the proxy forwards (the client's batch size, §9). */
export const MAX_RPC_BATCH = 1000
/** One JSON-RPC request, as the proxy accepts it. */
export const jsonRpcSingleSchema = jsonRpcRequestSchema
/** A JSON-RPC batch, as the proxy accepts it. */
export const jsonRpcBatchSchema = z
  .array(jsonRpcRequestSchema)
  .min(1, 'empty batch')
  .max(MAX_RPC_BATCH, `at most ${MAX_RPC_BATCH} requests`)
/** `POST /v1?chainId=…`: one JSON-RPC request or a batch. */
export const jsonRpcBodySchema = z.union([jsonRpcSingleSchema, jsonRpcBatchSchema])
export const rpcQuerySchema = z.looseObject({
  chainId: z.string({ error: 'required' }).pipe(caip2Schema),
})

/** `GET /v1/account/{account}/history` query. `cursor` is the `next` of the previous page. */
export const historyQuerySchema = z.looseObject({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'expected the next value of a previous page')
    .optional(),
  chainId: caip2Schema.optional(),
  onramp: z.string().max(50).optional(),
})

const fungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.object({ url: z.string() }),
})
const nftInfoSchema = z.object({
  name: z.string(),
  preview: z.object({ url: z.string() }),
  flags: z.object({ is_spam: z.boolean() }),
})

/** One movement of value inside a transaction, seen from the requested account. */
export const historyTransferSchema = z.object({
  fungible_info: fungibleInfoSchema.optional(),
  nft_info: nftInfoSchema.optional(),
  direction: z.enum(['in', 'out', 'self']),
  /** Who sent and who received this transfer (a token transfer's tx goes to the token contract). */
  sender: z.string(),
  recipient: z.string(),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().optional(),
  price: z.number().optional(),
})

export const operationTypeSchema = z.enum([
  'send',
  'receive',
  'mint',
  'burn',
  'trade',
  'approve',
  'deploy',
  'execute',
  'buy',
])
export type OperationType = z.infer<typeof operationTypeSchema>

/** §3 Transaction history item. */
export const historyTransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: operationTypeSchema,
    hash: z.string(),
    /** ISO 8601 time of the block. */
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number(),
    /** CAIP-2 id of the chain. */
    chain: caip2Schema,
  }),
  transfers: z.array(historyTransferSchema),
})
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>
export type HistoryTransfer = z.infer<typeof historyTransferSchema>

/** Newest first; `next` is the cursor of the following page, null on the last one. */
export const historyResponseSchema = z.object({
  data: z.array(historyTransactionSchema),
  next: z.string().nullable(),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>
