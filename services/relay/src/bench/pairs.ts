/**
 * Pairs clients (by index) so that as many pairs as possible have their two clients on different
 * instances (`placements[i]` names client i's instance). Returns each client's partner and how many
 * pairs span two instances. With one instance it pairs neighbours.
 */
export function pairAcross(placements: readonly string[]): { partner: number[]; across: number } {
  return pair(placements, true)
}

/**
 * Pairs clients so that as many pairs as possible have both clients on one instance: the same
 * topology as pairAcross, without the crossing. Returns partners and how many pairs still span two.
 */
export function pairWithin(placements: readonly string[]): { partner: number[]; across: number } {
  return pair(placements, false)
}

function pair(placements: readonly string[], spread: boolean): { partner: number[]; across: number } {
  const groups = new Map<string, number[]>()
  placements.forEach((placement, i) => {
    const group = groups.get(placement) ?? []
    group.push(i)
    groups.set(placement, group)
  })
  const buckets = [...groups.values()]
  const partner: number[] = new Array(placements.length)
  let across = 0
  for (;;) {
    // Largest two first: pairing across them leaves the fewest clients with no one elsewhere; within,
    // the largest group pairs among itself until one is left, which takes a partner elsewhere.
    buckets.sort((a, b) => b.length - a.length)
    const [most, next] = buckets
    if (!most || most.length === 0) break
    const a = most.shift() as number
    const pickNext = spread ? next && next.length > 0 : most.length === 0 && next && next.length > 0
    const b = pickNext ? (next?.shift() as number) : most.shift()
    if (b === undefined) {
      partner[a] = a
      break
    }
    if (placements[a] !== placements[b]) across += 1
    partner[a] = b
    partner[b] = a
  }
  return { partner, across }
}
