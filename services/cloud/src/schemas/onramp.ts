import { z } from 'zod'

const currencyRef = z.looseObject({ id: z.string().min(1).max(20) })

/** `POST /v1/onramp/quote`: what to buy, with what, how much (of the payment currency), on which network. */
export const onrampQuoteBodySchema = z.looseObject({
  purchaseCurrency: currencyRef,
  paymentCurrency: currencyRef,
  amount: z.coerce
    .number({ error: 'expected a number' })
    .positive('must be more than 0')
    .max(1_000_000, 'is too large'),
  network: z.string().min(1).max(64),
})

/** `POST /v1/generators/onrampurl`, the hosted client's body. */
export const onrampUrlBodySchema = z.looseObject({
  destinationWallets: z
    .array(
      z.looseObject({
        address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an EVM address'),
        blockchains: z.array(z.string()).optional(),
        assets: z.array(z.string()).optional(),
      }),
    )
    .min(1, 'needs a wallet')
    .max(5),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().max(100).optional(),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: z.coerce.number().positive().optional(),
  presetFiatAmount: z.coerce.number().positive().optional(),
  /** Foyer's own: the payment currency (the hosted flow picks it on the provider's page). */
  fiatCurrency: z.enum(['USD', 'EUR']).optional(),
})
