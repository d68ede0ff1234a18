// Social login: the provider's window, GET_SOCIAL_REDIRECT_URI, the window's answer and
// CONNECT_SOCIAL. Part of the lazily loaded flow; the window itself is opened in the click by the
// controller, since a browser only allows a window opened while handling the visitor's click.
import type { FrameTransport } from '@foyer/frame'
import { toErrorMessage } from '../errors/toUserMessage.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { currentRoute, goBackRoute, pushRoute, replaceRoute } from '../router/router.js'
import type { Route } from '../router/types.js'
import { setEmbedded } from '../storage/remember.js'
import { EmbeddedWalletError } from './errors.js'
import { embeddedError } from './shared.js'
import type { EmbeddedWalletState, SocialLoginProvider } from './types.js'

const SOCIAL: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord']

/** The visitor closed the provider's window, or left the view (`errorSocialWindowClosed`). */
const windowClosed = () =>
  new EmbeddedWalletError('The sign-in window was closed', { messageId: 'errorSocialWindowClosed' })

/** How often the page looks whether the visitor closed the provider's window (no event exists for it). */
const CLOSED_POLL_MS = 400

export interface SocialLoginDeps {
  checkOrigin(): Promise<void>
  step<T>(run: (current: FrameTransport) => Promise<T>): Promise<T>
  finish(current: FrameTransport, fresh: boolean): Promise<unknown>
  patch(next: Partial<EmbeddedWalletState>): void
}

interface Login {
  popup: Window
  /** The visitor left the view: the login ends without a message. */
  quiet: boolean
  stop?: ((error: Error) => void) | undefined
}

export function createSocialLogin(context: FoyerKernel, deps: SocialLoginDeps) {
  const { store, storage, options } = context
  const secureOrigin = new URL(options.secureSiteUrl).origin
  let active: Login | undefined

  /** The answer the provider's window posts back from the secure site's callback page, once. */
  const resultOf = (login: Login) =>
    new Promise<string>((resolve, reject) => {
      const { popup } = login
      const onMessage = (event: MessageEvent) => {
        // Only the window we opened, only once it is back on the secure site.
        if (event.source !== popup || event.origin !== secureOrigin) return
        const uri = (event.data as { resultUri?: unknown } | null)?.resultUri
        if (typeof uri === 'string' && uri.length <= 4096) done(() => resolve(uri))
      }
      const timer = setInterval(() => {
        if (popup.closed) done(() => reject(windowClosed()))
      }, CLOSED_POLL_MS)
      const done = (settle: () => void) => {
        clearInterval(timer)
        globalThis.removeEventListener('message', onMessage)
        login.stop = undefined
        settle()
      }
      globalThis.addEventListener('message', onMessage)
      login.stop = (error) => done(() => reject(error))
    })

  const show = (provider: SocialLoginProvider) => {
    const route: Route = { view: 'ConnectingSocial', data: { provider } }
    const { router } = store.getState()
    const onIt = currentRoute(router)?.view === 'ConnectingSocial'
    store.setState({ router: onIt ? replaceRoute(router, route) : pushRoute(router, route) })
  }

  const leave = () => {
    const { router } = store.getState()
    if (currentRoute(router)?.view === 'ConnectingSocial') store.setState({ router: goBackRoute(router) })
  }

  const end = (login: Login) => {
    login.quiet = true
    login.stop?.(windowClosed())
    if (!login.popup.closed) login.popup.close()
  }

  return {
    async connect(provider: SocialLoginProvider, popup: Window | null): Promise<void> {
      if (!SOCIAL.includes(provider)) {
        popup?.close()
        const providers = SOCIAL.join(', ')
        throw new EmbeddedWalletError(`Social provider must be one of ${providers}`, {
          messageId: 'errorSocialProviderInvalid',
          messageParams: { providers },
        })
      }
      if (active) end(active)
      show(provider)
      if (!popup) {
        deps.patch({ social: { provider, status: 'blocked' }, error: { id: 'socialWindowBlocked' } })
        throw new EmbeddedWalletError('The browser blocked the sign-in window', {
          messageId: 'socialWindowBlocked',
        })
      }
      const login: Login = { popup, quiet: false }
      active = login
      deps.patch({ social: { provider, status: 'waiting' }, error: undefined })
      // The visitor leaving ConnectingSocial (Back, close) while the window is open ends the login.
      const unwatch = store.subscribe((state) => {
        const shown = state.open && currentRoute(state.router)?.view === 'ConnectingSocial'
        if (state.embeddedWallet.social?.status === 'waiting' && !shown) end(login)
      })
      try {
        await deps.checkOrigin()
        const { uri } = await deps.step((current) => current.request('GET_SOCIAL_REDIRECT_URI', { provider }))
        if (login.quiet || popup.closed) throw windowClosed()
        popup.location.href = uri
        const resultUri = await resultOf(login)
        deps.patch({ social: { provider, status: 'connecting' } })
        await deps.step(async (current) => {
          const user = await current.request('CONNECT_SOCIAL', { uri: resultUri })
          setEmbedded(storage, 'socialProvider', provider)
          setEmbedded(storage, 'socialUsername', user.userName ?? undefined)
          await deps.finish(current, true)
        })
        deps.patch({ social: undefined })
      } catch (error) {
        if (!popup.closed) popup.close()
        const failure = embeddedError(error)
        if (login.quiet) {
          deps.patch({ busy: false, error: undefined })
        } else {
          deps.patch({ social: undefined, busy: false, error: toErrorMessage(failure) })
          leave()
          void context.showSnackbar('error', toErrorMessage(failure))
        }
        throw failure
      } finally {
        unwatch()
        if (active === login) active = undefined
      }
    },

    /** The visitor left ConnectingSocial: the window closes and the login ends quietly. */
    cancel(): void {
      if (!active) return
      deps.patch({ social: undefined })
      end(active)
    },
  }
}
