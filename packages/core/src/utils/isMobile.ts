const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini|Mobile/i

/**
 * Best guess whether the page runs on a phone or tablet: a coarse pointer or a mobile user agent.
 * False outside a browser. Apps and tests can override it with the `isMobile` option.
 *
 * @example
 * foyer.open({ view: detectMobile() ? 'AllWallets' : 'Connect' })
 */
export function detectMobile(): boolean {
  if (typeof window === 'undefined') return false
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
  const agent = typeof navigator !== 'undefined' ? navigator.userAgent : ''
  return coarse || MOBILE_USER_AGENT.test(agent)
}
