import * as z from 'zod/mini'

// The on-ramp calls: the provider's options, a quote, and its checkout URL for an order.

const limitsSchema = z.object({ id: z.string(), min: z.string(), max: z.string() })

/** `GET /v1/onramp/options` answer: what can be bought on which networks, and with what. */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(z.object({ id: z.string(), payment_method_limits: z.array(limitsSchema) })),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
})
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>

const money = z.object({ amount: z.string(), currency: z.string() })

/** `POST /v1/onramp/quote` answer. */
export const onrampQuoteResponseSchema = z.object({
  coinbaseFee: money,
  networkFee: z.optional(money),
  paymentSubtotal: z.optional(money),
  paymentTotal: money,
  purchaseAmount: money,
  quoteId: z.string(),
})
export type OnrampQuoteResponse = z.infer<typeof onrampQuoteResponseSchema>

/** `POST /v1/generators/onrampurl` answer: the provider's checkout page for the order. */
export const onrampUrlResponseSchema = z.object({ url: z.string() })
export type OnrampUrlResponse = z.infer<typeof onrampUrlResponseSchema>
