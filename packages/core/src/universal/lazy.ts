// What a UniversalAdapter loads on demand, behind one import() of a module that imports nothing statically:
// a bundler lists, in the importer's code, every chunk a dynamic import needs (for preloading), and the
// page then carries none of those lists; they travel in this small chunk.

export const loadSessionAdapter = () => import('./sessionAdapter.js')
export const loadEvmBalance = () => import('./evmBalance.js')
