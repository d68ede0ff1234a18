import { usePay } from '@foyer/react'

/**
 * USDC on the devnet's chain 31337 (services/devnet/src/generated/addresses.ts; e2e/pay.e2e.ts fails if they
 * part). Written out: importing @foyer/devnet here made this lazy panel depend on the viem chunks, and the
 * page's own script carried their names.
 */
const usdc = {
  network: 'eip155:31337',
  asset: '0xD89c1432EaA169C54dC7610C744c68a2F4b6B3e5',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
} as const

/** The demo shop's address: a fixed recipient, no test account, so its balance is the payments' alone. */
const shop = '0x705aC20340ce287540eD1148ef140621C2bb3A09'

/** SOL on the local Solana devnet ledger (its genesis hash) and the shop's address there. */
const sol = {
  network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  asset: 'native',
  metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const
const solanaShop = '31rtBNZ4ZQmjKdgM9FDhTx6j5Wn1Jwg3X2w4AYcn9WgX'

/** 'Pay 10 USDC' (Pay: from the wallet or an exchange), 'Pay 0.5 SOL', and when the payment landed on chain. */
export default function PayDemo() {
  const { pay, result } = usePay()
  return (
    <section aria-labelledby="pay-title" className="panel">
      <h2 id="pay-title">Pay the demo shop</h2>
      <p>
        10 USDC on Foyer Devnet to <code>{shop}</code>, from your wallet or an exchange account.
      </p>
      <button type="button" onClick={() => pay({ recipient: shop, amount: 10, paymentAsset: usdc })}>
        Pay 10 USDC
      </button>
      {/* Solana pays from a Solana wallet; the local exchange pays out EVM assets only, and says so. */}
      {__FOYER_SOLANA__ ? (
        <button type="button" onClick={() => pay({ recipient: solanaShop, amount: 0.5, paymentAsset: sol })}>
          Pay 0.5 SOL
        </button>
      ) : null}
      {result?.status === 'success' ? (
        <p role="status" className="sign-ok" data-testid="pay-outcome">
          Payment landed on chain: <code>{result.hash}</code>
        </p>
      ) : result ? (
        <p role="alert" className="sign-bad" data-testid="pay-outcome">
          The payment failed ({result.reason})
        </p>
      ) : null}
    </section>
  )
}
