import type { DevnetChain } from '@foyer/devnet'
import type { Address } from 'viem'
import { useBalance } from './useBalance.js'

/** The held test account: address, current chain (switchable) and native balance. */
export function AccountPanel(props: {
  address: Address
  accountIndex: number
  chain: DevnetChain
  chains: readonly DevnetChain[]
  refreshKey: unknown
  onSwitchChain: (chainId: number) => void
}) {
  const { address, accountIndex, chain, chains } = props
  const balance = useBalance(address, chain, props.refreshKey)
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Account {accountIndex}</h2>
      <dl className="facts">
        <dt>Address</dt>
        <dd className="mono" data-testid="address">
          {address}
        </dd>
        <dt>
          <label htmlFor="chain-select">Network</label>
        </dt>
        <dd>
          <select
            id="chain-select"
            value={chain.id}
            onChange={(event) => props.onSwitchChain(Number(event.target.value))}
          >
            {chains.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.id})
              </option>
            ))}
          </select>
        </dd>
        <dt>Balance</dt>
        <dd data-testid="balance" aria-live="polite">
          {balance.status === 'ready'
            ? balance.text
            : balance.status === 'loading'
              ? 'Loading…'
              : 'Token Balance Unavailable'}
        </dd>
      </dl>
    </section>
  )
}
