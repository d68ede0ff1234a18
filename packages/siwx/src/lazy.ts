// What createCloudSiwx loads on its first call, behind one import() of a module that imports nothing
// statically: a bundler lists, in the importer's code, every chunk a dynamic import needs (for
// preloading), so the page lists none here, and the list travels in this small chunk.

export const loadCloudClient = () => import('./cloudClient.js')
