// What the EvmAdapter loads on demand, behind one import() of a module that imports nothing statically:
// a bundler lists, in the importer's code, every chunk a dynamic import needs (for preloading), so the
// page lists none here, and these lists (viem's chunks, named once per import) travel in this small
// chunk. Each part still loads on first use: the reads once an account is connected, the rest on a
// visitor's action (the modal's opening preloads connect and switch).

export const loadReads = () => import('./actions/reads.js')
export const loadSend = () => import('./actions/send.js')
export const loadInteractive = () => import('./actions/interactive.js')
export const loadWalletConnect = () => import('./walletConnect/connect.js')
export const loadEmbeddedWallet = () => import('./embeddedWallet/connect.js')
export const loadSignMessage = () => import('./actions/signMessage.js')
