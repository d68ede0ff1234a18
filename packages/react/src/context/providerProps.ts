// FoyerProvider's prop check, in development builds only (FoyerProvider.tsx): nothing but that dead branch
// in production imports this module, so production builds leave it out whole.
import { check as c, InvalidParameterError } from '@foyer/core'

const props = c.shape({
  foyer: c.all(
    c.methods(['getState', 'subscribe', 'open', 'close'], 'must be an instance made by createFoyer()'),
    c.shape({ options: c.shape({ networks: c.list(() => undefined, 1) }) }),
  ),
  messages: c.optional(c.record(c.string)),
  initialState: c.optional(
    c.shape({
      caipNetworkId: c.optional(c.string),
      connections: c.record(c.shape({ connectorId: c.string, address: c.string })),
    }),
  ),
})

/** Throws InvalidParameterError naming the first wrong prop (`initialState`: `connections.a.address: ...`). */
export function checkProviderProps(values: {
  foyer: unknown
  messages: unknown
  initialState: unknown
}): void {
  const problem = props(values)
  if (!problem) return
  const [[prop, ...path], text] = problem
  throw new InvalidParameterError(String(prop), path.length ? `${c.pathName(path, '')}: ${text}` : text)
}
