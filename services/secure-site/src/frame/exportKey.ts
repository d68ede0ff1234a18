// Key export, inside the secure site's frame only: a fresh code by email, then the key on this card.
// The page gets no key: its request resolves empty when the visitor presses Done.
import { FrameReplyError } from '@foyer/frame'
import { installStyles, USER_REJECTED } from './approval.js'

export interface ExportSteps {
  /** Mails a fresh code to the account's address. */
  sendCode(): Promise<void>
  /** The key, for a right code; throws FrameReplyError with the server's text otherwise. */
  reveal(code: string): Promise<string>
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
      title.textContent = 'Export private key'
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
      const node = button(doc, 'Cancel')
      node.addEventListener('click', () => finish(false))
      return node
    }

    const start = () => {
      const send = button(doc, 'Send code', true)
      const status = text('', 'status')
      status.setAttribute('role', 'status')
      send.addEventListener('click', () => {
        send.disabled = true
        status.textContent = 'Sending…'
        steps.sendCode().then(askCode, (error: Error) => {
          send.disabled = false
          status.textContent = error.message
        })
      })
      show(
        [
          text(
            'Anyone who has this key controls your wallet and everything in it. Never share it, and never type it into a website.',
          ),
          text(`To show it, we send a code to ${email ?? 'your email'} first.`, 'origin'),
          status,
        ],
        [cancel(), send],
        send,
      )
    }

    const askCode = () => {
      const label = doc.createElement('label')
      label.htmlFor = 'foyer-export-code'
      label.textContent = 'Code from your email'
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
      const submit = button(doc, 'Show key', true)
      submit.addEventListener('click', () => {
        const code = input.value.replace(/\D/g, '')
        if (code.length !== 6) {
          status.textContent = 'Enter the 6-digit code'
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
      value.setAttribute('aria-label', 'Private key')
      const status = text('', 'status')
      status.setAttribute('role', 'status')
      const copy = button(doc, 'Copy key')
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(key).then(
          () => {
            status.textContent = 'Copied'
          },
          () => {
            status.textContent = 'Select the key and copy it'
          },
        )
      })
      const done = button(doc, 'Done', true)
      done.addEventListener('click', () => {
        value.textContent = ''
        finish(true)
      })
      show([text('Keep it somewhere only you can reach.'), value, status], [copy, done], done)
    }

    start()
  })
}
