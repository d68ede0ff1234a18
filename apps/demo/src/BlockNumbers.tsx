import { useEffect, useState } from 'react'
import { type Chain, createPublicClient, http } from 'viem'

type ChainStatus = { state: 'loading' } | { state: 'live'; blockNumber: bigint } | { state: 'unreachable' }

function useBlockNumber(chain: Chain): ChainStatus {
  const [status, setStatus] = useState<ChainStatus>({ state: 'loading' })
  useEffect(() => {
    const client = createPublicClient({ chain, transport: http(undefined, { retryCount: 0 }) })
    return client.watchBlockNumber({
      emitOnBegin: true,
      pollingInterval: 1_000,
      onBlockNumber: (blockNumber) => setStatus({ state: 'live', blockNumber }),
      onError: () => setStatus({ state: 'unreachable' }),
    })
  }, [chain])
  return status
}

function ChainRow({ chain }: { chain: Chain }) {
  const status = useBlockNumber(chain)
  return (
    <li className="chain" data-chain-id={chain.id}>
      <span className="chain-name">{chain.name}</span>
      <span className="chain-id">chain {chain.id}</span>
      {status.state === 'loading' && <span className="chain-status">Connecting…</span>}
      {status.state === 'live' && (
        <span className="chain-status">
          Block{' '}
          <output data-testid={`block-${chain.id}`} aria-label={`${chain.name} block number`}>
            {status.blockNumber.toString()}
          </output>
        </span>
      )}
      {status.state === 'unreachable' && (
        <span className="chain-status chain-down" role="alert">
          {chain.name} is unreachable at {chain.rpcUrls.default.http[0]}
        </span>
      )}
    </li>
  )
}

/** Live block numbers of each chain; says so when a chain cannot be reached. */
export function BlockNumbers({ chains }: { chains: readonly Chain[] }) {
  return (
    <section aria-labelledby="chains-title">
      <h2 id="chains-title">Chains</h2>
      <ul className="chains">
        {chains.map((chain) => (
          <ChainRow key={chain.id} chain={chain} />
        ))}
      </ul>
    </section>
  )
}
