import {
  type FoyerInitialState,
  type FoyerInstance,
  type FoyerState,
  getServerState,
  type InvalidParameterError,
  type ViewName,
} from '@foyer/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { Messages } from '../i18n/en.js'
import { createTranslate } from '../i18n/format.js'
import { isRtl, type Locale } from '../i18n/locales.js'
import { pageMessages } from '../i18n/pageMessages.js'
import { FoyerBoundary } from '../loading/FoyerBoundary.js'
import { LoadFailedDialog } from '../loading/LoadFailedDialog.js'
import { loadable, useLoaded } from '../loading/loadable.js'
import { FoyerContext, type FoyerContextValue } from './FoyerContext.js'
import { checkProviderProps } from './providerProps.js'
import { useProviderLocale } from './useProviderLocale.js'

// The modal and its views stay out of the page-load bundle until the visitor shows intent (pointer,
// touch, focus on a Foyer button: `prefetch`) or opens it. modal/load.js is a tiny chunk that holds the
// bundler's list of what the modal needs (fetched in parallel, with modulepreload): the modal's chunk,
// which holds the Connect view and the connection code's beside it, so the first click costs that small
// hop and one round trip. (Importing the modal from here would put that list, dozens of file names in an
// app with several entries, in the page's own code.)
const modal = loadable(() => import('../modal/load.js').then((m) => m.loadModalRoot()))

/**
 * The modal once its chunk is in; nothing until then. It does not suspend: React would hold a suspended
 * boundary's reveal back (300 ms after its fallback), longer than the chunk takes. A failed load throws
 * to FoyerBoundary, whose Try again remounts this and imports the chunk anew.
 */
function LazyModal() {
  const Modal = useLoaded(modal)?.default
  return Modal ? <Modal /> : null
}

export interface FoyerProviderProps {
  /** The instance createFoyer returned; create it once, outside React's render. */
  foyer: FoyerInstance
  /** Overrides for any of the modal's texts, keyed by message id (see `en`), on top of the locale's. */
  messages?: Partial<Messages> | undefined
  /**
   * The modal's language: en, es, fr, de, pt-BR, ja, ko, zh-CN, tr or ar (ar mirrors the modal). Default: the
   * browser's language when the modal speaks it, else en; with server rendering, pass it (the server has no
   * browser language, and the first client render must match). Only the active language's table is fetched.
   * `useFoyerLocale().setLocale()` switches at run time.
   */
  locale?: Locale | undefined
  /**
   * Server rendering: the visitor's remembered connection, from `cookieToInitialState(cookieHeader)`
   * (`@foyer/core/ssr`) on the server. The server renders from it and so does the client's first (hydration) render, so
   * both show the account button with the remembered address; the instance (created with `ssr: true`
   * and cookieStorage) then confirms the connection with the wallet or clears it. Without it a server
   * renders every instance disconnected.
   */
  initialState?: FoyerInitialState | undefined
  children?: ReactNode
}

/**
 * Hands a FoyerInstance to the hooks and components below it. Renders no modal until the first
 * open; the modal then loads as its own chunk and portals into document.body.
 *
 * Renders on a server too: nothing here or in the page's buttons touches `window` or `document`
 * during render, and hooks read the server state (`initialState`) until hydration is done.
 *
 * The props are checked in development builds (`process.env.NODE_ENV` not 'production':
 * InvalidParameterError naming the prop), as React checks props; production builds leave the check out.
 *
 * @example
 * const evm = new EvmAdapter({ networks: [mainnet] }) // @foyer/evm; mainnet from viem/chains
 * const foyer = createFoyer({ projectId, networks: [toCaipNetwork(mainnet)], adapters: [evm] })
 * <FoyerProvider foyer={foyer}><App /></FoyerProvider>
 *
 * @example
 * // Server rendering (Next.js): the server component reads the cookie, the client component renders this.
 * <FoyerProvider foyer={foyer} initialState={cookieToInitialState(cookieHeader)}><App /></FoyerProvider>
 */
export function FoyerProvider({
  foyer,
  messages,
  locale: localeProp,
  initialState,
  children,
}: FoyerProviderProps) {
  // Development builds only, like React's prop checks: bundlers replace the expression, production drops it.
  if (process.env.NODE_ENV !== 'production') checkProviderProps({ foyer, messages, initialState })

  const [locale, localeMessages, setLocale] = useProviderLocale(foyer, localeProp)

  const [messagesError, setMessagesError] = useState<InvalidParameterError>()
  useEffect(() => {
    // Development builds only, as the props above: the texts are the app's own, and production would fetch
    // the modal's chunk at mount just for this check.
    if (process.env.NODE_ENV === 'production' || !messages || Object.keys(messages).length === 0) return
    let current = true
    // Checked against en, which travels in the modal's chunk (the first click fetches it there): an app
    // that overrides texts loads that chunk early in development.
    void modal.preload().then((loaded) => {
      const problem = loaded?.unknownMessages(messages)
      if (current && problem) setMessagesError(problem)
    })
    return () => {
      current = false
    }
  }, [messages])
  if (messagesError) throw messagesError

  // Counts opens: the modal renders from the first on, and an open after a failed load tries the chunk again.
  const [opens, setOpens] = useState(() => (foyer.getState().open ? 1 : 0))
  const [open, setOpen] = useState(() => foyer.getState().open)

  useEffect(() => {
    if (foyer.getState().open) setOpens((count) => count || 1)
    return foyer.subscribe((state, previous) => {
      if (state.open !== previous.open) setOpen(state.open)
      if (!state.open || previous.open) return
      // The chunk from this tick on (it may be on its way already, from the visitor's intent).
      void modal.preload()
      setOpens((count) => count + 1)
    })
  }, [foyer])

  // Computed on first use only: a client that mounts without hydrating never needs it.
  const serverState = useMemo(() => {
    let state: FoyerState | undefined
    return () => {
      state ??= getServerState(foyer, initialState)
      return state
    }
  }, [foyer, initialState])

  const value = useMemo<FoyerContextValue>(
    () => ({
      foyer,
      serverState,
      t: createTranslate({ ...pageMessages, ...localeMessages, ...messages }),
      messages,
      locale,
      localeMessages,
      dir: isRtl(locale) ? 'rtl' : 'ltr',
      setLocale,
      prefetch: (view?: ViewName) => {
        void modal.preload().then((module) => module?.preloadView(view ?? 'Connect'))
      },
    }),
    [foyer, messages, serverState, locale, localeMessages, setLocale],
  )

  return (
    <FoyerContext.Provider value={value}>
      {children}
      {opens ? (
        <FoyerBoundary
          resetKey={opens}
          onReset={modal.reset}
          fallback={(retry) =>
            open ? <LoadFailedDialog t={value.t} onRetry={retry} onClose={() => foyer.close()} /> : null
          }
        >
          <LazyModal />
        </FoyerBoundary>
      ) : null}
    </FoyerContext.Provider>
  )
}
