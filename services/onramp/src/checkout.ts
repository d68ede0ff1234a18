// The checkout's rules: what can be bought where, the limits and fees, and the test payment
// methods. Pure, so the cloud's quote and this page agree (the cloud has its own copy of the numbers:
// services share no code).
import { chainAId, chainBId, type DevnetChainId } from '@foyer/devnet'
import { ServiceError } from '@foyer/service-kit/errors'
import { ASSETS, type AssetSymbol } from './ledger.js'

/** The fallback limits per payment method, in USD or EUR. */
export const LIMITS = { card: { min: 10, max: 7500 }, ach_bank_account: { min: 10, max: 25000 } } as const
export type PaymentMethod = keyof typeof LIMITS
/** The provider's fee: 1.5 % (within the 1-2 % range providers charge). */
export const FEE_RATE = 0.015
/** A fixed test rate: 1 EUR = 1.08 USD. */
export const EUR_IN_USD = 1.08

export const TEST_CARDS = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
} as const
export const TEST_BANK_ACCOUNTS = [
  { id: 'checking-6789', label: 'Test Checking ••6789', outcome: 'ok' },
  { id: 'savings-0000', label: 'Test Savings ••0000 (no funds)', outcome: 'declined' },
] as const

const NETWORKS: Record<string, DevnetChainId> = { 'eip155:31337': chainAId, 'eip155:31338': chainBId }

export interface Order {
  address: `0x${string}`
  network: string
  chainId: DevnetChainId
  asset: AssetSymbol
  currency: 'USD' | 'EUR'
  fiatAmount: number
}

export class CheckoutError extends ServiceError<'CHECKOUT_REFUSED'> {
  override name = 'CheckoutError'
  constructor(shortMessage: string) {
    super('CHECKOUT_REFUSED', shortMessage)
  }
}

/** An order from the checkout URL's (or form's) values; CheckoutError names what is wrong. */
export function orderOf(values: URLSearchParams): Order {
  const address = values.get('address') ?? ''
  if (!/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new CheckoutError('The wallet address is missing or not an EVM address.')
  const network = values.get('network') ?? ''
  const chainId = NETWORKS[network]
  if (!chainId) throw new CheckoutError(`Purchases are not available on the network ${network || '(none)'}.`)
  const asset = (values.get('asset') ?? 'USDC').toUpperCase()
  if (!(asset in ASSETS)) throw new CheckoutError(`${asset} cannot be bought here.`)
  const currency = (values.get('currency') ?? 'USD').toUpperCase()
  if (currency !== 'USD' && currency !== 'EUR')
    throw new CheckoutError(`Payments in ${currency} are not accepted.`)
  const fiatAmount = Number(values.get('presetFiatAmount') ?? values.get('amount') ?? '50')
  if (!Number.isFinite(fiatAmount) || fiatAmount <= 0) throw new CheckoutError('Enter an amount to pay.')
  return {
    address: address as `0x${string}`,
    network,
    chainId,
    asset: asset as AssetSymbol,
    currency,
    fiatAmount,
  }
}

/** The limit check for a method: the text to show, or undefined when the amount is within. */
export function limitError(method: PaymentMethod, amount: number, currency: string): string | undefined {
  const { min, max } = LIMITS[method]
  if (amount < min) return `The minimum for this payment method is ${min.toFixed(2)} ${currency}.`
  if (amount > max) return `The maximum for this payment method is ${max.toFixed(2)} ${currency}.`
  return undefined
}

/** Fee, the amount that buys crypto, and what it buys at `priceUsd`, rounded down to the asset's unit. */
export function quoteOf(order: Order, priceUsd: number) {
  const fee = Math.round(order.fiatAmount * FEE_RATE * 100) / 100
  const net = order.fiatAmount - fee
  const usd = order.currency === 'EUR' ? net * EUR_IN_USD : net
  const decimals = ASSETS[order.asset].decimals
  const amount = priceUsd > 0 ? usd / priceUsd : 0
  // At most 6 decimals shown; the smallest unit below that is dropped.
  const shown = Math.floor(amount * 1e6) / 1e6
  const units = BigInt(Math.round(shown * 1e6)) * 10n ** BigInt(decimals - 6)
  return { fee, total: order.fiatAmount, cryptoAmount: shown, units }
}
