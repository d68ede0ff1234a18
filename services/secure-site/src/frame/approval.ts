// The approval card the secure site draws inside its own frame: the dApp's page cannot read it or
// click it for the visitor (cross-origin), so a signature needs the visitor's own Approve. The page can
// still make the frame invisible or cover it and lure clicks onto it, so Approve acts only once the card
// has been visible for half a second (visibilityGate.ts), or after a press and hold where the browser
// cannot tell (holdToApprove.ts).
import { FrameReplyError } from '@foyer/frame'
import { element, installStyles } from './cardStyles.js'
import type { RequestDescription, RequestLine } from './describe.js'
import { holdToApprove } from './holdToApprove.js'
import { type FrameTexts, format, textsOf } from './texts.js'
import { cleanClaim } from './tokens.js'
import { guardApprove, type ObserverWindow } from './visibilityGate.js'

export { installStyles }

/** EIP-1193's text for a declined request; the page maps it to code 4001. */
export const USER_REJECTED = 'User rejected the request.'

/** The longest app name the card prints; the page chooses it, so it may not crowd out the rest. */
const APP_NAME_MAX = 48

/** The app's name as the card prints it: controls removed, cut to 48 characters, marked as the app's claim. */
function appNameClaim(name: string, t: FrameTexts): string | undefined {
  const cut = cleanClaim(name, APP_NAME_MAX)
  return cut ? format(t.appNameClaim, { name: cut }) : undefined
}

function lineList(doc: Document, lines: readonly RequestLine[]): HTMLDListElement {
  return element(
    doc,
    'dl',
    {},
    lines.flatMap((line) => {
      const value = element(doc, 'dd', { textContent: line.value })
      if (line.tone) value.className = line.tone
      if (line.note) value.append(element(doc, 'small', { textContent: line.note }))
      return [element(doc, 'dt', { textContent: line.label }), value]
    }),
  )
}

/** The card's content: the browser-verified origin first, then what is asked, then the app's claim. */
function cardContent(
  doc: Document,
  request: RequestDescription & { appName: string; origin: string },
  t: FrameTexts,
  titleId: string,
): HTMLElement[] {
  const claim = request.appName !== request.origin ? appNameClaim(request.appName, t) : undefined
  return [
    element(doc, 'p', { className: 'origin', textContent: request.origin }),
    element(doc, 'h1', { id: titleId, textContent: request.title }),
    ...(claim ? [element(doc, 'p', { className: 'claim', textContent: claim })] : []),
    ...(request.lines.length ? [lineList(doc, request.lines)] : []),
    ...(request.sections ?? []).map((section) =>
      element(doc, 'section', {}, [
        element(doc, 'h2', { textContent: section.heading }),
        lineList(doc, section.lines),
      ]),
    ),
    ...(request.body !== undefined ? [element(doc, 'pre', { textContent: request.body })] : []),
  ]
}

/**
 * Shows what a request asks for with Reject (focused) and Approve, and runs `approve` on Approve.
 * Resolves with its result; Reject, Escape or a failure reject (Reject as 'User rejected the request.').
 */
export function askApproval<T>(
  doc: Document,
  request: RequestDescription & { appName: string; origin: string },
  approve: () => Promise<T>,
  /** Where IntersectionObserver comes from; tests pass a stand-in. */
  win: ObserverWindow = (doc.defaultView ?? {}) as ObserverWindow,
): Promise<T> {
  installStyles(doc)
  const t = textsOf(doc)
  return new Promise<T>((resolve, reject) => {
    const titleId = 'foyer-approval-title'
    const status = element(doc, 'p', { className: 'status' })
    status.setAttribute('role', 'status')
    const approveButton = element(doc, 'button', {
      type: 'button',
      className: 'primary',
      textContent: t.approve,
    })
    const rejectButton = element(doc, 'button', { type: 'button', textContent: t.reject })
    const hint = element(doc, 'p', { className: 'hint', id: 'foyer-approval-hint', textContent: t.holdHint })
    const actions = element(doc, 'div', { className: 'actions' }, [rejectButton, approveButton])
    const card = element(doc, 'div', { className: 'card' }, [
      ...cardContent(doc, request, t, titleId),
      actions,
      status,
    ])
    card.setAttribute('role', 'dialog')
    card.setAttribute('aria-modal', 'true')
    card.setAttribute('aria-labelledby', titleId)
    const backdrop = element(doc, 'div', { className: 'backdrop' }, [card])

    let done = false
    let stopHold = () => {}
    const guard = guardApprove(card, win, (ready) => {
      approveButton.setAttribute('aria-disabled', String(!ready))
      if (ready && status.textContent === t.notVisible) status.textContent = ''
    })
    const finish = () => {
      done = true
      guard.dispose()
      stopHold()
      doc.removeEventListener('keydown', onKey)
      backdrop.remove()
    }
    const onReject = () => {
      if (done || rejectButton.disabled) return
      finish()
      reject(new FrameReplyError(USER_REJECTED, { code: 'USER_REJECTED' }))
    }
    const onApprove = () => {
      if (done || approveButton.disabled) return
      approveButton.disabled = true
      rejectButton.disabled = true
      status.textContent = t.signing
      approve().then(
        (result) => {
          finish()
          resolve(result)
        },
        (error: unknown) => {
          finish()
          reject(error)
        },
      )
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onReject()
      // Focus stays on the two buttons: the card is the whole frame while it shows.
      if (event.key === 'Tab') {
        event.preventDefault()
        ;(doc.activeElement === approveButton ? rejectButton : approveButton).focus()
      }
    }

    if (guard.mode === 'visibility') {
      approveButton.setAttribute('aria-disabled', 'true')
      approveButton.addEventListener('click', () => {
        // A click on a card the visitor could not see does nothing; a keyboard or screen reader user
        // hears why.
        if (guard.check()) onApprove()
        else if (!done) status.textContent = t.notVisible
      })
    } else {
      approveButton.className = 'hold'
      approveButton.textContent = t.holdToApprove
      approveButton.setAttribute('aria-describedby', hint.id)
      actions.before(hint)
      stopHold = holdToApprove(approveButton, {
        onProgress: (fraction) => approveButton.style.setProperty('--progress', fraction.toFixed(3)),
        onDone: onApprove,
      })
    }
    doc.addEventListener('keydown', onKey)
    rejectButton.addEventListener('click', onReject)
    doc.body.appendChild(backdrop)
    // Reject has the focus, as in wallets: a stray Enter or Space declines rather than signs.
    rejectButton.focus()
  })
}
