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
