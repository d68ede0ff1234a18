import type { FoyerState, WalletInfo } from '@foyer/core'
import { useFoyerSelector } from './useFoyerSelector.js'

export interface UseWalletInfoReturnType {
  /** Name and icon of the wallet behind the connection; undefined while disconnected. */
  walletInfo: WalletInfo | undefined
}

const selectWalletInfo = (state: FoyerState) => state.accounts[state.activeNamespace]?.connectedWalletInfo

/**
 * The connected wallet's name and icon.
 *
 * @example
 * ```tsx
 * import { useWalletInfo } from '@foyer/react'
 *
 * function ConnectedWith() {
 *   const { walletInfo } = useWalletInfo()
 *   if (!walletInfo) return null
 *   return (
 *     <span>
 *       {walletInfo.icon ? <img src={walletInfo.icon} alt="" width={16} height={16} /> : null}
 *       Connected with {walletInfo.name}
 *     </span>
 *   )
 * }
 * ```
 */
export function useWalletInfo(): UseWalletInfoReturnType {
  return { walletInfo: useFoyerSelector(selectWalletInfo) }
}
