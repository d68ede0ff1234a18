import { BaseError } from '@foyer/errors'
import type { ChainAdapter } from '../adapter/types.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import type { CaipNetwork } from '../types/network.js'
import { SWAP_STEP_FAILURES, type SwapStepFailure } from './constants.js'
import { SwapError } from './errors.js'
import { buildApprove, buildSwap, type fetchAllowance } from './service.js'
import { swapStateOf } from './state.js'
import type { SwapState, SwapToken } from './types.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** The address part of a CAIP-10 id. */
const plain = (caip10: string) => caip10.split(':').at(-1) as string

interface SwapOrder {
  account: { address: string; caip10: string; network: CaipNetwork; adapter: ChainAdapter }
  sourceToken: SwapToken
  toToken: SwapToken
  /** In the source token's smallest unit. */
  amount: bigint
  allowanceOf: typeof fetchAllowance
}

const patch = (context: FoyerKernel, next: Partial<SwapState>) =>
  context.store.setState({ swap: { ...swapStateOf(context), ...next } })

/**
 * The allowance; when short, the approval the service builds, sent and mined; then the swap.
 * A refused approval stops there: nothing is swapped. Every failure keeps the user-facing text (its id) in `swap.error`.
 */
export async function sendSwap(context: FoyerKernel, order: SwapOrder): Promise<string> {
  const { account, sourceToken, toToken, amount } = order
  const send = account.adapter.sendTransaction?.bind(account.adapter)
  if (!send)
    throw new SwapError(SWAP_STEP_FAILURES.transaction.shortMessage, {
      messageId: SWAP_STEP_FAILURES.transaction.id,
    })
  const fail = (failure: SwapStepFailure, cause: unknown): never => {
    // The wallet's or the service's own error says more than the step's text.
    const own = cause instanceof BaseError && !(cause instanceof SwapError)
    // SwapPreview shows it where the visitor looks (one alert, not a snackbar too).
    patch(context, { step: 'error', error: errorMessage(own ? cause : undefined, { id: failure.id }) })
    throw cause instanceof BaseError
      ? cause
      : new SwapError(failure.shortMessage, { cause, messageId: failure.id })
  }
  const step = async <T>(run: () => Promise<T>, failure: SwapStepFailure): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      return fail(failure, error)
    }
  }
  const wallet = (tx: { to: string; data: string; value: bigint; gas?: bigint }) =>
    step(() => send({ from: account.address, network: account.network, ...tx }), SWAP_STEP_FAILURES.wallet)

  patch(context, { error: undefined, hash: undefined })
  if (!sourceToken.address.toLowerCase().endsWith(NATIVE)) {
    const allowance = await step(
      () => order.allowanceOf(context, sourceToken.address, account.caip10),
      SWAP_STEP_FAILURES.allowance,
    )
    if (allowance < amount) {
      const approval = await step(
        () =>
          buildApprove(context, {
            userAddress: account.caip10,
            from: sourceToken.address,
            to: toToken.address,
          }),
        SWAP_STEP_FAILURES.approval,
      )
      patch(context, { step: 'approving' })
      // The hosted wire format names the token contract in `from`: the approval goes there.
      await wallet({ to: plain(approval.from), data: approval.data, value: 0n })
    }
  }
  const swap = await step(
    () =>
      buildSwap(context, {
        amount: amount.toString(),
        userAddress: account.caip10,
        from: sourceToken.address,
        to: toToken.address,
        slippage: swapStateOf(context).slippage,
      }),
    SWAP_STEP_FAILURES.transaction,
  )
  patch(context, { step: 'swapping' })
  const native = sourceToken.address.toLowerCase().endsWith(NATIVE)
  const { hash } = await wallet({
    to: plain(swap.to),
    data: swap.data,
    value: native ? amount : 0n,
    gas: BigInt(swap.eip155.gas),
  })
  return hash
}
