// The connection code's import(), behind a module that imports nothing statically: a bundler lists, in
// the importer's code, every chunk a dynamic import needs (for preloading), and this list would name most
// of the page's own chunks; here it travels in this small chunk instead of the page's code. It costs no
// round trip on the first open: the modal imports the connection code itself (provideConnectionCode).
export const loadActions = () => import('./actions.js')
