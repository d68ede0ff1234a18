import type { DevnetChain } from '@foyer/devnet'
import type { Address } from 'viem'
import type { BitcoinWalletNetwork } from '../wallet/bitcoin/account.js'
import type { SolanaWalletNetwork } from '../wallet/solana/networks.js'
import { type BalanceView, useBalance } from './useBalance.js'
import { useBitcoinBalance } from './useBitcoinBalance.js'
import { useSolanaBalance } from './useSolanaBalance.js'

const balanceText = (balance: BalanceView) =>
  balance.status === 'ready'
    ? balance.text
    : balance.status === 'loading'
      ? 'Loading…'
      : 'Token Balance Unavailable'

/** The Solana account: address and SOL on the first Solana network. */
function SolanaFacts(props: { address: string; network: SolanaWalletNetwork; refreshKey: unknown }) {
  const balance = useSolanaBalance(props.address, props.network, props.refreshKey)
  return (
    <>
      <dt>Solana address</dt>
      <dd className="mono" data-testid="solana-address">
        {props.address}
      </dd>
      <dt>{props.network.name}</dt>
      <dd data-testid="solana-balance" aria-live="polite">
        {balanceText(balance)}
      </dd>
    </>
  )
}

/** The Bitcoin account: its payment address and BTC on the regtest ledger. */
function BitcoinFacts(props: { address: string; network: BitcoinWalletNetwork; refreshKey: unknown }) {
  const balance = useBitcoinBalance(props.address, props.network, props.refreshKey)
  return (
    <>
      <dt>Bitcoin address</dt>
      <dd className="mono" data-testid="bitcoin-address">
        {props.address}
      </dd>
      <dt>{props.network.name}</dt>
      <dd data-testid="bitcoin-balance" aria-live="polite">
        {balanceText(balance)}
      </dd>
    </>
  )
}

/**
 * The held test accounts: the EVM address, current chain (switchable) and balance; the Solana account;
 * the Polkadot and Cosmos addresses (no node behind them, so no balance); the Bitcoin payment address.
 */
export function AccountPanel(props: {
  address: Address
  solana: { address: string; network: SolanaWalletNetwork } | undefined
  /** SS58, Polkadot's prefix 0. */
  polkadotAddress: string | undefined
  /** Bech32, 'cosmos'. */
  cosmosAddress: string | undefined
  bitcoin: { address: string; network: BitcoinWalletNetwork } | undefined
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
          {balanceText(balance)}
        </dd>
        {props.solana && <SolanaFacts {...props.solana} refreshKey={props.refreshKey} />}
        {props.polkadotAddress && (
          <>
            <dt>Polkadot address</dt>
            <dd className="mono" data-testid="polkadot-address">
              {props.polkadotAddress}
            </dd>
          </>
        )}
        {props.bitcoin && <BitcoinFacts {...props.bitcoin} refreshKey={props.refreshKey} />}
        {props.cosmosAddress && (
          <>
            <dt>Cosmos address</dt>
            <dd className="mono" data-testid="cosmos-address">
              {props.cosmosAddress}
            </dd>
          </>
        )}
      </dl>
    </section>
  )
}
