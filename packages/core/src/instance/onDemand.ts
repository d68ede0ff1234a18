// What an instance loads on demand, behind one import() of a module that imports nothing statically
// (createFoyer keeps it as `context.onDemand`): a bundler lists, in the importer's code, every chunk a
// dynamic import needs (for preloading), so the page lists none here and each feature's list travels
// in this small chunk. Each part still loads on first use: the actions and the directory when the
// modal opens, the others when their feature starts (or resyncs a stored session).

export const loadActions = () => import('./actions.js')
export const loadPortfolio = () => import('../portfolio/index.js')
export const loadNames = () => import('../names/index.js')
export const loadSend = () => import('../send/index.js')
export const loadSiwx = () => import('../siwx/controller.js')
export const loadPairing = () => import('../walletConnect/pairing.js')
export const loadEngine = () => import('../walletConnect/engine.js')
export const loadFlow = () => import('../embeddedWallet/flow.js')
export const loadAnalytics = () => import('../analytics/sendEvents.js')
