import {
  type CaipAddress,
  type ConnectionStatus,
  EMBEDDED_WALLET_CONNECTOR_ID,
  type FoyerState,
} from '@foyer/core'
import { shallowEqual, useFoyerSelector } from './useFoyerSelector.js'

/** The kinds of account: an EOA, a smart account (embedded wallet), a Bitcoin payment address. */
export type FoyerAccountType = 'eoa' | 'smartAccount' | 'payment'

/** The connected account of the active namespace. */
export interface UseFoyerAccountReturnType {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /**
   * Which kind of account `address` is: the embedded wallet's smart account where smart accounts are
   * enabled and preferred, otherwise the namespace's default (eoa, payment for bip122).
   * Undefined while disconnected.
   */
  accountType: FoyerAccountType | undefined
}

function selectAccount(state: FoyerState): UseFoyerAccountReturnType {
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  const status = account?.status ?? 'disconnected'
  const fallback: FoyerAccountType = namespace === 'bip122' ? 'payment' : 'eoa'
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: status === 'connected',
    status,
    accountType: !account?.address
      ? undefined
      : account.connectorId === EMBEDDED_WALLET_CONNECTOR_ID
        ? (state.embeddedWallet.accountType ?? fallback)
        : fallback,
  }
}

/**
 * The active account: address, CAIP-10 address, status and account type. Re-renders only when one
 * of them changes.
 *
 * @example
 * ```tsx
 * import { useFoyerAccount } from '@foyer/react'
 *
 * function AccountLine() {
 *   const { address, isConnected, accountType } = useFoyerAccount()
 *   if (!isConnected) return <p>Not connected</p>
 *   return (
 *     <p>
 *       {address} {accountType === 'smartAccount' ? '(smart account)' : null}
 *     </p>
 *   )
 * }
 * ```
 */
export function useFoyerAccount(): UseFoyerAccountReturnType {
  return useFoyerSelector(selectAccount, shallowEqual)
}
