import { z } from 'zod'

/** A wallet id: 64 lowercase hex characters (sha256 of the listing, as in the WalletConnect explorer). */
export const walletIdSchema = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters')

/** A project id: 32 hex characters, as issued by the hosted dashboard. */
export const projectIdSchema = z.string().regex(/^[0-9a-f]{32}$/i, 'expected 32 hex characters')

/** A CAIP-2 chain id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const caip2Schema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id such as eip155:1')

/** An image or asset id in a URL path. */
export const imageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'expected 1-128 of A-Z a-z 0-9 . _ : -')
