import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerKernel } from '../instance/kernel.js'

/**
 * `foyer.showSnackbar(variant, message)`: the app's own text in the modal's snackbar. Checked here, in
 * the connection code the snackbar comes with, so that the check weighs nothing on page load.
 *
 * @example
 * await foyer.showSnackbar('success', 'Order placed')
 */
export function showAppSnackbar(context: FoyerKernel, variant: unknown, message: unknown): Promise<void> {
  if (
    (variant !== 'loading' && variant !== 'success' && variant !== 'error') ||
    typeof message !== 'string' ||
    !message
  )
    return Promise.reject(new InvalidOptionError('showSnackbar', 'takes a variant and a non-empty message'))
  return context.showSnackbar(variant, { id: 'text', params: { text: message } })
}
