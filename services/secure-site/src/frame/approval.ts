// The approval card the secure site draws inside its own frame: the dApp's page cannot read it or
// click it for the visitor (cross-origin), so a signature needs the visitor's own Approve.
import { FrameReplyError } from '@foyer/frame'
import type { RequestDescription } from './describe.js'
import { textsOf } from './texts.js'

/** How long Approve stays disabled after the card appears. */
const APPROVE_DELAY_MS = 500

/** EIP-1193's text for a declined request; the page maps it to code 4001. */
export const USER_REJECTED = 'User rejected the request.'

const CSS = `
:root{color-scheme:light;--bg:#fff;--fg:#141414;--muted:#5f6368;--line:#e4e4e7;--accent:#3b5bdb;--accent-fg:#fff;--block:#f4f4f5}
:root[data-theme=dark]{color-scheme:dark;--bg:#1c1c1f;--fg:#f4f4f5;--muted:#a1a1aa;--line:#34343a;--accent:#748ffc;--accent-fg:#0b0b0c;--block:#27272a}
html,body{margin:0;background:transparent;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.backdrop{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.35);padding:16px}
.card{box-sizing:border-box;width:min(360px,100%);max-height:calc(100vh - 32px);overflow:auto;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:20px;padding:20px;box-shadow:0 12px 40px rgba(0,0,0,.25)}
h1{font-size:18px;margin:0 0 4px}
.origin{color:var(--muted);margin:0 0 16px;word-break:break-all}
dl{margin:0 0 12px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:var(--muted)}dd{margin:0;word-break:break-all;text-align:end}
pre{background:var(--block);border-radius:12px;padding:12px;margin:0 0 16px;max-height:180px;overflow:auto;white-space:pre-wrap;word-break:break-word;font:13px/1.4 ui-monospace,monospace}
.actions{display:flex;gap:8px}
button{flex:1;min-height:44px;border-radius:12px;font:inherit;font-weight:600;cursor:pointer;border:1px solid var(--line);background:var(--bg);color:var(--fg)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-fg)}
button:disabled{opacity:.6;cursor:progress}
button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.status{min-height:1.2em;margin:10px 0 0;color:var(--muted)}
.key{font:14px/1.4 ui-monospace,monospace;word-break:break-all;background:var(--block);padding:12px;border-radius:12px}
label{display:block;margin:0 0 6px;font-weight:600}
input.code{box-sizing:border-box;width:100%;min-height:44px;font:20px/1 ui-monospace,monospace;letter-spacing:4px;padding:0 12px;border:1px solid var(--line);border-radius:12px;background:var(--bg);color:var(--fg)}
input.code:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
`

/** Adds the frame's styles once. */
export function installStyles(doc: Document): void {
  if (doc.getElementById('foyer-secure-css')) return
  const style = doc.createElement('style')
  style.id = 'foyer-secure-css'
  style.textContent = CSS
  doc.head.appendChild(style)
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props)
  node.append(...children)
  return node
}

/**
 * Shows what a request asks for with Approve and Reject, and runs `approve` on Approve. Resolves with
 * its result; Reject, Escape or a failure reject (Reject as 'User rejected the request.').
 */
export function askApproval<T>(
  doc: Document,
  request: RequestDescription & { appName: string; origin: string },
  approve: () => Promise<T>,
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
    const lines = element(
      doc,
      'dl',
      {},
      request.lines.flatMap((line) => [
        element(doc, 'dt', { textContent: line.label }),
        element(doc, 'dd', { textContent: line.value }),
      ]),
    )
    const card = element(doc, 'div', { className: 'card' }, [
      element(doc, 'h1', { id: titleId, textContent: request.title }),
      element(doc, 'p', { className: 'origin', textContent: `${request.appName} · ${request.origin}` }),
      ...(request.lines.length ? [lines] : []),
      ...(request.body !== undefined ? [element(doc, 'pre', { textContent: request.body })] : []),
      element(doc, 'div', { className: 'actions' }, [rejectButton, approveButton]),
      status,
    ])
    card.setAttribute('role', 'dialog')
    card.setAttribute('aria-modal', 'true')
    card.setAttribute('aria-labelledby', titleId)
    const backdrop = element(doc, 'div', { className: 'backdrop' }, [card])
    doc.body.appendChild(backdrop)
    // Approve takes no click in its first moment: a page cannot show the card right under a click the
    // visitor meant for something else.
    approveButton.disabled = true
    rejectButton.focus()
    setTimeout(() => {
      if (done) return
      approveButton.disabled = false
      approveButton.focus()
    }, APPROVE_DELAY_MS)

    let done = false
    const finish = () => {
      done = true
      doc.removeEventListener('keydown', onKey)
      backdrop.remove()
    }
    const onReject = () => {
      if (done || rejectButton.disabled) return
      finish()
      reject(new FrameReplyError(USER_REJECTED, { code: 'USER_REJECTED' }))
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onReject()
      // Focus stays on the two buttons: the card is the whole frame while it shows.
      if (event.key === 'Tab') {
        event.preventDefault()
        ;(doc.activeElement === approveButton ? rejectButton : approveButton).focus()
      }
    }
    doc.addEventListener('keydown', onKey)
    rejectButton.addEventListener('click', onReject)
    approveButton.addEventListener('click', () => {
      if (done) return
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
    })
  })
}
