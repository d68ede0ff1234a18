import type { FoyerState } from '@foyer/core'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'

function selectAccountKey(state: FoyerState) {
  return {
    address: state.accounts[state.activeNamespace]?.address,
    caipNetworkId: state.caipNetwork?.caipNetworkId,
  }
}

/** The connected address and the connected chain's CAIP-2 id, which the panels fetch for. */
export function useAccountKey(): { address: string | undefined; caipNetworkId: string | undefined } {
  return useFoyerSelector(selectAccountKey, shallowEqual)
}
