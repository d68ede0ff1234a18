/**
 * A feature's actions (`foyer.send`, `swapActions(foyer)`, `onRampActions(foyer)`) as one object whose methods load the feature's
 * code with import() on first call: `load` resolves a module exporting `actions`, each taking the
 * instance's context first. Nothing but this helper and one import() per feature is on the page.
 */
export function lazyFeature<T extends object, C>(
  context: C,
  load: () => Promise<{ actions: Record<string, (context: C, ...args: never[]) => unknown> }>,
): T {
  return new Proxy({} as T, {
    get: (_, name) =>
      // Not a thenable, and not a symbol lookup (inspection, Promise.resolve(foyer.swap)).
      typeof name !== 'string' || name === 'then'
        ? undefined
        : (...args: unknown[]) =>
            load().then(({ actions }) => {
              const action = actions[name] as ((context: C, ...rest: unknown[]) => unknown) | undefined
              if (!action) throw new TypeError(`No such action: ${name}`)
              return action(context, ...args)
            }),
  })
}
