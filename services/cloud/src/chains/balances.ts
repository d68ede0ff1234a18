import { addresses } from '@foyer/devnet'
import type { TokenBalance } from '@foyer/wire'
import { type Address, type ContractFunctionParameters, erc20Abi, formatUnits } from 'viem'
import { fungiblesOf, type KnownFungible } from './assets.js'
import type { ServedChain } from './chainSet.js'
import { poolReserveCalls, pricesFromReserves } from './prices.js'
import { withUpstream } from './upstream.js'

const multicall3Abi = [
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const

/** Builds the absolute icon URL of a seeded token image, or '' when there is none. */
export type IconUrlOf = (fungible: KnownFungible) => string

/**
 * Balances of `account` on one chain, read in a single `eth_call` (Multicall3) at the node's head
 * block and cached for that block (chain.reads): the native balance, every known ERC-20 and the pool
 * reserves that price them. Zero balances are left out,
 * as the hosted API does; 0-decimal tokens stay in (clients filter them).
 */
export async function readBalances(
  chain: ServedChain,
  account: Address,
  iconUrlOf: IconUrlOf,
): Promise<TokenBalance[]> {
  const { holdings, prices } = await withUpstream(chain, () =>
    chain.reads.read(`balances:${account}`, (blockNumber) => readHoldings(chain, account, blockNumber)),
  )
  return holdings
    .filter(([, raw]) => raw > 0n)
    .map(([fungible, raw]) => {
      const numeric = formatUnits(raw, fungible.decimals)
      const price = prices[fungible.pricing]
      return {
        name: fungible.name,
        symbol: fungible.symbol,
        chainId: chain.caip2,
        ...(fungible.address === undefined ? {} : { address: `${chain.caip2}:${fungible.address}` }),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(fungible.decimals), numeric },
        iconUrl: iconUrlOf(fungible),
      }
    })
}

/** The account's raw holdings and the pool prices, all read at `blockNumber` in one eth_call. */
async function readHoldings(chain: ServedChain, account: Address, blockNumber: bigint) {
  const { native, tokens } = fungiblesOf(chain.chain)
  const contracts: readonly ContractFunctionParameters[] = [
    ...poolReserveCalls(chain.id),
    {
      address: addresses[chain.id].multicall3,
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      args: [account],
    },
    ...tokens.map((token) => ({
      address: token.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })),
  ]
  const results = (await chain.client.multicall({ allowFailure: false, contracts, blockNumber })) as unknown[]
  type Reserves = readonly [bigint, bigint, number]
  const [usdcWeth, foyUsdc, nativeRaw, ...tokenRaws] = results as [Reserves, Reserves, bigint, ...bigint[]]
  const holdings: [KnownFungible, bigint][] = [
    [native, nativeRaw],
    ...tokens.map((token, index): [KnownFungible, bigint] => [token, tokenRaws[index] as bigint]),
  ]
  return { holdings, prices: pricesFromReserves(chain.id, usdcWeth, foyUsdc) }
}
