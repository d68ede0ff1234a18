import { useEffect, useState } from 'react'
import type { SolanaWalletNetwork } from '../wallet/solana/networks.js'
import type { BalanceView } from './useBalance.js'

/** SOL in whole units with up to 9 decimals, as the ledger's lamports give it. */
export function formatLamports(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

/** The Solana account's SOL on `network` (the ledger's getBalance), fetched again whenever `refreshKey` changes. */
export function useSolanaBalance(
  address: string,
  network: SolanaWalletNetwork,
  refreshKey: unknown,
): BalanceView {
  const [balance, setBalance] = useState<BalanceView>({ status: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only triggers a new fetch.
  useEffect(() => {
    let active = true
    fetch(network.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
    })
      .then((response) => response.json() as Promise<{ result?: { value?: number } }>)
      .then(
        ({ result }) => {
          if (!active) return
          const lamports = result?.value
          setBalance(
            typeof lamports === 'number'
              ? { status: 'ready', text: `${formatLamports(BigInt(lamports))} SOL` }
              : { status: 'error' },
          )
        },
        () => active && setBalance({ status: 'error' }),
      )
    return () => {
      active = false
    }
  }, [address, network, refreshKey])
  return balance
}
