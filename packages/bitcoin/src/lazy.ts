// What the BitcoinAdapter loads on demand, behind one import() of a module that imports nothing statically:
// a bundler lists, in the importer's code, every chunk a dynamic import needs (for preloading), so the
// page lists none here, and these lists travel in this small chunk. Each part still loads on first use:
// connecting (the session chunk) when the modal opens, @scure/btc-signer with an address check, an
// estimate or a PSBT.

export const loadSession = () => import('./session/session.js')
export const loadBalance = () => import('./actions/balance.js')
export const loadWbipConnect = () => import('./wbip/connect.js')
export const loadAddress = () => import('./actions/address.js')
export const loadSend = () => import('./actions/send.js')

/** What the modal's opening fetches ahead of a click: connecting, the first balance read, a WBIP004 connect. */
export function preload(wbip: boolean): void {
  // A failure shows when the first use imports it again.
  for (const load of [loadSession, loadBalance, ...(wbip ? [loadWbipConnect] : [])])
    load().catch(() => undefined)
}
