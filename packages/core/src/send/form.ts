import { tokenBalanceSchema } from '@foyer/wire'
import * as z from 'zod/mini'
import { InvalidOptionError } from '../errors/errors.js'
import type { TokenBalance } from '../types/portfolio.js'
import { formatAmount, parseAmount } from './amount.js'
import { estimateSend, isIncorrectAmount } from './estimate.js'
import { clearSendForm, patchSend, type SendContext } from './sendContext.js'
import { maxAmount } from './validate.js'

const amountSchema = z.string().check(z.maxLength(100))

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidOptionError(`send.${name}`, 'is invalid')
  return parsed.data
}

/** Picks the holding to send (one of `state.balances.items`), or none. Keeps amount and receiver. */
export function setSendToken(context: SendContext, token: TokenBalance | undefined): void {
  const value = token === undefined ? undefined : parse(tokenBalanceSchema, token, 'token')
  patchSend(context, { token: value, gas: undefined })
}

/** Sets the amount as typed, in whole token units ('1.5'). */
export function setSendAmount(context: SendContext, amount: string): void {
  const text = parse(amountSchema, amount, 'amount')
  const token = context.store.getState().send.token
  // The fee of the last valid amount must not stay beside an incorrect one.
  const incorrect =
    token !== undefined && isIncorrectAmount(text, parseAmount(text, Number(token.quantity.decimals)))
  patchSend(context, { sendTokenAmount: text, ...(incorrect ? { gas: undefined } : {}) })
}

/**
 * Puts the largest sendable amount in the form and returns it: the token's balance, or for the native
 * currency the balance less a reserve of twice the estimated fee (the fee is estimated first).
 */
export async function setSendMax(context: SendContext): Promise<string> {
  const { send, caipNetwork } = context.store.getState()
  const token = send.token
  if (!token) return ''
  let fee: bigint | undefined
  if (token.address === undefined) {
    if (!send.gas) await estimateSend(context, { amount: 0n })
    const now = context.store.getState().send
    const gas = now.gas
    fee = gas && caipNetwork ? parseAmount(gas.fee, caipNetwork.nativeCurrency.decimals) : undefined
    // Without a fee the whole balance could not pay for gas, and a token picked meanwhile is not ours
    // to fill in: the amount stays as it is.
    if (fee === undefined || now.token !== token) return now.sendTokenAmount
  }
  const amount = formatAmount(maxAmount(token, fee), Number(token.quantity.decimals))
  patchSend(context, { sendTokenAmount: amount })
  return amount
}

/** Clears the form (after a send, or when the visitor leaves it); `sent` is kept. */
export function resetSend(context: SendContext): void {
  clearSendForm(context)
}
