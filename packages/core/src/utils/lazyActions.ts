/**
 * Actions whose code loads with import() on first use: `call(name)` is a function that loads the
 * module and runs its export `name` with the instance's context first. Shared by Send and Swap, so
 * the page carries one small helper instead of a wrapper per action.
 */
export function lazyActions<C, M>(context: C, load: () => Promise<M>) {
  return (name: keyof M) =>
    (...args: unknown[]) =>
      load().then((module) => (module[name] as (...all: unknown[]) => unknown)(context, ...args))
}
