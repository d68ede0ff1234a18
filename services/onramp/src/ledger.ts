// The provider's side of the devnet: its treasury (funded at start) and the deliveries it makes.
import {
  addresses,
  chainAId,
  chainBId,
  type DevnetChainId,
  devnetChain,
  onrampTreasuryIndex,
  testMnemonic,
} from '@foyer/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

export const ASSETS = {
  USDC: { key: 'usdc', decimals: 6 },
  FOY: { key: 'foy', decimals: 18 },
  ETH: { key: undefined, decimals: 18 },
} as const
export type AssetSymbol = keyof typeof ASSETS

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

export function createLedger(rpcUrls: Record<DevnetChainId, string>) {
  const treasury = mnemonicToAccount(testMnemonic, { addressIndex: onrampTreasuryIndex })
  const clients = (chainId: DevnetChainId) => {
    const chain = devnetChain(chainId, Number(new URL(rpcUrls[chainId]).port))
    const transport = http(rpcUrls[chainId], { retryCount: 0 })
    return {
      chain,
      read: createPublicClient({ chain, transport }),
      treasury: createWalletClient({ account: treasury, chain, transport }),
    }
  }

  return {
    treasury: treasury.address,

    /**
     * Whether the treasury holds ETH, USDC and FOY on both chains. The devnet's snapshot funds it (the
     * provider holds no other key, so it never races the devnet's own start-up transactions).
     */
    async checkFunds(): Promise<void> {
      for (const chainId of [chainAId, chainBId] as const) {
        const { read } = clients(chainId)
        if ((await read.getBalance({ address: treasury.address })) === 0n)
          throw new Error(
            `The treasury ${treasury.address} holds no ETH on ${chainId}: rebuild the devnet snapshot`,
          )
        for (const symbol of ['USDC', 'FOY'] as const) {
          const held = await read.readContract({
            address: addresses[chainId][ASSETS[symbol].key],
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [treasury.address],
          })
          if (held === 0n)
            throw new Error(`The treasury holds no ${symbol} on ${chainId}: rebuild the devnet snapshot`)
        }
      }
    },

    /** USD price of one unit, from the devnet's pools (USDC is the dollar). */
    async priceUsd(chainId: DevnetChainId, symbol: AssetSymbol): Promise<number> {
      if (symbol === 'USDC') return 1
      const a = addresses[chainId]
      const path: Address[] = symbol === 'ETH' ? [a.weth9, a.usdc] : [a.foy, a.usdc]
      const amounts = await clients(chainId).read.readContract({
        address: a.uniswapV2Router02,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [parseUnits('1', 18), path],
      })
      return Number(amounts.at(-1) ?? 0n) / 1e6
    },

    /** Sends `amount` (smallest unit) of the asset from the treasury; resolves the mined hash. */
    async deliver(chainId: DevnetChainId, symbol: AssetSymbol, to: Address, amount: bigint): Promise<Hex> {
      const { read, treasury: wallet } = clients(chainId)
      const key = ASSETS[symbol].key
      const hash = key
        ? await wallet.writeContract({
            address: addresses[chainId][key],
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
          })
        : await wallet.sendTransaction({ to, value: amount })
      const receipt = await read.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new Error(`The delivery ${hash} reverted`)
      return hash
    },
  }
}
