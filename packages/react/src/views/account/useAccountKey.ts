import type { FoyerState } from '@foyer/core'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'

function selectAccountKey(state: FoyerState) {
  return {
    address: state.accounts[state.activeNamespace]?.address,
    caipNetworkId: state.caipNetwork?.caipNetworkId,
  }
}

/**
 * The connected address, the connected chain's CAIP-2 id (what the panels fetch for), and the key
 * core stores with balances and history, so a panel never shows another account's data.
 */
export function useAccountKey(): {
  address: string | undefined
  caipNetworkId: string | undefined
  key: string | undefined
} {
  const { address, caipNetworkId } = useFoyerSelector(selectAccountKey, shallowEqual)
  return {
    address,
    caipNetworkId,
    key: address && caipNetworkId ? `${caipNetworkId}:${address.toLowerCase()}` : undefined,
  }
}
