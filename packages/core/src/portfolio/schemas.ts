import * as z from 'zod/mini'

// The client's own view of the blockchain API's wire format: only what the modal reads, lenient
// where extra fields may come, so a newer service does not break older clients.

/** One holding of `GET /v1/account/{address}/balance`. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.number(),
  price: z.number(),
  // Digits only: Number(decimals) drives amount parsing and formatting.
  quantity: z.object({ decimals: z.string().check(z.regex(/^\d{1,3}$/)), numeric: z.string() }),
  iconUrl: z.string(),
})

export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) })

const transferSchema = z.object({
  fungible_info: z.optional(
    z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      preview: z.object({ url: z.string() }),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  sender: z.optional(z.string()),
  recipient: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})

const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    // An ISO date: Activity formats it, and an invalid Date would throw while rendering.
    minedAt: z.iso.datetime({ offset: true }),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    chain: z.string(),
  }),
  transfers: z.array(transferSchema),
})

/** `GET /v1/account/{address}/history`: newest first, `next` null on the last page. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullable(z.string()),
})

/** The public parameters of fetchBalances / fetchHistory. */
export const accountParametersSchema = z.object({
  // §5: EVM 40 hex characters with 0x, Solana 32-44 base58 characters; Bitcoin bech32 (bc1, tb1, bcrt1)
  // or base58 (25-34 characters, which the Solana pattern does not cover).
  address: z
    .string()
    .check(
      z.regex(
        /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{25,44}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/,
        'must be an EVM address (0x and 40 hex characters), a Solana address (32-44 base58 characters) or a Bitcoin address',
      ),
    ),
  caipNetworkId: z
    .string()
    .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 id such as eip155:1')),
  cursor: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be the next value of a previous page')),
  ),
})
