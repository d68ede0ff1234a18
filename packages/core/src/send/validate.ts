import type { FoyerMessage } from '../messages/types.js'
import type { TokenBalance } from '../types/portfolio.js'
import { parseAmount } from './amount.js'

/** Validation messages of the Send form, by id (`@foyer/react`'s tables hold their words). */
export const SEND_MESSAGES = {
  tokenRequired: { id: 'sendTokenRequired' },
  amountAndReceiverRequired: { id: 'sendAmountAndReceiverRequired' },
  insufficientBalance: { id: 'insufficientBalance' },
  incorrectAmount: { id: 'incorrectAmount' },
  invalidAddress: { id: 'invalidAddress' },
  resolveFailed: { id: 'resolveNameFailed' },
  nameNotFound: { id: 'sendNameNotFound' },
} as const satisfies Record<string, FoyerMessage>

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
// A dotted name such as alice.eth or pay.alice.eth; the chain's resolver decides whether it exists.
const NAME = /^[^\s./:]+(\.[^\s./:]+)*\.[a-z]{2,}$/i

/** An EVM address (40 hex characters, 0x optional), returned with its 0x; else undefined. */
export function toEvmAddress(input: string): string | undefined {
  const text = input.trim()
  if (!EVM_ADDRESS.test(text)) return undefined
  return text.startsWith('0x') ? text : `0x${text}`
}

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// Bech32 (one case) or base58; the network's prefix and checksum are the adapter's isAddress to check.
const BITCOIN_ADDRESS =
  /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/

/**
 * The receiver as an address of the namespace: EVM 40 hex characters (0x optional, returned with
 * it), Solana 32-44 base58 characters, Bitcoin bech32 (bc1, tb1, bcrt1) or base58; else undefined.
 */
export function toReceiverAddress(input: string, namespace: string = 'eip155'): string | undefined {
  const text = input.trim()
  if (namespace === 'solana') return SOLANA_ADDRESS.test(text) ? text : undefined
  if (namespace === 'bip122') return BITCOIN_ADDRESS.test(text) ? text : undefined
  return toEvmAddress(input)
}

/** Whether the input looks like a name to resolve (`alice.eth`), not an address. */
export const isNameLike = (input: string) => NAME.test(input.trim())

/** The token's balance in its smallest unit. */
export function tokenBalance(token: TokenBalance): bigint {
  const decimals = Number(token.quantity.decimals)
  // The service formats balances exactly; a longer fraction would be a rounding we cannot trust.
  return parseAmount(token.quantity.numeric, decimals) ?? 0n
}

/**
 * The form's first problem, as the validation words it (by id: `sendTokenRequired`, `incorrectAmount`, ...), or
 * undefined when the send can go ahead. `receiverError` is the lookup's verdict on the receiver
 * (undefined when it resolved or is pending).
 *
 * @example
 * sendInputError({ token: undefined, amount: '1', receiver: address }) // { id: 'sendTokenRequired' }
 */
export function sendInputError(input: {
  token: TokenBalance | undefined
  amount: string
  receiver: string
  receiverError?: FoyerMessage | undefined
  /** The active account's namespace (default eip155): it decides what an address looks like. */
  namespace?: string | undefined
}): FoyerMessage | undefined {
  const { token, amount, receiver } = input
  if (!token) return SEND_MESSAGES.tokenRequired
  const value = parseAmount(amount, Number(token.quantity.decimals))
  // A typed amount that is wrong is said at once, not after the receiver is filled in too.
  if (amount.trim() !== '' && (value === undefined || value === 0n)) return SEND_MESSAGES.incorrectAmount
  // Too much is said as soon as it is typed: 'required' would send the visitor to the empty receiver.
  if (value !== undefined && value > tokenBalance(token)) return SEND_MESSAGES.insufficientBalance
  if (value === undefined || receiver.trim() === '') return SEND_MESSAGES.amountAndReceiverRequired
  if (!toReceiverAddress(receiver, input.namespace) && !isNameLike(receiver))
    return SEND_MESSAGES.invalidAddress
  return input.receiverError
}

/**
 * What Max puts in the amount: the whole balance of a token, and of the native currency the balance
 * minus twice the estimated fee (fees may rise before the block), never below zero.
 */
export function maxAmount(token: TokenBalance, nativeFee: bigint | undefined): bigint {
  const balance = tokenBalance(token)
  if (token.address !== undefined) return balance
  const reserve = (nativeFee ?? 0n) * 2n
  return balance > reserve ? balance - reserve : 0n
}
