import type { CaipAddress, ConnectionStatus, FoyerState } from '@foyer/core'
import { shallowEqual, useFoyerSelector } from './useFoyerSelector.js'

/** The connected account of the active namespace. */
export interface UseFoyerAccountReturnType {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
}

function selectAccount(state: FoyerState): UseFoyerAccountReturnType {
  const account = state.accounts[state.activeNamespace]
  const status = account?.status ?? 'disconnected'
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: status === 'connected',
    status,
  }
}

/** The active account: address, CAIP-10 address, status. Re-renders only when one of them changes. */
export function useFoyerAccount(): UseFoyerAccountReturnType {
  return useFoyerSelector(selectAccount, shallowEqual)
}
