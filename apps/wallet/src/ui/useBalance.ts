import type { DevnetChain } from '@foyer/devnet'
import { useEffect, useState } from 'react'
import { type Address, createPublicClient, formatEther, http } from 'viem'

/** The native balance as the page shows it. */
export type BalanceView = { status: 'loading' } | { status: 'ready'; text: string } | { status: 'error' }

/** The account's native balance on `chain`, fetched again whenever `refreshKey` changes. */
export function useBalance(address: Address, chain: DevnetChain, refreshKey: unknown): BalanceView {
  const [balance, setBalance] = useState<BalanceView>({ status: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only triggers a new fetch.
  useEffect(() => {
    let active = true
    const client = createPublicClient({ chain, transport: http(undefined, { retryCount: 1 }) })
    client.getBalance({ address }).then(
      (wei) =>
        active && setBalance({ status: 'ready', text: `${formatEther(wei)} ${chain.nativeCurrency.symbol}` }),
      () => active && setBalance({ status: 'error' }),
    )
    return () => {
      active = false
    }
  }, [address, chain, refreshKey])
  return balance
}
