import type { FoyerMessage, FoyerState, SIWXSession, SiwxState } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerContext } from './useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from './useFoyerSelector.js'

export interface UseFoyerSessionReturnType {
  /** off (no sign-in configured), idle, checking, needed, signing, signed. */
  status: SiwxState['status']
  session: SIWXSession | undefined
  /**
   * Why the last sign-in failed ('Signature declined', the server's reason), by id: show it with
   * `formatMessage(error)`.
   */
  error: FoyerMessage | undefined
  signIn(): Promise<void>
  signOut(): Promise<void>
}

const select = (state: FoyerState) => ({
  status: state.siwx.status,
  session: state.siwx.session,
  error: state.siwx.error,
})

/**
 * The connected account's sign-in (SIWX): its status and session, and sign-in and sign-out.
 *
 * @example
 * ```tsx
 * import { formatMessage, useFoyerSession } from '@foyer/react'
 *
 * function SignIn() {
 *   const { status, session, error, signIn, signOut } = useFoyerSession()
 *   if (status === 'signed')
 *     return (
 *       <button type="button" onClick={() => void signOut()}>
 *         Sign out {session?.data.accountAddress}
 *       </button>
 *     )
 *   return (
 *     <>
 *       <button type="button" disabled={status !== 'needed'} onClick={() => void signIn().catch(() => {})}>
 *         Sign in
 *       </button>
 *       {error ? <p role="alert">{formatMessage(error)}</p> : null}
 *     </>
 *   )
 * }
 * ```
 */
export function useFoyerSession(): UseFoyerSessionReturnType {
  const { foyer } = useFoyerContext()
  const state = useFoyerSelector(select, shallowEqual)
  return useMemo(
    () => ({ ...state, signIn: () => foyer.siwx.signIn(), signOut: () => foyer.siwx.signOut() }),
    [state, foyer],
  )
}
