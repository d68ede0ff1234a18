// Key export, inside the secure site's frame only: a fresh code by email, then the key on this card.
// The page gets no key: its request resolves empty when the visitor presses Done.
import { FrameReplyError } from '@foyer/frame'
import { installStyles, USER_REJECTED } from './approval.js'
import { format, textsOf } from './texts.js'

export interface ExportSteps {
  /** Mails a fresh code to the account's address. */
  sendCode(): Promise<void>
  /** The key, for a right code; throws FrameReplyError with the server's text otherwise. */
  reveal(code: string): Promise<string>
}

/** The export hold after an email change, in the card's language with the local time it ends. */
function heldUntil(error: Error): Date | undefined {
  const reply = error as Error & { code?: unknown; params?: { until?: unknown } }
  if (reply.code !== 'EXPORT_HELD' || typeof reply.params?.until !== 'string') return undefined
  const until = new Date(reply.params.until)
  return Number.isNaN(until.getTime()) ? undefined : until
}

function button(doc: Document, text: string, primary = false) {
  const node = doc.createElement('button')
  node.type = 'button'
  node.textContent = text
  if (primary) node.className = 'primary'
  return node
}

/**
 * The export card: a warning and Send code, then the code, then the key with Copy and Done. Cancel or
 * Escape at any step rejects with 'User rejected the request.'.
 */
export function exportKey(doc: Document, email: string | undefined, steps: ExportSteps): Promise<void> {
  installStyles(doc)
  const t = textsOf(doc)
  const heldText = (error: Error) => {
    const until = heldUntil(error)
    if (!until) return undefined
    const when = until.toLocaleString(doc.documentElement.lang || 'en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    return format(t.exportHeld, { until: when })
  }
  return new Promise<void>((resolve, reject) => {
    const backdrop = doc.createElement('div')
    backdrop.className = 'backdrop'
    const card = doc.createElement('div')
    card.className = 'card'
    card.setAttribute('role', 'dialog')
    card.setAttribute('aria-modal', 'true')
    card.setAttribute('aria-labelledby', 'foyer-export-title')
    backdrop.appendChild(card)
    doc.body.appendChild(backdrop)

    const finish = (ok: boolean) => {
      doc.removeEventListener('keydown', onKey)
      backdrop.remove()
      if (ok) resolve()
      else reject(new FrameReplyError(USER_REJECTED, { code: 'USER_REJECTED' }))
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(false)
    }
    doc.addEventListener('keydown', onKey)

    const show = (body: (Node | string)[], actions: HTMLButtonElement[], focus: HTMLElement) => {
      const title = doc.createElement('h1')
      title.id = 'foyer-export-title'
      title.textContent = t.exportTitle
      const row = doc.createElement('div')
      row.className = 'actions'
      row.append(...actions)
      card.replaceChildren(title, ...body, row)
      focus.focus()
    }
    const text = (content: string, className?: string) => {
      const p = doc.createElement('p')
      p.textContent = content
      if (className) p.className = className
      return p
    }
    const cancel = () => {
      const node = button(doc, t.cancel)
      node.addEventListener('click', () => finish(false))
      return node
    }

    const start = () => {
      const send = button(doc, t.sendCode, true)
      const status = text('', 'status')
      status.setAttribute('role', 'status')
      send.addEventListener('click', () => {
        send.disabled = true
        status.textContent = t.sending
        steps.sendCode().then(askCode, (error: Error) => {
          send.disabled = false
          status.textContent = heldText(error) ?? error.message
        })
      })
      show(
        [
          text(t.exportWarning),
          text(format(t.exportCodeTo, { email: email ?? t.yourEmail }), 'origin'),
          status,
        ],
        [cancel(), send],
        send,
      )
    }

    const askCode = () => {
      const label = doc.createElement('label')
      label.htmlFor = 'foyer-export-code'
      label.textContent = t.codeLabel
      const input = doc.createElement('input')
      input.id = 'foyer-export-code'
      input.inputMode = 'numeric'
      input.autocomplete = 'one-time-code'
      input.maxLength = 6
      input.className = 'code'
      const status = text('', 'status')
      status.setAttribute('role', 'status')
      input.setAttribute('aria-describedby', 'foyer-export-status')
      status.id = 'foyer-export-status'
      const submit = button(doc, t.showKey, true)
      submit.addEventListener('click', () => {
        const code = input.value.replace(/\D/g, '')
        if (code.length !== 6) {
          status.textContent = t.enterCode
          return
        }
        submit.disabled = true
        steps.reveal(code).then(showKey, (error: Error) => {
          submit.disabled = false
          status.textContent = error.message
          input.select()
        })
      })
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') submit.click()
      })
      show([label, input, status], [cancel(), submit], input)
    }

    const showKey = (key: string) => {
      const value = text(key, 'key')
      value.setAttribute('aria-label', t.privateKey)
      const status = text('', 'status')
      status.setAttribute('role', 'status')
      const copy = button(doc, t.copyKey)
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(key).then(
          () => {
            status.textContent = t.copied
          },
          () => {
            status.textContent = t.copyFailed
          },
        )
      })
      const done = button(doc, t.done, true)
      done.addEventListener('click', () => {
        value.textContent = ''
        finish(true)
      })
      show([text(t.keepSafe), value, status], [copy, done], done)
    }

    start()
  })
}
