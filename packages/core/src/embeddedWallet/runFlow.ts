import type { FoyerContext } from '../instance/context.js'
import { loadFlow } from '../instance/onDemand.js'
import type { EmbeddedWalletFlow } from './controller.js'

/**
 * Runs `call` on the instance's embedded-wallet flow, made once its code arrived (flow.ts): part of the
 * connection code, which the page's steps (controller.ts) go through. Once the flow is made, in the same tick, so a
 * state a step sets first (busy…) shows at once.
 */
export function runFlow<T>(
  context: FoyerContext,
  call: (flow: EmbeddedWalletFlow) => Promise<T>,
): Promise<T> {
  const holder = context.embeddedWallet
  if (holder.flow) return call(holder.flow)
  return loadFlow().then((m) => {
    holder.flow ??= m.createEmbeddedWalletFlow(context, () => holder.locale)
    return call(holder.flow)
  })
}
