import { type CaipNetwork, describeIssues, type FoyerState, InvalidParameterError } from '@foyer/core'
import { useCallback } from 'react'
import { networkSchema } from './schemas.js'
import { useFoyerInstance } from './useFoyerContext.js'
import { useFoyerSelector } from './useFoyerSelector.js'

/** The selected network and a way to switch it. */
export interface UseFoyerNetworkReturnType {
  /** The selected network; an unsupported-network placeholder when the wallet is elsewhere. */
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  /** Switches the wallet (or, disconnected, the selection); errors surface as snackbars from core. */
  switchNetwork(network: CaipNetwork): Promise<void>
}

const selectNetwork = (state: FoyerState) => state.caipNetwork

/**
 * The selected network. Re-renders only when the network changes.
 *
 * @example
 * ```tsx
 * import type { CaipNetwork } from '@foyer/core'
 * import { useFoyerNetwork } from '@foyer/react'
 *
 * // `to`: one of the networks given to createFoyer.
 * function SwitchTo({ to }: { to: CaipNetwork }) {
 *   const { caipNetwork, switchNetwork } = useFoyerNetwork()
 *   if (caipNetwork?.caipNetworkId === to.caipNetworkId) return <p>On {to.name}</p>
 *   return (
 *     <button type="button" onClick={() => void switchNetwork(to)}>
 *       Switch to {to.name}
 *     </button>
 *   )
 * }
 * ```
 */
export function useFoyerNetwork(): UseFoyerNetworkReturnType {
  const foyer = useFoyerInstance()
  const caipNetwork = useFoyerSelector(selectNetwork)
  const switchNetwork = useCallback(
    async (network: CaipNetwork) => {
      const parsed = networkSchema.safeParse(network)
      if (!parsed.success) throw new InvalidParameterError('network', describeIssues(parsed.error))
      await foyer.switchNetwork(network)
    },
    [foyer],
  )
  return { caipNetwork, chainId: caipNetwork?.id, switchNetwork }
}
