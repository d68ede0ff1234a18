import * as connectionCode from './actions.js'
import { contextOf } from './context.js'

/**
 * Hands an instance its connection code (connect, the wallet directory, …) from a chunk that imports it
 * statically: the modal's. A bundler then puts the code the modal and the connection code share in one
 * chunk beside the modal's, instead of splitting it into many small ones that the first click would
 * fetch one by one; and the instance calls into it as soon as the modal is there. Without it the
 * instance imports the same code itself on the first open.
 *
 * @example
 * // In a modal loaded on demand:
 * provideConnectionCode(foyer)
 */
export function provideConnectionCode(foyer: object): void {
  contextOf(foyer).actions.provide(connectionCode)
}
