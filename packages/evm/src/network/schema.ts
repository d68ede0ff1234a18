import { check as c } from '@foyer/core'

// Worded as the Solana and Bitcoin adapters' check words it, but not with core's patternCheck: only the
// methods' lazy chunks load this module, and a lazy-only use of core's optionChecks module made Vite 8
// (rolldown 1.2) split seven shared chunks off the page's entry, 1.9 KB gzip more on the everything page.
const httpUrl = c.all(
  c.string,
  c.is((value) => /^https?:\/\//.test(value as string), 'expected an http(s) URL'),
)

/** A chain id: a positive integer, or its decimal string with or without `eip155:`. */
const chainId: c.Check = (id) => {
  if (typeof id === 'string')
    return /^(?:eip155:)?[0-9]+$/.test(id) ? undefined : [[], 'expected an eip155 chain id']
  if (typeof id !== 'number') return [[], id === undefined ? 'is required' : 'must be a number or a string']
  if (!Number.isSafeInteger(id)) return [[], 'must be an int']
  return id > 0 ? undefined : [[], 'must be greater than 0']
}

const decimals = c.all(
  c.is(Number.isSafeInteger, 'must be an int'),
  c.is((value) => (value as number) >= 0, 'must be at least 0'),
  c.is((value) => (value as number) <= 36, 'must be at most 36'),
)

/** The parts of a network the adapter relies on; other fields pass through untouched. */
export const evmNetwork = c.shape({
  id: chainId,
  name: c.nonEmpty,
  nativeCurrency: c.shape({ name: c.string, symbol: c.nonEmpty, decimals }),
  rpcUrls: c.shape({ default: c.shape({ http: c.list(httpUrl, 1) }) }),
  chainNamespace: c.optional(c.oneOf(['eip155'])),
})
