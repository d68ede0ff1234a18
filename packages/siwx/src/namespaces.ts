import { type CaipNetworkId, SIWXError } from './types.js'

/** The chain namespaces sign-in has a message format and a verifier for. */
export type SIWXNamespace = 'eip155' | 'solana' | 'bip122'

/**
 * The ecosystem name a message's first line shows ("… sign in with your Solana account:"), by namespace:
 * EIP-4361 fixes "Ethereum"; the CAIP-122 profiles name their own.
 */
export const chainNames: Readonly<Record<SIWXNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

const isNamespace = (value: string): value is SIWXNamespace => Object.hasOwn(chainNames, value)

// CAIP-2: a namespace of 3-8 lower-case letters, digits or dashes, a reference of 1-32 letters, digits, - or _.
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/**
 * The namespace and reference of a CAIP-2 chain id that sign-in supports.
 *
 * @example
 * splitChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // { namespace: 'solana', reference: '5eykt4…' }
 * @throws SIWXError for a malformed id or a namespace without a sign-in format.
 */
export function splitChainId(chainId: string): { namespace: SIWXNamespace; reference: string } {
  const match = CAIP2.exec(chainId)
  if (!match?.[1] || !match[2])
    throw new SIWXError(`The chain id must be CAIP-2 (namespace:reference), not ${chainId}`)
  if (!isNamespace(match[1]))
    throw new SIWXError(`Sign-in supports eip155, solana and bip122 chains, not ${chainId}`)
  return { namespace: match[1], reference: match[2] }
}

/** The namespace whose chain name heads a message ("Solana" → solana), if any. */
export function namespaceOfChainName(name: string): SIWXNamespace | undefined {
  return (Object.keys(chainNames) as SIWXNamespace[]).find((namespace) => chainNames[namespace] === name)
}

// Bitcoin's bech32 addresses are case-insensitive (written in lower case); base58 ones are not.
const BECH32_BITCOIN = /^(bc|tb|bcrt)1/i

/**
 * Whether two addresses are the same account on `chainId`'s chain: EVM hex and Bitcoin bech32 compare
 * without case, base58 (Solana, Bitcoin legacy) exactly, since there case is part of the value.
 *
 * @example
 * sameAddress('eip155:1', '0xAbC…', '0xabc…') // true
 * sameAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Gw…', 'gw…') // false
 */
export function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  const namespace = chainId.split(':')[0]
  const caseless = namespace === 'eip155' || (namespace === 'bip122' && BECH32_BITCOIN.test(a))
  return caseless ? a.toLowerCase() === b.toLowerCase() : a === b
}
