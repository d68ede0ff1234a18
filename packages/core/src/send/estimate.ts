import { formatAmount, parseAmount } from './amount.js'
import { activeAccount, patchSend, type SendContext, tokenContract } from './sendContext.js'
import { tokenBalance } from './validate.js'

/** A typed amount that is not a positive number the token can hold; an empty one is merely missing. */
export const isIncorrectAmount = (text: string, parsed: bigint | undefined) =>
  text.trim() !== '' && (parsed === undefined || parsed === 0n)

/**
 * Estimates the network fee of the send in the form (gas × gas price, through the adapter's optional
 * `estimateSend`) into `send.gas`, with its USD value from the native currency's price in
 * `state.balances`. Without a valid amount or receiver it estimates a zero transfer to the sender,
 * which costs about the same; with an incorrect amount ('abc', '0') there is no fee. Never throws: a failed estimate leaves `send.gas` undefined.
 */
export async function estimateSend(context: SendContext, override?: { amount?: bigint }): Promise<void> {
  const state = context.store.getState()
  const account = activeAccount(state, context)
  const { token, sendTokenAmount, resolvedReceiverAddress } = state.send
  // A token of another chain (the wallet switched while Send was open) is no token for this network.
  if (!account?.adapter.estimateSend || !token || token.chainId !== account.network.caipNetworkId) return
  const decimals = Number(token.quantity.decimals)
  const typed = parseAmount(sendTokenAmount, decimals)
  // Only the latest estimate may write: an older one finishing late is dropped.
  const sequence = (context.caches.sendEstimate ?? 0) + 1
  context.caches.sendEstimate = sequence
  // 'abc' or '0' is no amount to put a fee on: none shows (the form says 'Incorrect amount').
  if (override?.amount === undefined && isIncorrectAmount(sendTokenAmount, typed)) {
    patchSend(context, { estimating: false, gas: undefined })
    return
  }
  const amount = override?.amount ?? (typed !== undefined && typed <= tokenBalance(token) ? typed : 0n)
  patchSend(context, { estimating: true })
  const { network } = account
  try {
    const { fee } = await account.adapter.estimateSend({
      from: account.address,
      to: resolvedReceiverAddress ?? account.address,
      amount,
      token: tokenContract(token),
      network,
    })
    if (context.caches.sendEstimate !== sequence) return
    const feeText = formatAmount(fee, network.nativeCurrency.decimals)
    const price = context.store
      .getState()
      .balances.items.find((b) => b.address === undefined && b.chainId === network.caipNetworkId)?.price
    patchSend(context, {
      estimating: false,
      gas: {
        fee: feeText,
        symbol: network.nativeCurrency.symbol,
        // Display only: a float is fine for a USD figure, never for the amount sent.
        // A price of 0 is an unknown one (the native balance read from the chain alone).
        usd: price ? Number(feeText) * price : undefined,
      },
    })
  } catch {
    if (context.caches.sendEstimate !== sequence) return
    patchSend(context, { estimating: false, gas: undefined })
  }
}
