import { register } from 'node:module'

// A resolve hook that adds the "source" export condition, so workspace packages (@foyer/devnet)
// resolve to their TypeScript sources, as vitest, vite and tsc already do.
const hook = `export function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: [...context.conditions, 'source'] })
}`

/**
 * When this service runs from its TypeScript sources (`node --import tsx src/cli.ts`, no build),
 * lets Node resolve workspace packages through their "source" condition; a no-op when built.
 * Call it before importing modules that import workspace packages (use dynamic `import()`).
 */
export function useSourceCondition(entryUrl: string): void {
  if (!entryUrl.endsWith('.ts')) return
  register(`data:text/javascript,${encodeURIComponent(hook)}`)
}
