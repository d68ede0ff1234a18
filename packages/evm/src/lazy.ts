// What the EvmAdapter loads on demand, behind one import(): a bundler lists, in the page's code, every
// chunk each dynamic import needs (for preloading), so one entry here instead of six keeps those lists
// (viem's chunks, named once per import) out of the page. Each part below still loads on first use:
// the reads once an account is connected, the rest on a visitor's action (the modal's opening
// preloads connect and switch).

export { createReads } from './actions/reads.js'

export const loadSend = () => import('./actions/send.js')
export const loadInteractive = () => import('./actions/interactive.js')
export const loadWalletConnect = () => import('./walletConnect/connect.js')
export const loadEmbeddedWallet = () => import('./embeddedWallet/connect.js')
export const loadSignMessage = () => import('./actions/signMessage.js')
