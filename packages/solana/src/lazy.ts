// What the SolanaAdapter loads on demand, behind one import() of a module that imports nothing statically:
// a bundler lists, in the importer's code, every chunk a dynamic import needs (for preloading), so the
// page lists none here, and these lists travel in this small chunk. Each part still loads on first use:
// connecting (the session chunk, no @solana/kit) when the modal opens, kit with a read, a signature or a send.

export const loadSession = () => import('./session/session.js')
export const loadSign = () => import('./actions/sign.js')
export const loadSend = () => import('./actions/send.js')
