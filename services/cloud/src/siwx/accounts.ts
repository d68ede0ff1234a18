import { bitcoinAddressSchema, evmAddressSchema, solanaAddressSchema } from '@foyer/wire'
import { z } from 'zod'
import { InvalidRequestError } from '../errors.js'

/** An account that can sign in: an EVM, Solana or Bitcoin address (the `:address` of the session routes). */
export const accountAddressSchema = z.union([evmAddressSchema, solanaAddressSchema, bitcoinAddressSchema], {
  error: 'expected an EVM, Solana or Bitcoin address',
})

const CASELESS = /^(0x[0-9a-fA-F]{40}|(bc|tb|bcrt)1[0-9A-Za-z]+)$/

/**
 * How an address is stored and looked up: EVM hex and Bitcoin bech32 in lower case (their case carries no
 * meaning), base58 (Solana, Bitcoin legacy) as it is, since there case is part of the address.
 */
export const addressKey = (address: string): string =>
  CASELESS.test(address) ? address.toLowerCase() : address

// BIP-122 references of the Bitcoin chains whose addresses differ, and the prefixes their addresses have.
const BITCOIN_PREFIXES: Readonly<Record<string, { name: string; prefixes: RegExp }>> = {
  '000000000019d6689c085ae165831e93': { name: 'mainnet', prefixes: /^(bc1|[13])/ },
  '000000000933ea01ad0ee984209779ba': { name: 'testnet', prefixes: /^(tb1|[mn2])/ },
  '00000000da84f2bafbbc53dee25a72ae': { name: 'testnet4', prefixes: /^(tb1|[mn2])/ },
  '00000008819873e925422c1ff0f99f7c': { name: 'signet', prefixes: /^(tb1|[mn2])/ },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { name: 'regtest', prefixes: /^(bcrt1|[mn2])/ },
}

/**
 * Refuses (400) a Solana or Bitcoin message whose address is not one of its chain's: the wrong form, or a
 * Bitcoin address of another network than the message's chain.
 */
export function checkAccountAddress(namespace: 'solana' | 'bip122', chainId: string, address: string): void {
  const schema = namespace === 'solana' ? solanaAddressSchema : bitcoinAddressSchema
  const parsed = schema.safeParse(address)
  if (!parsed.success)
    throw new InvalidRequestError('message', parsed.error.issues[0]?.message ?? 'invalid address')
  const chain = namespace === 'bip122' ? BITCOIN_PREFIXES[chainId.slice('bip122:'.length)] : undefined
  if (chain && !chain.prefixes.test(address.toLowerCase()))
    throw new InvalidRequestError('message', `${address} is not a Bitcoin ${chain.name} address`)
}
