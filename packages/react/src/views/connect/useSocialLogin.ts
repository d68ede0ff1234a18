import type { SocialProvider } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

/**
 * Starts a login with a provider from a click: the provider's window must open inside the click, so
 * this calls core at once (no await before it). Farcaster has its own view (a QR code, no window).
 */
export function useSocialLogin(): (provider: SocialProvider) => void {
  const { foyer } = useFoyerContext()
  return useCallback(
    (provider) => {
      if (provider === 'farcaster') {
        foyer.router.push('ConnectingFarcaster')
        return
      }
      // Failures show on ConnectingSocial or as a snackbar on Connect; nothing to do here.
      foyer.embeddedWallet.connectSocial(provider).catch(() => {})
    },
    [foyer],
  )
}
