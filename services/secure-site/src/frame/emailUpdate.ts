// Email update, inside the secure site's frame only: both codes are typed on this card, never on the
// page (a page that saw them could hand the account to another address). The page only asks for the
// change and learns the new address when the visitor is done.
import { FrameReplyError } from '@foyer/frame'
import type { SecureSiteCall } from './api.js'
import { installStyles, USER_REJECTED } from './approval.js'
import { format, textsOf } from './texts.js'

interface EmailUpdateSteps {
  /** Mails a new code to the current address. */
  resendCurrent(): Promise<void>
  /** Confirms the current address's code; a code then goes to the new address. */
  confirmCurrent(code: string): Promise<void>
  /** Mails a new code to the new address. */
  resendNew(): Promise<void>
  /** Confirms the new address's code: the change is made. */
  confirmNew(code: string): Promise<{ newEmail: string }>
}

/** What the page gets back when a code is posted to it instead of this card. */
const codeInFrameError = () =>
  new FrameReplyError('Enter this code in the secure window, never on the page.', { code: 'CODE_IN_FRAME' })

function button(doc: Document, text: string, primary = false) {
  const node = doc.createElement('button')
  node.type = 'button'
  node.textContent = text
  if (primary) node.className = 'primary'
  return node
}

/**
 * The card: the code sent to the current address (with Resend), then the one sent to the new address
 * (with Resend), then a success note with Done. Cancel or Escape rejects with 'User rejected the
 * request.'. The first code is already on its way when the card opens.
 */
function emailUpdateCard(
  doc: Document,
  addresses: { email: string; newEmail: string },
  steps: EmailUpdateSteps,
): Promise<{ newEmail: string }> {
  installStyles(doc)
  const t = textsOf(doc)
  return new Promise((resolve, reject) => {
    const backdrop = doc.createElement('div')
    backdrop.className = 'backdrop'
    const card = doc.createElement('div')
    card.className = 'card'
    card.setAttribute('role', 'dialog')
    card.setAttribute('aria-modal', 'true')
    card.setAttribute('aria-labelledby', 'foyer-email-title')
    backdrop.appendChild(card)
    doc.body.appendChild(backdrop)

    const finish = (result: { newEmail: string } | undefined) => {
      doc.removeEventListener('keydown', onKey)
      backdrop.remove()
      if (result) resolve(result)
      else reject(new FrameReplyError(USER_REJECTED, { code: 'USER_REJECTED' }))
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(undefined)
    }
    doc.addEventListener('keydown', onKey)

    const text = (content: string, className?: string) => {
      const p = doc.createElement('p')
      p.textContent = content
      if (className) p.className = className
      return p
    }
    const show = (body: Node[], actions: HTMLButtonElement[], focus: HTMLElement) => {
      const title = doc.createElement('h1')
      title.id = 'foyer-email-title'
      title.textContent = t.updateEmailTitle
      const row = doc.createElement('div')
      row.className = 'actions'
      row.append(...actions)
      card.replaceChildren(title, ...body, row)
      focus.focus()
    }

    /** One code step: the hint, the code field, Resend, Cancel and Confirm. */
    const askCode = (hint: string, resend: () => Promise<void>, confirm: (code: string) => Promise<void>) => {
      const label = doc.createElement('label')
      label.htmlFor = 'foyer-email-code'
      label.textContent = t.codeLabel
      const input = doc.createElement('input')
      input.id = 'foyer-email-code'
      input.inputMode = 'numeric'
      input.autocomplete = 'one-time-code'
      input.maxLength = 6
      input.className = 'code'
      const status = text('', 'status')
      status.id = 'foyer-email-status'
      status.setAttribute('role', 'status')
      input.setAttribute('aria-describedby', 'foyer-email-status')
      const again = button(doc, t.resendCode)
      again.addEventListener('click', () => {
        again.disabled = true
        status.textContent = t.sending
        resend().then(
          () => {
            again.disabled = false
            status.textContent = t.codeResent
          },
          (error: Error) => {
            again.disabled = false
            status.textContent = error.message
          },
        )
      })
      const submit = button(doc, t.confirm, true)
      submit.addEventListener('click', () => {
        const code = input.value.replace(/\D/g, '')
        if (code.length !== 6) {
          status.textContent = t.enterCode
          return
        }
        submit.disabled = true
        confirm(code).then(
          () => {
            submit.disabled = false
          },
          (error: Error) => {
            submit.disabled = false
            status.textContent = error.message
            input.select()
          },
        )
      })
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') submit.click()
      })
      const cancel = button(doc, t.cancel)
      cancel.addEventListener('click', () => finish(undefined))
      show([text(hint), label, input, status], [cancel, again, submit], input)
    }

    const done = (result: { newEmail: string }) => {
      const ok = button(doc, t.done, true)
      ok.addEventListener('click', () => finish(result))
      const note = text(
        format(t.emailUpdated, { email: result.newEmail, oldEmail: addresses.email }),
        'status',
      )
      note.setAttribute('role', 'status')
      show([note], [ok], ok)
    }

    const askNew = () =>
      askCode(format(t.updateEmailNew, { email: addresses.newEmail }), steps.resendNew, async (code) =>
        done(await steps.confirmNew(code)),
      )

    askCode(format(t.updateEmailCurrent, addresses), steps.resendCurrent, async (code) => {
      await steps.confirmCurrent(code)
      askNew()
    })
  })
}

/**
 * The page's three email-update requests: UPDATE_EMAIL opens the card and answers UPDATED with the
 * new address once the visitor confirmed both codes on it; a code the page posts is refused.
 */
export function emailUpdateHandlers(
  doc: Document,
  call: SecureSiteCall,
  account: { sessionToken(): string; email(): string | undefined; setEmail(email: string): void },
) {
  return {
    async UPDATE_EMAIL({ email: next }: { email: string }) {
      const sessionToken = account.sessionToken()
      const begin = () => call('/api/email/update', { sessionToken, email: next })
      await begin()
      const { newEmail } = await emailUpdateCard(
        doc,
        { email: account.email() ?? '', newEmail: next },
        {
          resendCurrent: async () => {
            await begin()
          },
          confirmCurrent: async (otp) => {
            await call('/api/email/update/primary', { sessionToken, otp })
          },
          resendNew: async () => {
            await call('/api/email/update/resend', { sessionToken })
          },
          confirmNew: (otp) => call('/api/email/update/secondary', { sessionToken, otp }),
        },
      )
      account.setEmail(newEmail)
      return { action: 'UPDATED' as const, newEmail }
    },
    UPDATE_EMAIL_PRIMARY_OTP(): never {
      throw codeInFrameError()
    },
    UPDATE_EMAIL_SECONDARY_OTP(): never {
      throw codeInFrameError()
    },
  }
}
