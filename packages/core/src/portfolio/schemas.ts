import * as z from 'zod/mini'

/** The public parameters of fetchBalances / fetchHistory. */
export const accountParametersSchema = z.object({
  // EVM 40 hex characters with 0x, Solana 32-44 base58 characters; Bitcoin bech32 (bc1, tb1, bcrt1)
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
