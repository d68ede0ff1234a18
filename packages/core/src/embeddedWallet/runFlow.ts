import type { FoyerContext } from '../instance/context.js'
import { loadFlow } from '../instance/onDemand.js'
import type { EmbeddedWalletFlow } from './controller.js'

/**
 * Runs `call` on the instance's embedded-wallet flow, made once its code arrived (flow.ts): part of the
 * connection code, which the controller's steps go through. Once the flow is made, in the same tick, so a
 * state a step sets first (busy…) shows at once.
 */
export function runFlow<T>(
  context: FoyerContext,
  call: (flow: EmbeddedWalletFlow) => Promise<T>,
): Promise<T> {
  const controller = context.embeddedWallet
  if (controller.flow) return call(controller.flow)
  return loadFlow().then((m) => {
    controller.flow ??= m.createEmbeddedWalletFlow(context, () => controller.locale)
    return call(controller.flow)
  })
}

/** The visitor's steps (`foyer.embeddedWallet.connectEmail(…)`), each the flow's method of that name. */
const STEPS = [
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'exportPrivateKey',
  'addPasskey',
  'connectPasskey',
  'connectFarcaster',
  'setPreferredAccountType',
] as const satisfies readonly (keyof EmbeddedWalletFlow)[]

const isStep = (name: string): name is (typeof STEPS)[number] => (STEPS as readonly string[]).includes(name)

/** One of the steps by name, with its one argument (an email, a code, an account type) if any. */
export function runStep(context: FoyerContext, step: string, value: unknown): Promise<void> {
  if (!isStep(step)) return Promise.reject(new TypeError(`No such action: ${step}`))
  return runFlow(context, (flow) => flow[step](value as never))
}
