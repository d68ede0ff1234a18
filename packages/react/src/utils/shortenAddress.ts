/** Shortens an address to its 4 leading and 6 trailing characters (§5), e.g. `0x12...abcdef`. */
export function shortenAddress(address: string): string {
  if (address.length <= 13) return address
  return `${address.slice(0, 4)}...${address.slice(-6)}`
}
