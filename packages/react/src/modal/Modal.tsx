import type { FoyerState, Route } from '@foyer/core'
import { type MouseEvent, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { FoyerBoundary } from '../loading/FoyerBoundary.js'
import { useLoaded } from '../loading/loadable.js'
import { useStyle } from '../styles/injectStyle.js'
import { modalThemeCss } from '../styles/modalTheme.js'
import { baseCss, themeAttributes } from '../styles/theme.js'
import { AlertBanner } from './AlertBanner.js'
import { Header } from './Header.js'
import { modalCss } from './modalCss.js'
import { Snackbar } from './Snackbar.js'
import { useAnimatedHeight } from './useAnimatedHeight.js'
import { useFocusTrap } from './useFocusTrap.js'
import { ViewLoadFailed } from './ViewLoadFailed.js'
import { ViewSkeleton } from './ViewSkeleton.js'
import { resetView, viewChunk } from './views.js'
import { viewTitle } from './viewTitle.js'

function selectModal(state: FoyerState) {
  return {
    open: state.open,
    shake: state.shake,
    history: state.router.history,
    direction: state.router.direction,
    snackbar: state.snackbar,
    alert: state.alert,
    // The Send review becomes its outcome once sent: its title says so.
    sent: state.send.status === 'success',
  }
}

/** How long the modal fades out after it closed (the modal's transition length). */
const EXIT_MS = 150

/**
 * The last open state for EXIT_MS after the modal closed, so it can fade out showing what it showed;
 * undefined while open and once the fade is over.
 */
function useClosing(current: ReturnType<typeof selectModal>) {
  const last = useRef(current)
  const [closing, setClosing] = useState<ReturnType<typeof selectModal> | undefined>(undefined)
  useLayoutEffect(() => {
    if (current.open) {
      last.current = current
      setClosing(undefined)
      return
    }
    if (!last.current.open) return
    setClosing({ ...last.current, open: true })
    last.current = current
    const timer = setTimeout(() => setClosing(undefined), EXIT_MS)
    return () => clearTimeout(timer)
  }, [current])
  return closing
}

/**
 * The route's view once its chunk is in, a skeleton until then. It does not suspend: React would hold the
 * reveal back (300 ms after the skeleton showed), longer than a view's chunk takes. A failed load throws to
 * the view's FoyerBoundary, whose Try again remounts this and imports the chunk anew.
 */
function LazyView({ route, loading }: { route: Route; loading: string }) {
  const View = useLoaded(viewChunk(route.view))?.default
  return View ? <View route={route as never} /> : <ViewSkeleton label={loading} />
}

/**
 * The modal: a labelled dialog portalled into document.body, with the view stack, snackbar
 * and alerts. Focus moves in on open, stays trapped, and returns to the opener on close; Escape and the
 * backdrop ask core to close, which core refuses where closing is not allowed.
 */
export default function Modal() {
  useStyle('foyer-base-style', baseCss)
  useStyle('foyer-modal-theme', modalThemeCss)
  useStyle('foyer-modal-style', modalCss)
  const { foyer, t, locale, dir } = useFoyerContext()
  const current = useFoyerSelector(selectModal, shallowEqual)
  const closing = useClosing(current)
  // Focus, Escape and the rest follow the real state; the fade only keeps the last picture.
  const { open } = current
  const { shake, history, direction, snackbar, alert, sent } = closing ?? current
  const dialog = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const pressedBackdrop = useRef(false)
  const titleId = useId()
  const onKeyDown = useFocusTrap(dialog)
  const height = useAnimatedHeight(content)
  const route = history.at(-1)

  // Escape is handled on the document so it works wherever focus is while the modal is open.
  useEffect(() => {
    if (!open) return
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      foyer.close()
    }
    document.addEventListener('keydown', onEscape)
    return () => document.removeEventListener('keydown', onEscape)
  }, [foyer, open])

  // Move focus in on open (in the commit, before paint); give it back to the opener on close. Focus has
  // not moved since the open (the chunk loads with the opener focused), so the opener is the active element.
  useLayoutEffect(() => {
    if (!open) return
    const opener = document.activeElement
    dialog.current?.focus()
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [open])

  // A view change can unmount the focused control; keep focus inside the dialog then.
  useLayoutEffect(() => {
    const element = dialog.current
    if (open && element && route && !element.contains(document.activeElement)) element.focus()
  }, [open, route])

  if ((!open && !closing) || !route || typeof document === 'undefined') return null

  // Only a press that starts and ends on the backdrop closes: a text selection dragged out of the dialog does not.
  const onBackdropDown = (event: MouseEvent) => {
    pressedBackdrop.current = event.target === event.currentTarget
  }
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget && pressedBackdrop.current) foyer.close()
    pressedBackdrop.current = false
  }

  return createPortal(
    // The backdrop click is a pointer shortcut; Escape (on the document) and the Close button are the
    // accessible ways to close.
    <div
      {...themeAttributes(foyer.options)}
      className="foyer-backdrop"
      lang={locale}
      dir={dir}
      // Fading out: no longer the dialog for assistive technology, nor for the pointer.
      data-closing={closing ? 'true' : undefined}
      aria-hidden={closing ? true : undefined}
      onMouseDown={onBackdropDown}
      onClick={onBackdrop}
    >
      <div
        ref={dialog}
        className="foyer-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake}
        onKeyDown={onKeyDown}
      >
        <Header
          titleId={titleId}
          title={route?.view === 'SendPreview' && sent ? t('titleSendSent') : viewTitle(route, t)}
          canGoBack={history.length > 1}
          onBack={() => foyer.router.goBack()}
          onHelp={route?.view === 'Connect' ? () => foyer.router.push('WhatIsAWallet') : undefined}
          onClose={() => foyer.close()}
        />
        {/* In the flow under the header, not over the view: it pushes the view down rather than covering a
            hash or a button the visitor is about to read or press. */}
        {snackbar ? <Snackbar key={snackbar.id} snackbar={snackbar} /> : null}
        {alert ? <AlertBanner alert={alert} onDismiss={() => foyer.closeAlert()} /> : null}
        <div className="foyer-height" style={height === undefined ? undefined : { height }}>
          <div ref={content} className="foyer-body">
            <div key={`${history.length}:${route.view}`} className="foyer-view" data-direction={direction}>
              <FoyerBoundary
                onReset={() => resetView(route.view)}
                fallback={(retry) => <ViewLoadFailed onRetry={retry} />}
              >
                <Suspense fallback={<ViewSkeleton label={t('loading')} />}>
                  <LazyView route={route} loading={t('loading')} />
                </Suspense>
              </FoyerBoundary>
            </div>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  )
}
