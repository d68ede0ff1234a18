import * as z from 'zod/mini'

// Formats the requests carry: the cloud refuses a request whose value does not match. Answers are
// read without them (see index.ts), so a client never rejects a value a newer service sends.

/** A wallet id: 64 lowercase hex characters (sha256 of the listing, as in the WalletConnect explorer). */
export const walletIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters'))

/** A project id: 32 hex characters, as issued by the hosted dashboard. */
export const projectIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/i, 'expected 32 hex characters'))

/** A CAIP-2 chain id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const caip2Schema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id such as eip155:1'))

/** An image or asset id in a URL path. */
export const imageIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._:-]{1,128}$/, 'expected 1-128 of A-Z a-z 0-9 . _ : -'))

/** An EVM address: 0x and 40 hex characters, any case. */
export const evmAddressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an EVM address (0x and 40 hex characters)'))

/** A Solana address: 32-44 base58 characters. */
export const solanaAddressSchema = z
  .string()
  .check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a Solana address (32-44 base58 characters)'))

/** A Bitcoin address of any network: bech32/bech32m (bc1, tb1, bcrt1) or base58 (1, 3, m, n, 2). */
export const bitcoinAddressSchema = z
  .string()
  .check(
    z.regex(
      /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/,
      'expected a Bitcoin address (bc1…, tb1…, bcrt1…, or base58)',
    ),
  )

/** A CAIP-10 EVM or Solana account or asset id, e.g. `eip155:31337:0xD89c…`, `solana:5eykt…:GYUb…`. */
export const caip10AddressSchema = z
  .string()
  .check(
    z.regex(
      /^(eip155:\d{1,20}:0x[0-9a-fA-F]{40}|solana:[1-9A-HJ-NP-Za-km-z]{32}:[1-9A-HJ-NP-Za-km-z]{32,44})$/,
      'expected a CAIP-10 address such as eip155:1:0x…',
    ),
  )

/** 0x and hex digits (viem's isHex). */
export const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x hex'))
