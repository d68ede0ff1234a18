import { useEffect, useState } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

/**
 * The names of Activity's counterparties (alice.eth), looked up once each through the identity lookup
 * core caches for 5 minutes, so a name resolved once stays on every later render and page of the list
 * instead of falling back to the bare address. Keys are lower-case addresses.
 */
export function useCounterpartyNames(
  addresses: readonly string[],
  caipNetworkId: string | undefined,
): ReadonlyMap<string, string> {
  const { foyer } = useFoyerContext()
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map())
  const wanted = [
    ...new Set(addresses.filter((a) => /^0x[0-9a-fA-F]{40}$/.test(a)).map((a) => a.toLowerCase())),
  ]
  const key = wanted.join(',')
  useEffect(() => {
    if (!caipNetworkId?.startsWith('eip155:') || !key) return
    let live = true
    for (const address of key.split(',')) {
      foyer
        .fetchIdentity(address, caipNetworkId)
        .then((identity) => {
          const name = identity.name
          if (!live || !name) return
          setNames((known) => (known.get(address) === name ? known : new Map(known).set(address, name)))
        })
        .catch(() => {})
    }
    return () => {
      live = false
    }
  }, [foyer, key, caipNetworkId])
  return names
}
