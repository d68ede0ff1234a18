// The EvmAdapter's one import() of its lazy code (lazy.ts says why), shared by the class and orderedFallback.
export const loadMethods = () => import('../adapterMethods.js')
