import type { CaipNetworkId, FoyerState } from '@foyer/core'
import { shallowEqual, useFoyerSelector } from './useFoyerSelector.js'

/** The modal's own state. */
export interface UseFoyerStateReturnType {
  open: boolean
  selectedNetworkId: CaipNetworkId | undefined
  loading: boolean
}

function selectModalState(state: FoyerState): UseFoyerStateReturnType {
  return { open: state.open, selectedNetworkId: state.caipNetwork?.caipNetworkId, loading: state.loading }
}

/**
 * Whether the modal is open, the selected network id and the busy flag.
 *
 * @example
 * const { open } = useFoyerState()
 * useEffect(() => { if (!open) refreshBalances() }, [open])
 */
export function useFoyerState(): UseFoyerStateReturnType {
  return useFoyerSelector(selectModalState, shallowEqual)
}
