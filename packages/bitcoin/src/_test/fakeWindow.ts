// A window for tests in Node's own environment (real fetch, no DOM): the wallet standard needs only the
// window's events, WBIP004 providers live on it. Import it before anything calls getWallets(), which looks for
// `window` once.
if (typeof window === 'undefined') {
  const target = new EventTarget()
  Object.assign(globalThis, {
    window: {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
    },
  })
}
