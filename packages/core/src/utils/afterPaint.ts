/**
 * Resolves once the browser has painted what the page holds now: after the next frame's animation
 * callbacks and then one more frame's (that frame's start means the one before was presented). One
 * macrotask where there are no frames (a server, a test). A hidden tab has no frames: it waits until shown.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') setTimeout(resolve, 0)
    else requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
  })
}
