import type { FoyerKernel } from './kernel.js'

/**
 * Everything one instance owns; actions take it as their first argument: the kernel (kernel.ts) and
 * the controllers features put on it. This file names no feature: each feature adds its own member
 * by declaration merging in the file that makes it (walletConnect/controller.ts,
 * embeddedWallet/controller.ts, siwx/controller.ts), so the import graph runs from the features to
 * the kernel only. A file that needs only the kernel's parts takes a FoyerKernel. Internal.
 */
export interface FoyerContext extends FoyerKernel {}

/**
 * Where an instance keeps its context, for the features an app imports on their own (`swapActions`,
 * `onRampActions`): they are not methods of the instance, so a page that never uses them carries none
 * of their code. Not enumerable in practice: a symbol key.
 */
export const FOYER_CONTEXT: unique symbol = Symbol.for('foyer.context') as never

/** The context of an instance made by createFoyer; throws for anything else. */
export function contextOf(foyer: object): FoyerContext {
  const context = (foyer as { [FOYER_CONTEXT]?: FoyerContext })[FOYER_CONTEXT]
  if (!context) throw new TypeError('Expected an instance made by createFoyer()')
  return context
}
