// The modal's chunk, behind a module that imports nothing statically: a bundler lists, in the importer's
// code, every chunk a dynamic import needs (for preloading), and the modal's list names most of the
// page's own chunks. Through here, that list travels in this small chunk instead of the page's code.
// The buttons fetch it on the visitor's intent, with the modal right behind it.
export const loadModalRoot = () => import('./ModalRoot.js')
