// Sign In With Farcaster (the ConnectingFarcaster view; the frame's get-Farcaster-URI and connect-Farcaster calls): the
// secure site opens a channel at the Farcaster auth relay and hands back its link; the view shows it
// as a QR code and a link, and CONNECT_FARCASTER waits until the visitor's Farcaster app signs.
import type { FrameTransport } from '@foyer/frame'
import { toErrorMessage } from '../errors/toUserMessage.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { setEmbedded } from '../storage/remember.js'
import { embeddedError } from './shared.js'
import type { SocialLoginDeps } from './social.js'

/** The secure site's text for a channel past its time (routes/farcaster.ts). */
const EXPIRED = /expired/i

export function createFarcasterLogin(context: FoyerKernel, deps: SocialLoginDeps) {
  const { storage } = context
  let attempt = 0

  return {
    /**
     * A fresh code, then the wait for the Farcaster app. A newer call (Get a new code) replaces an
     * older one, whose failure then stays quiet.
     */
    async connect(): Promise<void> {
      const mine = ++attempt
      deps.patch({ farcaster: { status: 'loading' }, error: undefined })
      let url: string | undefined
      try {
        await deps.checkOrigin()
        url = (await deps.step((current) => current.request('GET_FARCASTER_URI', undefined))).url
        if (mine !== attempt) return
        deps.patch({ farcaster: { status: 'waiting', url } })
        await deps.step(async (current: FrameTransport) => {
          const { userName } = await current.request('CONNECT_FARCASTER', undefined)
          setEmbedded(storage, 'socialProvider', 'farcaster')
          setEmbedded(storage, 'socialUsername', userName)
          deps.patch({ farcaster: { status: 'connecting', url } })
          await deps.finish(current, true)
        })
        deps.patch({ farcaster: undefined })
      } catch (error) {
        if (mine !== attempt) return
        const failure = embeddedError(error)
        deps.patch({
          busy: false,
          error: toErrorMessage(failure),
          farcaster: {
            status: EXPIRED.test(failure.shortMessage) ? 'expired' : 'error',
            ...(url ? { url } : {}),
          },
        })
        throw failure
      }
    },
  }
}
