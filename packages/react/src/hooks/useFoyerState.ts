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
 * ```tsx
 * import { useFoyerState } from '@foyer/react'
 *
 * function ModalBadge() {
 *   const { open, loading, selectedNetworkId } = useFoyerState()
 *   return (
 *     <span aria-busy={loading}>
 *       {open ? 'Modal open' : 'Modal closed'} on {selectedNetworkId ?? 'no network'}
 *     </span>
 *   )
 * }
 * ```
 */
export function useFoyerState(): UseFoyerStateReturnType {
  return useFoyerSelector(selectModalState, shallowEqual)
}
