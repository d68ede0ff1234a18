import { useMemo } from 'react'
import { useFoyerInstance } from './useFoyerContext.js'

export interface UseDisconnectReturnType {
  /** Disconnects every namespace; core shows 'Failed to disconnect' and rejects on failure. */
  disconnect(): Promise<void>
}

/**
 * Disconnects the wallet without opening the modal.
 *
 * @example
 * ```tsx
 * import { useDisconnect } from '@foyer/react'
 *
 * function LogOut() {
 *   const { disconnect } = useDisconnect()
 *   return (
 *     <button type="button" onClick={() => void disconnect()}>
 *       Log out
 *     </button>
 *   )
 * }
 * ```
 */
export function useDisconnect(): UseDisconnectReturnType {
  const foyer = useFoyerInstance()
  return useMemo(() => ({ disconnect: () => foyer.disconnect() }), [foyer])
}
