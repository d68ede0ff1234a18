// What the exchange holds and pays out: ETH, USDC and FOY on both devnet chains, named as CAIP-19 assets
// (the hosted kit's Pay names them so: `eip155:31337/slip44:60`, `eip155:31337/erc20:0x…`).
import { addresses, chainAId, chainBId, type DevnetChainId } from '@foyer/devnet'
import { type Address, getAddress, isAddress } from 'viem'

export interface ExchangeAsset {
  /** CAIP-19, the ERC-20's address checksummed. */
  asset: string
  chainId: DevnetChainId
  symbol: string
  name: string
  decimals: number
  /** The ERC-20 contract; undefined for the chain's native coin. */
  token: Address | undefined
  /** What the test account holds at first start, in the smallest unit. */
  testBalance: bigint
}

const NATIVE = {
  [chainAId]: { symbol: 'ETH', name: 'Ether' },
  [chainBId]: { symbol: 'SIDE', name: 'Side Ether' },
}

function assetsOf(chainId: DevnetChainId): ExchangeAsset[] {
  const native = NATIVE[chainId]
  return [
    {
      asset: `eip155:${chainId}/slip44:60`,
      chainId,
      ...native,
      decimals: 18,
      token: undefined,
      testBalance: 100n * 10n ** 18n,
    },
    {
      asset: `eip155:${chainId}/erc20:${addresses[chainId].usdc}`,
      chainId,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      token: addresses[chainId].usdc,
      testBalance: 100_000n * 10n ** 6n,
    },
    {
      asset: `eip155:${chainId}/erc20:${addresses[chainId].foy}`,
      chainId,
      symbol: 'FOY',
      name: 'Foyer Token',
      decimals: 18,
      token: addresses[chainId].foy,
      testBalance: 100_000n * 10n ** 18n,
    },
  ]
}

export const EXCHANGE_ASSETS: readonly ExchangeAsset[] = [...assetsOf(chainAId), ...assetsOf(chainBId)]

/**
 * The asset a CAIP-19 id names, or undefined. Addresses compare without case (the kit passes them as
 * the app wrote them); `native` (the kit's word) is read as slip44:60.
 */
export function findAsset(caip19: string): ExchangeAsset | undefined {
  const match = /^eip155:(\d{1,12})\/(slip44|erc20):([0-9A-Za-z]{1,64})$/.exec(caip19)
  if (!match) return undefined
  const [, chain, namespace, reference] = match
  return EXCHANGE_ASSETS.find((entry) => {
    if (String(entry.chainId) !== chain) return false
    if (namespace === 'slip44') return entry.token === undefined && reference === '60'
    return entry.token !== undefined && reference?.toLowerCase() === entry.token.toLowerCase()
  })
}

/** The address of a CAIP-10 EVM account on `chainId`, or undefined when it is on another chain or malformed. */
export function recipientOn(caip10: string, chainId: DevnetChainId): Address | undefined {
  const match = /^eip155:(\d{1,12}):(0x[0-9a-fA-F]{40})$/.exec(caip10)
  if (!match || match[1] !== String(chainId) || !isAddress(match[2] ?? '', { strict: false }))
    return undefined
  return getAddress(match[2] as string)
}

/** `amount` smallest units as a decimal string with the asset's decimals, trailing zeros dropped. */
export function formatAmount(amount: bigint, decimals: number): string {
  const whole = amount / 10n ** BigInt(decimals)
  const fraction = (amount % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}
