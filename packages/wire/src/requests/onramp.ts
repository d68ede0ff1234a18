import * as z from 'zod/mini'

// The hosted client sends the whole currency it picked (its default USDC has a 36-character id).
const currencyRef = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  symbol: z.optional(z.string().check(z.maxLength(20))),
})

/**
 * `POST /v1/onramp/quote` body: what to buy, with what, how much (of the payment currency), on which
 * network. The hosted client (AppKit 1.7) sends the purchase currency's symbol as `network`.
 */
export const onrampQuoteBodySchema = z.looseObject({
  purchaseCurrency: currencyRef,
  paymentCurrency: currencyRef,
  amount: z.coerce
    .number({ error: 'expected a number' })
    .check(z.positive('must be more than 0'), z.maximum(1_000_000, 'is too large')),
  network: z.string().check(z.minLength(1), z.maxLength(64)),
})
export type OnrampQuoteBody = z.input<typeof onrampQuoteBodySchema>

/** `POST /v1/generators/onrampurl` body, the hosted client's. */
export const onrampUrlBodySchema = z.looseObject({
  destinationWallets: z
    .array(
      z.looseObject({
        address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an EVM address')),
        blockchains: z.optional(z.array(z.string())),
        assets: z.optional(z.array(z.string())),
      }),
    )
    .check(z.minLength(1, 'needs a wallet'), z.maxLength(5)),
  defaultNetwork: z.optional(z.string().check(z.maxLength(64))),
  partnerUserId: z.optional(z.string().check(z.maxLength(100))),
  defaultExperience: z.optional(z.enum(['buy', 'send'])),
  presetCryptoAmount: z.optional(z.coerce.number().check(z.positive())),
  presetFiatAmount: z.optional(z.coerce.number().check(z.positive())),
  /** Foyer's own: the payment currency (the hosted flow picks it on the provider's page). */
  fiatCurrency: z.optional(z.enum(['USD', 'EUR'])),
})
export type OnrampUrlBody = z.input<typeof onrampUrlBodySchema>
