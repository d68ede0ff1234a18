/** The longest wait for an idle moment: on a busy page the work still starts soon after the open. */
const IDLE_TIMEOUT_MS = 500

/**
 * Resolves once the browser is idle (requestIdleCallback, at most IDLE_TIMEOUT_MS later), or after one
 * macrotask where there is no such thing (a server, an older Safari). For code the visitor may need next:
 * it then loads after the modal has painted, not in the same round trip as the modal.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(resolve, 0)
  })
}
