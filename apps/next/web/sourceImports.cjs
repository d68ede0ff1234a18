// A Turbopack loader for the workspace packages' TypeScript sources: they import each other as `./file.js`
// (the name `tsc` gives the built file), and Turbopack, unlike Vite, TypeScript and webpack's extensionAlias,
// does not look for `./file.ts` behind such a name. Dropping `.js` from relative specifiers lets its usual
// extension list (.tsx, .ts, ...) find the source file.
const relativeJs = /((?:\bfrom|\bimport)\s*\(?\s*)(['"])(\.{1,2}\/[^'"\n]*?)\.js\2/g

/** @param {string} source */
module.exports = function sourceImports(source) {
  return source.replace(relativeJs, '$1$2$3$2')
}
