/**
 * A deterministic gradient for an address without a profile image: the same address always gets
 * the same colours, so visitors recognise their account at a glance. Never reveals the network.
 */
export function avatarGradient(address: string): string {
  const hex = address
    .toLowerCase()
    .replace(/^0x/, '')
    .replace(/[^0-9a-f]/g, '')
  const source = hex.length >= 12 ? hex : hex.padEnd(12, '7')
  const hues = [0, 4, 8].map((offset) =>
    Math.round((Number.parseInt(source.slice(offset, offset + 4), 16) / 0xffff) * 360),
  )
  const [a = 0, b = 120, c = 240] = hues
  return `radial-gradient(circle at 30% 30%, hsl(${a} 80% 65%) 0%, hsl(${b} 75% 50%) 55%, hsl(${c} 70% 40%) 100%)`
}
