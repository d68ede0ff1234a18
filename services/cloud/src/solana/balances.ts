import type { TokenBalance } from '@foyer/wire'
import {
  fungibleOfMint,
  SOL,
  type SolanaFungible,
  solanaPrices,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './assets.js'
import type { SolanaLedger } from './ledgers.js'
import { solanaRpc } from './rpc.js'

type TokenAccounts = {
  value: {
    account: {
      data: {
        parsed: {
          info: { mint: string; tokenAmount: { amount: string; decimals: number; uiAmountString: string } }
        }
      }
    }
  }[]
}

/** Raw units as a decimal string with `decimals` places, trailing zeros trimmed (the hosted `numeric`). */
export function formatUnits(raw: bigint, decimals: number): string {
  const negative = raw < 0n
  const digits = (negative ? -raw : raw).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

export type SolanaIconUrlOf = (fungible: SolanaFungible) => string

/**
 * Balances of a Solana account on one network in the hosted wire format: SOL (9 decimals) and every SPL
 * token account it owns (classic and Token-2022), summed per mint, zero balances left out. SPL holdings
 * carry `address` `solana:<ref>:<mint>`.
 */
export async function readSolanaBalances(
  ledger: SolanaLedger,
  owner: string,
  iconUrlOf: SolanaIconUrlOf,
): Promise<TokenBalance[]> {
  const prices = solanaPrices()
  const [lamports, classic, token2022] = await Promise.all([
    solanaRpc<{ value: number }>(ledger, 'getBalance', [owner, { commitment: 'confirmed' }]),
    solanaRpc<TokenAccounts>(ledger, 'getTokenAccountsByOwner', [
      owner,
      { programId: TOKEN_PROGRAM },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]),
    solanaRpc<TokenAccounts>(ledger, 'getTokenAccountsByOwner', [
      owner,
      { programId: TOKEN_2022_PROGRAM },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]).catch(() => ({ value: [] })),
  ])
  const byMint = new Map<string, { raw: bigint; decimals: number }>()
  for (const { account } of [...classic.value, ...token2022.value]) {
    const { mint, tokenAmount } = account.data.parsed.info
    const held = byMint.get(mint) ?? { raw: 0n, decimals: tokenAmount.decimals }
    byMint.set(mint, { raw: held.raw + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
  }
  const holdings: [SolanaFungible, bigint, number][] = [
    [SOL, BigInt(lamports.value), prices.sol],
    ...[...byMint].map(([mint, { raw, decimals }]): [SolanaFungible, bigint, number] => [
      fungibleOfMint(mint, decimals),
      raw,
      prices.byMint.get(mint) ?? 0,
    ]),
  ]
  return holdings
    .filter(([, raw]) => raw > 0n)
    .map(([fungible, raw, price]) => {
      const numeric = formatUnits(raw, fungible.decimals)
      return {
        name: fungible.name,
        symbol: fungible.symbol,
        chainId: ledger.caip2,
        ...(fungible.mint === undefined ? {} : { address: `${ledger.caip2}:${fungible.mint}` }),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(fungible.decimals), numeric },
        iconUrl: iconUrlOf(fungible),
      }
    })
}
