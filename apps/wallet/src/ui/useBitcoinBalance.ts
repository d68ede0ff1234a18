import { useEffect, useState } from 'react'
import type { BitcoinWalletNetwork } from '../wallet/bitcoin/account.js'
import type { BalanceView } from './useBalance.js'

/** BTC in whole units with up to 8 decimals, from satoshis. */
export function formatSats(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

interface Stats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/**
 * The address's BTC on `network` (Esplora's GET /address: confirmed and mempool funds less spends),
 * fetched again whenever `refreshKey` changes.
 */
export function useBitcoinBalance(
  address: string,
  network: BitcoinWalletNetwork,
  refreshKey: unknown,
): BalanceView {
  const [balance, setBalance] = useState<BalanceView>({ status: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only triggers a new fetch.
  useEffect(() => {
    let active = true
    fetch(`${network.esploraUrl}/address/${address}`)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`)
        return response.json() as Promise<{ chain_stats: Stats; mempool_stats: Stats }>
      })
      .then(
        ({ chain_stats, mempool_stats }) => {
          if (!active) return
          const sats = [chain_stats, mempool_stats].reduce(
            (total, stats) => total + BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum),
            0n,
          )
          setBalance({ status: 'ready', text: `${formatSats(sats)} BTC` })
        },
        () => active && setBalance({ status: 'error' }),
      )
    return () => {
      active = false
    }
  }, [address, network, refreshKey])
  return balance
}
