import { AdapterNotFoundError } from '../errors/connectionErrors.js'
import { InvalidOptionError } from '../errors/errors.js'
import { errorMessage } from '../messages/errorMessage.js'
import { shortenAddress } from '../utils/address.js'
import { parseAmount } from './amount.js'
import { activeAccount, clearSendForm, patchSend, type SendContext, tokenContract } from './sendContext.js'

/** Sent transactions remembered for Activity. */
const MAX_SENT = 20

/**
 * Sends the form's amount of its token to the resolved receiver through the adapter's optional
 * `sendTokens` (the wallet asks the visitor), waits for the chain, then clears the form (keeping
 * `status: 'success'` and the hash until the visitor edits it), shows a success snackbar and
 * loads fresh balances and history, bypassing the 30 s cache for this account, and the native balance
 * through `refreshAccount` (handed in: importing it here would move code out of the page's chunk).
 * Resolves the hash.
 * @throws InvalidOptionError when the form is not ready (its validation message), AdapterNotFoundError when
 * the adapter cannot send, and the adapter's typed error (UserRejectedRequestError, ...) when the
 * send failed; `send.error` and an error snackbar show its text or 'Transaction error' (`transactionError`).
 */
export async function submitSend(context: SendContext, refreshAccount: () => Promise<void>): Promise<string> {
  const state = context.store.getState()
  const { token, sendTokenAmount, resolvedReceiverAddress, inputError, status } = state.send
  if (status === 'pending') throw new InvalidOptionError('send', 'is already under way')
  if (inputError || !token || !resolvedReceiverAddress)
    throw new InvalidOptionError(
      'send',
      inputError ? `has an input error (${inputError.id})` : 'needs a resolved receiver',
    )
  const account = activeAccount(state, context)
  if (!account?.adapter.sendTokens) throw new AdapterNotFoundError({ details: 'The adapter cannot send' })
  // The same contract can exist on two chains: a token picked on another network must not go out on this one.
  if (token.chainId !== account.network.caipNetworkId)
    throw new InvalidOptionError('send', 'needs a token of the connected network')
  const amount = parseAmount(sendTokenAmount, Number(token.quantity.decimals))
  if (amount === undefined) throw new InvalidOptionError('send.amount', 'is invalid')

  patchSend(context, { status: 'pending', error: undefined, hash: undefined })
  try {
    const { hash } = await account.adapter.sendTokens({
      from: account.address,
      to: resolvedReceiverAddress,
      amount,
      token: tokenContract(token),
      network: account.network,
    })
    const sent = { hash, to: resolvedReceiverAddress, name: state.send.receiverProfileName }
    // The form starts over: Back from the outcome must not offer the same send again, one click
    // from sending it twice, with a balance from before it.
    clearSendForm(context)
    patchSend(context, {
      status: 'success',
      hash,
      sent: [sent, ...context.store.getState().send.sent].slice(0, MAX_SENT),
    })
    void context.showSnackbar('success', { id: 'transactionSent', params: { hash: shortenAddress(hash) } })
    void refreshAfterSend(context, account.address, account.network.caipNetworkId, refreshAccount)
    return hash
  } catch (error) {
    const message = errorMessage(error, { id: 'transactionError' })
    patchSend(context, { status: 'error', error: message })
    void context.showSnackbar('error', message)
    throw error
  }
}

/** Fresh native balance, token balances and first history page for the sender. */
async function refreshAfterSend(
  context: SendContext,
  address: string,
  caipNetworkId: string,
  refreshAccount: () => Promise<void>,
) {
  const key = `${caipNetworkId}:${address.toLowerCase()}`
  context.caches.balances?.delete(key)
  // The same chunk the Account view's tabs use, not a copy of it in the Send code.
  const portfolio = await import('../portfolio/index.js')
  await Promise.allSettled([
    portfolio.fetchBalances(context, address, caipNetworkId, { force: true }),
    portfolio.fetchHistory(context, address, caipNetworkId),
    refreshAccount(),
  ])
}
