// What the EvmAdapter loads on demand, behind one import() of its methods' code (adapterMethods.ts), which
// with these loaders imports nothing statically: a bundler lists, in the importer's code, every chunk a
// dynamic import needs (for preloading), so the page lists none here, and these lists (viem's chunks, named once per import) travel in this small
// chunk. Each part still loads on first use: the reads once an account is connected, the rest on a
// visitor's action (the modal's opening preloads connect and switch). Connect and switch come first
// (a connection or a stored one's resync starts with them), and the reads, Send, WalletConnect and
// embedded-wallet parts import them: the error codes and wagmi helpers they share then stay in that
// chunk instead of small ones that the modal's preload would fetch beside it (3 requests, not 6).
// Signing (sign-in only) does not: with it, the bundler split the page's own code into one more chunk.

export const loadReads = () => import('./actions/reads.js')
export const loadSend = () => import('./actions/send.js')
export const loadInteractive = () => import('./actions/interactive.js')
export const loadWalletConnect = () => import('./walletConnect/connect.js')
export const loadEmbeddedWallet = () => import('./embeddedWallet/connect.js')
export const loadSignMessage = () => import('./actions/signMessage.js')
