// The constructor half of a chain family's option checks, on core's compact checker (validation/check.ts):
// an adapter's constructor runs at page load, and the schema library (`v`) would come with it. They run in
// development builds only: the adapter calls checkAdapterOptions inside
// `if (process.env.NODE_ENV !== 'production')`, with its check in a module nothing else on the page imports,
// so production builds leave both out. The method parameters keep their `v` schemas (options.ts), which
// load with the adapter's lazy code.
import { InvalidOptionError } from '../errors/errors.js'
import * as c from '../validation/check.js'

/**
 * A string `pattern` matches; else `text`.
 *
 * @example
 * const genesisId = patternCheck(/^[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'expected a genesis-hash prefix')
 */
export const patternCheck = (pattern: RegExp, text: string): c.Check =>
  c.all(
    c.string,
    c.is((value) => pattern.test(value as string), text),
  )

/** An integer from 0 to `max`; else `text`. */
const count = (max: number, text: string): c.Check =>
  c.is((value) => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max, text)

const httpUrl = patternCheck(/^https?:\/\//, 'expected an http(s) URL')

/**
 * The page-load check of a chain family's network: its namespace, a name, a native currency, at least one
 * http(s) RPC URL, and the family's own `id` and `caipNetworkId` formats; other fields pass through.
 *
 * @example
 * const solanaNetwork = adapterNetworkCheck('solana', {
 *   id: patternCheck(/^[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'expected a genesis-hash prefix'),
 *   caipNetworkId: patternCheck(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'expected solana:<id>'),
 * })
 */
export const adapterNetworkCheck = (
  namespace: string,
  formats: { id: c.Check; caipNetworkId: c.Check },
): c.Check =>
  c.shape({
    ...formats,
    chainNamespace: c.oneOf([namespace]),
    name: c.nonEmpty,
    nativeCurrency: c.shape({
      name: c.string,
      symbol: c.nonEmpty,
      decimals: count(36, 'must be an integer from 0 to 36'),
    }),
    rpcUrls: c.shape({ default: c.shape({ http: c.list(httpUrl, 1) }) }),
  })

/**
 * The constructor options every chain family's adapter takes, checked at page load: `networks` (at least
 * one, each checked by `network`), `projectId`, `storage` and `reconnectTimeoutMs`.
 *
 * @example
 * const optionsCheck = chainAdapterOptionsCheck(
 *   adapterNetworkCheck('solana', {
 *     id: patternCheck(/^[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'expected a genesis-hash prefix'),
 *     caipNetworkId: patternCheck(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, 'expected solana:<id>'),
 *   }),
 * )
 */
export const chainAdapterOptionsCheck = (network: c.Check): c.Check =>
  c.shape({
    networks: c.optional(c.list(network, 1, 'at least one network is required')),
    projectId: c.optional(c.nonEmpty),
    storage: c.optional(
      c.is(
        (value) => value === null || c.hasMethods(value, ['getItem', 'setItem', 'removeItem']),
        'expected null or an object with getItem, setItem and removeItem',
      ),
    ),
    reconnectTimeoutMs: c.optional(count(Number.MAX_SAFE_INTEGER, 'must be an integer from 0')),
  })

/**
 * Checks an adapter's constructor options; a problem names the option by its path (`networks.0.rpcUrls`)
 * as InvalidOptionError, as every adapter reports it. Call it in development builds only, as Foyer's own
 * adapters do: `if (process.env.NODE_ENV !== 'production') checkAdapterOptions(myOptionsCheck, options)`
 * (write that exact expression: bundlers replace it with a literal, and production builds drop the check
 * and, when the check is built in a module of its own, its definition too).
 *
 * @example
 * const networkCheck = adapterNetworkCheck('eip155', {
 *   id: patternCheck(/^\d+$/, 'expected a chain id'),
 *   caipNetworkId: patternCheck(/^eip155:\d+$/, 'expected eip155:<id>'),
 * })
 * // Throws InvalidOptionError naming `networks` when the list is empty.
 * const options = checkAdapterOptions(chainAdapterOptionsCheck(networkCheck), { networks: [mainnet] })
 */
export function checkAdapterOptions<T>(check: c.Check, value: T): T {
  const problem = check(value)
  if (problem) throw new InvalidOptionError(problem[0].join('.') || 'options', problem[1])
  return value
}
