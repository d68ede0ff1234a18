/**
 * A deterministic gradient for an address without a profile image: the same address always gets
 * the same colours, so visitors recognise their account at a glance. Never reveals the network.
 */
export function avatarGradient(address: string): string {
  // Its hex digits (a Solana or Bitcoin address has others too), padded so that three hues can be read.
  const hex = address
    .toLowerCase()
    .replace(/^0x|[^0-9a-f]/g, '')
    .padEnd(12, '7')
  const [a, b, c] = [0, 4, 8].map((at) =>
    Math.round((Number.parseInt(hex.slice(at, at + 4), 16) / 0xffff) * 360),
  )
  return `radial-gradient(circle at 30% 30%, hsl(${a} 80% 65%) 0%, hsl(${b} 75% 50%) 55%, hsl(${c} 70% 40%) 100%)`
}
