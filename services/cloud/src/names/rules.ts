/** ENSIP-11: an EVM chain's coin type is its chain id with the most significant bit set. */
export const EVM_COIN_TYPE_FLAG = 0x80000000
/** ENSIP-9: Ethereum mainnet keeps SLIP-44's 60. */
export const ETH_COIN_TYPE = 60

/** Letters, digits and hyphens, at least 4; stored lower case. */
const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,}$/
/** DNS allows 63 bytes per label; longer names cannot be encoded for the resolver. */
const MAX_LABEL_LENGTH = 63

/** The EVM chain id a coin type stands for, or undefined for a non-EVM coin type. */
export function coinTypeToChainId(coinType: number): number | undefined {
  if (coinType === ETH_COIN_TYPE) return 1
  if (coinType >= EVM_COIN_TYPE_FLAG && coinType < 2 ** 32) return coinType - EVM_COIN_TYPE_FLAG
  return undefined
}

/** Why `label` is not a valid account name, or undefined when it is. */
export function labelProblem(label: string): string | undefined {
  if (!NAME_LABEL_PATTERN.test(label))
    return 'Names may use letters, digits and hyphens only, and need at least 4 characters'
  if (label.length > MAX_LABEL_LENGTH) return `Names may have at most ${MAX_LABEL_LENGTH} characters`
  return undefined
}

/** `label` when `name` is `<label>.<zone>`, else undefined. */
export function labelInZone(name: string, zone: string): string | undefined {
  const suffix = `.${zone}`
  if (!name.toLowerCase().endsWith(suffix)) return undefined
  const label = name.slice(0, -suffix.length)
  return label.includes('.') ? undefined : label
}
